import Testing
import TrellisCore
import TrellisTesting

@testable import playground

/// The playground on a headless terminal: golden screens and what typing does.
@Suite("Playground: screens")
@MainActor
struct PlaygroundScreenTests {
    /// A playground on a `width` × `height` terminal with `preset` loaded.
    private func playground(
        width: Int = 120, height: Int = 40, preset: PlaygroundPreset? = .grid
    ) -> (TestTerminal, PlaygroundController) {
        var controller: PlaygroundController!
        let terminal = TestTerminal(width: width, height: height) { app in
            controller = PlaygroundController.install(in: app, preset: preset)
        }
        return (terminal, controller)
    }

    private func item(_ name: String, in controller: PlaygroundController) -> PlaygroundItemView {
        controller.session.items.first { $0.name == name }!
    }

    /// The frame of an item in the canvas's coordinates.
    private func frame(_ name: String, in controller: PlaygroundController) -> Rect {
        item(name, in: controller).frame
    }

    @Test func screenAt120x40() {
        let (terminal, controller) = playground()
        terminal.assertSnapshot(named: "Playground-120x40")
        #expect(terminal.app.focusedView === controller.view.field)
    }

    @Test func screenAt60x20() {
        let (terminal, _) = playground(width: 60, height: 20)
        terminal.assertSnapshot(named: "Playground-60x20")
    }

    @Test func emptyScreenShowsTheViewsAtHomeMarkedAmbiguous() {
        let (terminal, _) = playground(width: 80, height: 24, preset: nil)
        terminal.assertSnapshot(named: "Playground-empty-80x24")
        #expect(terminal.screen.contains { $0.contains("Ambiguous: v1, v2, v3, v4") })
        #expect(terminal.screen.contains { $0.contains("+v1?") })
    }

    @Test func typingAnEquationMovesTheViews() {
        let (terminal, controller) = playground(preset: nil)
        terminal.type("H:|-[v1(20)]-[v2]-|\n")
        #expect(controller.session.entries.count == 1)
        #expect(controller.view.field.text.isEmpty)
        let canvasWidth = controller.view.canvas.frame.width
        #expect(frame("v1", in: controller).minX == 1)
        #expect(frame("v1", in: controller).width == 20)
        #expect(frame("v2", in: controller).minX == 22)
        #expect(frame("v2", in: controller).maxX == canvasWidth - 1)
        terminal.type("V:|-2-[v1(6)]-[v2(==v1)]\n")
        #expect(frame("v1", in: controller) == Rect(x: 1, y: 2, width: 20, height: 6))
        #expect(frame("v2", in: controller).minY == 9)
        #expect(frame("v2", in: controller).height == 6)
        #expect(terminal.screen.contains { $0.contains("│1 H:|-[v1(20)]-[v2]-|") })
        #expect(terminal.screen.contains { $0.contains("│2 V:|-2-[v1(6)]-[v2(==v1)]") })
        #expect(terminal.screen.contains { $0.contains("Ambiguous: v3, v4") })
        // The boxes show their sizes.
        #expect(terminal.screen.contains { $0.contains("20×6") })
        terminal.type("v3.center == |.center\n")
        // Centred to the cell: half a cell off when the canvas's width is odd.
        #expect(abs(2 * frame("v3", in: controller).midXInt - canvasWidth) <= 1)
    }

    @Test func aBadLineShowsTheCaretUnderItsColumnAndAddsNothing() {
        let (terminal, controller) = playground()
        terminal.type("v1.left == v5.right\n")
        #expect(controller.session.entries.count == PlaygroundPreset.grid.lines.count)
        let screen = terminal.screen
        let row = try! #require(screen.firstIndex { $0.contains("unknown view 'v5' at column 12") })
        let line = screen[row + 1]
        let caret = screen[row + 2]
        let errorColumn = line.distance(
            from: line.startIndex, to: line.range(of: "v5.right")!.lowerBound)
        #expect(
            caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } == errorColumn)
        // The line stays in the field with the cursor on the problem.
        #expect(controller.view.field.text == "v1.left == v5.right")
        #expect(controller.view.field.cursorIndex == 11)
        // Typing clears the error.
        terminal.type("x")
        #expect(!terminal.screen.contains { $0.contains("unknown view") })
    }

    @Test func aConflictingLineIsHighlightedWithTheOneItBreaksAgainst() {
        let (terminal, controller) = playground()
        terminal.type("v1.width == 2 * v2.width\n")
        #expect(controller.statuses.last == .broken(conflictsWith: [0]))
        let screen = terminal.screen
        let brokenRow = try! #require(screen.firstIndex { $0.contains("5 v1.width == 2 * v2.width") })
        #expect(screen[brokenRow].contains("✗ vs 1"))
        let firstRow = try! #require(screen.firstIndex { $0.contains("1 H:|-[v1]-[v2(==v1)]-|") })
        #expect(screen[firstRow].contains("! conflict"))
        #expect(screen.contains { $0.contains("Constraints (5) · 1 broken") })
        #expect(screen.contains { $0.contains("Entry 5 cannot hold together with entry 1") })
        // The broken row is drawn in the theme's broken style.
        let x = screen[brokenRow].distance(
            from: screen[brokenRow].startIndex, to: screen[brokenRow].range(of: "v1.width")!.lowerBound)
        let theme = terminal.window.theme
        // (The new entry is selected, which underlines it.)
        #expect(
            terminal.backend.cell(at: Point(x: x, y: brokenRow))?.style.background
                == theme.debugBroken.background)
        #expect(terminal.backend.cell(at: Point(x: x, y: firstRow))?.style == theme.warning)
    }

    @Test func tabThenDeleteRemovesTheSelectedEntry() {
        let (terminal, controller) = playground()
        terminal.type("v1.width == 2 * v2.width\n")
        terminal.press(.tab)
        #expect(terminal.app.focusedView === controller.view.list)
        // The new entry is selected: Delete removes it and the conflict is gone.
        terminal.press(.delete)
        #expect(controller.session.entries.count == 4)
        #expect(controller.statuses.allSatisfy { $0 == .satisfied })
        #expect(!terminal.screen.contains { $0.contains("! conflict") })
        terminal.press(.up)
        terminal.press(.backspace)
        #expect(
            controller.session.entries.map(\.text) == Array(PlaygroundPreset.grid.lines.prefix(2)) + [
                PlaygroundPreset.grid.lines[3]
            ])
        // Enter brings a line back to the field.
        terminal.press(.enter)
        #expect(controller.view.field.text == PlaygroundPreset.grid.lines[3])
        #expect(terminal.app.focusedView === controller.view.field)
    }

    @Test func upAndDownRecallEarlierLines() {
        let (terminal, controller) = playground(preset: nil)
        terminal.type("H:|-[v1]-|\n")
        terminal.type("v1.height == 4\n")
        terminal.type("draft")
        terminal.press(.up)
        #expect(controller.view.field.text == "v1.height == 4")
        terminal.press(.up)
        #expect(controller.view.field.text == "H:|-[v1]-|")
        terminal.press(.down)
        terminal.press(.down)
        #expect(controller.view.field.text == "draft")
        terminal.press(.escape)
        #expect(controller.view.field.text.isEmpty)
        // Escape also takes an error away with the line it was about.
        terminal.type("v9.width == 1\n")
        #expect(terminal.screen.contains { $0.contains("unknown view 'v9'") })
        terminal.press(.escape)
        #expect(!terminal.screen.contains { $0.contains("unknown view 'v9'") })
    }

    @Test func functionKeysLoadPresetsAndCtrlLClears() {
        let (terminal, controller) = playground()
        terminal.press(.function(3))
        #expect(controller.session.entries.map(\.text) == PlaygroundPreset.row.lines)
        #expect(terminal.screen.contains { $0.contains("Loaded the row preset (F3).") })
        // Four equal columns side by side (to the cell: edges are rounded).
        let widths = ["v1", "v2", "v3", "v4"].map { frame($0, in: controller).width }
        #expect(widths.max()! - widths.min()! <= 1)
        #expect(frame("v2", in: controller).minY == frame("v1", in: controller).minY)
        terminal.press(.function(5))
        #expect(terminal.screen.contains { $0.contains("2 broken") })
        terminal.press(KeyEvent.ctrl("l"))
        #expect(controller.session.entries.isEmpty)
        #expect(terminal.screen.contains { $0.contains("No constraints yet") })
    }

    @Test func qTypesInTheFieldAndQuitsFromTheList() {
        let (terminal, controller) = playground()
        terminal.type("q")
        #expect(!terminal.app.isQuitRequested)
        #expect(controller.view.field.text == "q")
        terminal.press(.tab)
        terminal.type("q")
        #expect(terminal.app.isQuitRequested)
    }

    @Test func followsResizesWithTheCanvasAsItsWindow() {
        let (terminal, controller) = playground(preset: nil)
        terminal.type("H:|-[v1(>=70)]-|\n")
        #expect(controller.statuses == [.satisfied])
        // Too narrow for v1: the canvas's own width gives, and the entry is named.
        terminal.resize(to: Size(width: 60, height: 20))
        #expect(controller.view.canvas.frame.width > controller.view.canvasBox.contentView.frame.width)
        terminal.resize(to: Size(width: 120, height: 40))
        #expect(terminal.window.layoutIssues.isEmpty)
        #expect(frame("v1", in: controller).width == controller.view.canvas.frame.width - 2)
        terminal.resize(to: Size(width: 20, height: 5))
        #expect(terminal.app.isShowingTooSmallNotice)
        terminal.resize(to: Size(width: 120, height: 40))
        #expect(!terminal.app.isShowingTooSmallNotice)
        terminal.assertSnapshot(named: "Playground-v1-120x40")
    }
}

extension Rect {
    /// The column in the middle of the rectangle, rounded down.
    fileprivate var midXInt: Int { minX + width / 2 }
}
