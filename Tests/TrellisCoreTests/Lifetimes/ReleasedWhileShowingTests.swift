import Testing
import TrellisCore
import TrellisTesting

/// A test terminal let go of while something is still showing or running — a drop-down open,
/// a palette or a menu presented, a dialog up, an animation or a spinner under way — takes
/// everything with it: no reference cycle through the application keeps the window, its views
/// or the application alive (LeakSanitizer would report them at exit; an app embedding Trellis
/// would keep them for good).
@MainActor
@Suite struct ReleasedWhileShowingTests {
    /// Weak references to what a released terminal must take with it.
    @MainActor private final class Released {
        weak var app: Application?
        weak var window: TermWindow?
        weak var widget: TermView?
        weak var shown: TermView?

        /// Records `terminal`'s application and window, the widget, and what it shows.
        func record(_ terminal: TestTerminal, widget: TermView?, shown: TermView?) {
            app = terminal.app
            window = terminal.window
            self.widget = widget
            self.shown = shown
        }

        /// Everything was deallocated. (Compared as Booleans: a failed expectation on an
        /// object would reflect it, and a leaked view is no object to walk.)
        func expectGone(sourceLocation: SourceLocation = #_sourceLocation) {
            let survivors = [
                ("the application", app == nil), ("the window", window == nil),
                ("the widget", widget == nil), ("what it showed", shown == nil),
            ].filter { !$0.1 }.map(\.0)
            #expect(survivors.isEmpty, "still alive: \(survivors)", sourceLocation: sourceLocation)
        }
    }

    /// Runs `build` (whose locals are gone when it returns), then expects everything it
    /// recorded to be deallocated.
    private func expectReleased(
        sourceLocation: SourceLocation = #_sourceLocation, _ build: (Released) -> Void
    ) {
        let released = Released()
        build(released)
        released.expectGone(sourceLocation: sourceLocation)
    }

    @Test func anOpenSelect() {
        expectReleased { released in
            let select = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
            let terminal = TestTerminal(width: 16, height: 6)
            terminal.window.addSubview(select)
            select.bb.left(1).top(0)
            terminal.app.focus(select)
            terminal.press(.enter)
            #expect(select.isOpen)
            released.record(terminal, widget: select, shown: select.panel)
        }
    }

    @Test func aPresentedCommandPalette() {
        expectReleased { released in
            let palette = CommandPalette(commands: [MenuItem("Open"), MenuItem("Quit")])
            let terminal = TestTerminal(width: 30, height: 10)
            palette.present(in: terminal.app)
            terminal.runUntilIdle()
            terminal.press(.character("q"))
            #expect(palette.isPresented)
            released.record(terminal, widget: palette, shown: palette.queryField)
        }
    }

    @Test func anOpenMenuBar() {
        expectReleased { released in
            let bar = MenuBar(menus: [MenuBar.Menu("File", items: [MenuItem("New"), MenuItem("Save")])])
            let terminal = TestTerminal(width: 24, height: 6)
            terminal.window.addSubview(bar)
            bar.bb.left(0).top(0).right(0)
            terminal.runUntilIdle()
            bar.open(0)
            terminal.runUntilIdle()
            #expect(bar.openPanel != nil)
            released.record(terminal, widget: bar, shown: bar.openPanel)
        }
    }

    @Test func aPresentedDialog() {
        expectReleased { released in
            let dialog = Dialog(title: "Ask", message: "Sure?")
            dialog.addButton("No") {}
            dialog.addButton("Yes") {}
            let terminal = TestTerminal(width: 30, height: 7)
            dialog.present(in: terminal.app)
            terminal.runUntilIdle()
            #expect(dialog.isPresented)
            released.record(terminal, widget: dialog, shown: dialog.buttons.first)
        }
    }

    @Test func aRunningAnimation() {
        expectReleased { released in
            let terminal = TestTerminal(width: 40, height: 1)
            let bar = TermView()
            terminal.window.addSubview(bar)
            let width = bar.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([
                bar.leftAnchor.constraint(equalTo: terminal.window.leftAnchor),
                bar.topAnchor.constraint(equalTo: terminal.window.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 1), width,
            ])
            terminal.runUntilIdle()
            TermView.animate(duration: .milliseconds(500)) { width.constant = 30 }
            terminal.advance(by: .milliseconds(100))
            released.record(terminal, widget: bar, shown: nil)
        }
    }

    @Test func aSpinningSpinner() {
        expectReleased { released in
            let spinner = Spinner()
            let terminal = TestTerminal(width: 10, height: 1)
            terminal.window.addSubview(spinner)
            spinner.bb.left(0).top(0)
            spinner.startAnimating()
            terminal.advance(by: .milliseconds(300))
            released.record(terminal, widget: spinner, shown: nil)
        }
    }

    /// A panel its owner keeps, shown in a terminal that is then let go of, holds nothing
    /// that dangles: walking its fields (as `dump` does) reads no freed memory, and it can be
    /// shown again in another terminal.
    @Test func aKeptPanelOutlivesTheTerminalItWasShownIn() {
        let panel = MenuPanel(items: [MenuItem("One"), MenuItem("Two")])
        let released = Released()
        do {
            let terminal = TestTerminal(width: 20, height: 6)
            panel.present(in: terminal.app, placement: .at(Point(x: 1, y: 1)))
            terminal.runUntilIdle()
            #expect(panel.isPresented)
            released.record(terminal, widget: panel.superview!, shown: nil)
        }
        released.expectGone()
        #expect(!panel.isPresented)
        var walked = ""
        dump(panel, to: &walked, maxDepth: 6)
        #expect(walked.contains("MenuPanel"))
        let terminal = TestTerminal(width: 20, height: 6)
        panel.present(in: terminal.app, placement: .at(Point(x: 0, y: 0)))
        terminal.runUntilIdle()
        #expect(terminal.screen[1].hasPrefix("│ One"))
    }

    /// The same for a layer its owner keeps while it is presented: the window and its engine
    /// go, and nothing in the layer, its content or their constraints points at them.
    @Test func aKeptLayerOutlivesTheWindowItWasPresentedOver() {
        let content = TermView()
        content.bb.width(4).height(1)
        let layer = PopupLayer(content: content)
        let released = Released()
        do {
            let terminal = TestTerminal(width: 20, height: 6)
            layer.present(in: terminal.app, placement: .at(Point(x: 1, y: 1)))
            terminal.runUntilIdle()
            // The content stays: the layer, kept here, holds it.
            released.record(terminal, widget: nil, shown: nil)
        }
        released.expectGone()
        #expect(layer.superview == nil)
        #expect(layer.window == nil)
        var walked = ""
        dump(layer, to: &walked, maxDepth: 8)
        #expect(walked.contains("PopupLayer"))
        let terminal = TestTerminal(width: 20, height: 6)
        layer.present(in: terminal.app, placement: .at(Point(x: 2, y: 3)))
        terminal.runUntilIdle()
        #expect(content.frameInWindow == Rect(x: 2, y: 3, width: 4, height: 1))
    }
}
