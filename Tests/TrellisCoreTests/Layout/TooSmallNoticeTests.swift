import Testing

@testable import TrellisCore

/// The size the too-small notice asks for: never less than the terminal has, and always more on
/// some axis when the layout did not fit.
@MainActor
@Suite struct TooSmallNoticeTests {
    private func size(_ width: Int, _ height: Int) -> Size { Size(width: width, height: height) }

    @Test func itAsksForTheRequiredSizeOnEachAxisWhereTheTerminalIsShort() {
        #expect(
            Application.neededSize(size: size(8, 5), required: size(12, 0), laidOut: size(12, 5))
                == size(12, 5))
        #expect(
            Application.neededSize(size: size(30, 5), required: size(24, 8), laidOut: size(30, 8))
                == size(30, 8))
        #expect(
            Application.neededSize(size: size(3, 2), required: size(4, 6), laidOut: size(4, 6)) == size(4, 6))
    }

    @Test func whenTheAxesAreTiedItAsksForTheSizeTheWindowTook() {
        // The smallest size overall fits the terminal, but not at the terminal's proportions.
        #expect(
            Application.neededSize(size: size(20, 12), required: size(10, 10), laidOut: size(20, 20))
                == size(20, 20))
    }

    @Test func theNoticeNamesBothSizes() {
        #expect(
            Application.tooSmallLines(size: size(20, 5), needed: size(40, 12)) == [
                "Terminal too small", "needs 40×12", "has 20×5",
            ])
    }
}
