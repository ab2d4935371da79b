import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TooSmallTests {
    /// A form that needs at least 30×6: a fixed-width field under a title.
    private func makeTerminal(width: Int, height: Int) -> TestTerminal {
        TestTerminal(width: width, height: height) { app in
            let title = ProbeView("Settings", id: "title")
            app.window.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: app.window.leadingAnchor),
                title.topAnchor.constraint(equalTo: app.window.topAnchor),
                title.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
                title.trailingAnchor.constraint(lessThanOrEqualTo: app.window.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 6),
                title.bottomAnchor.constraint(lessThanOrEqualTo: app.window.bottomAnchor),
            ])
        }
    }

    @Test func aTerminalTooSmallForTheRequiredConstraintsSaysWhatItNeeds() {
        let terminal = makeTerminal(width: 24, height: 5)
        terminal.assertScreen([
            "                        ",
            "   Terminal too small   ",
            "       needs 30×6       ",
            "        has 24×5        ",
            "                        ",
        ])
        #expect(terminal.app.isShowingTooSmallNotice)
        terminal.resize(to: Size(width: 40, height: 7))
        #expect(!terminal.app.isShowingTooSmallNotice)
        #expect(terminal.screen[0].hasPrefix("Settings"))
        terminal.resize(to: Size(width: 10, height: 1))
        terminal.assertScreen(["Terminal …"])
    }

    @Test func theNoticeCanBeTurnedOff() {
        let terminal = makeTerminal(width: 24, height: 5)
        terminal.app.showsTooSmallNotice = false
        terminal.runUntilIdle()
        #expect(terminal.screen[0].hasPrefix("Settings"))
    }
}
