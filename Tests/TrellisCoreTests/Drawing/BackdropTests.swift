import Testing
import TrellisCore
import TrellisTesting

/// A view's background colour shows behind what it and its subviews draw on the default
/// background: a label on a coloured panel is not a hole of the terminal's default, and the
/// widgets in a list's selected row sit on the selection.
@MainActor
@Suite struct BackdropTests {
    private let blue = Style(background: .blue)

    @Test func aLabelOnAColouredPanelShowsThePanelsColour() {
        let terminal = TestTerminal(width: 12, height: 3) { app in
            app.window.theme = .monochrome
            let panel = TermView()
            panel.backgroundColor = .blue
            let label = Label("hi there")
            let inner = TermView()
            inner.backgroundColor = .red
            let onRed = Label("ok")
            app.window.addSubview(panel)
            panel.addSubview(label)
            panel.addSubview(inner)
            inner.addSubview(onRed)
            panel.bb.left(1).top(0).width(10).height(2)
            label.bb.left(1).top(0)
            inner.bb.left(0).top(1).width(4).height(1)
            onRed.bb.left(1).top(0)
        }
        let red = Style(background: .red)
        terminal.assertScreen([
            "  hi there  ",
            "  ok        ",
            "            ",
        ])
        #expect(terminal.styledScreen[0] == " {\(blue)} hi there {plain} ")
        #expect(terminal.styledScreen[1] == " {\(red)} ok {\(blue)}      {plain} ")
        // Nothing outside the panel changed colour.
        #expect(terminal.styledScreen[2] == "            ")
    }

    @Test func theWidgetsOfTheSelectedRowSitOnTheSelection() {
        let theme = Theme.default
        let (terminal, model) = CheckList.terminal(rows: 4, width: 14, height: 4)
        terminal.app.window.theme = theme
        model.list.selectedRow = 0
        terminal.app.focus(model.list)
        terminal.runUntilIdle()
        let selected = theme.selection.background
        func backgrounds(_ row: Int) -> Set<Color> {
            let view = model.list.rowView(forRow: row)!
            let frame = view.frameInWindow
            return Set(
                (frame.minX..<frame.maxX).map {
                    terminal.backend.cell(at: Point(x: $0, y: frame.minY))!.style.background
                })
        }
        #expect(backgrounds(0) == [selected])
        #expect(!backgrounds(1).contains(selected))
        terminal.press(.down)
        #expect(!backgrounds(0).contains(selected))
        #expect(backgrounds(1) == [selected])
        // Unfocused, the row keeps the selection's inactive look, its widgets included.
        terminal.app.focus(nil)
        terminal.runUntilIdle()
        #expect(backgrounds(1) == [theme.inactiveSelection.background])
    }
}
