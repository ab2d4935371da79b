import Testing

@testable import TrellisCore

/// The examples of Bamboo's README, translated to terminal views (sizes in cells) and checked
/// by the frames they produce.
@MainActor
@Suite struct BambooReadmeTests {
    @Test func quickLookCentresBelowAndSizes() {
        let window = makeWindow(80, 24)
        let view2 = makeView("view2", in: window)
        view2.bb.left().top().size(width: 80, height: 3)
        let view = makePlainView("view", in: window)
        view.bb.centerX().below(view2).size(10)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(35, 3, 10, 10))
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(
            equations(view.bb.centerX().below(view2).size(10).constraints) == [
                "view.centerX == window.centerX", "view.top == view2.bottom", "view.width == 10",
                "view.height == 10",
            ])
    }
}
