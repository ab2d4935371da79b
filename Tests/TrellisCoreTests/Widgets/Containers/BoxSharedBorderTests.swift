import Testing
import TrellisCore
import TrellisTesting

/// Boxes whose borders touch share them: placed to overlap by one cell, each shared border is
/// drawn once, joined with the right junctions, however the boxes are redrawn.
@MainActor
@Suite struct BoxSharedBorderTests {
    /// Boxes at the given frames (in order, so later ones draw over earlier ones).
    private func boxes(_ frames: [(String?, Rect)], width: Int, height: Int) -> (TestTerminal, [Box]) {
        var made: [Box] = []
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            for (title, frame) in frames {
                let box = Box(title: title)
                app.window.addSubview(box)
                box.bb.left(Double(frame.minX)).top(Double(frame.minY)).width(Double(frame.width))
                    .height(Double(frame.height))
                made.append(box)
            }
        }
        return (terminal, made)
    }

    @Test func sideBySideBoxesShareTheirMiddleBorder() {
        let (terminal, _) = boxes(
            [("A", Rect(x: 0, y: 0, width: 6, height: 3)), ("B", Rect(x: 5, y: 0, width: 6, height: 3))],
            width: 11, height: 3)
        terminal.assertScreen([
            "┌A───┬B───┐",
            "│    │    │",
            "└────┴────┘",
        ])
    }

    @Test func aGridOfFourBoxesMeetsInACross() {
        let (terminal, _) = boxes(
            [
                (nil, Rect(x: 0, y: 0, width: 4, height: 3)), (nil, Rect(x: 3, y: 0, width: 4, height: 3)),
                (nil, Rect(x: 0, y: 2, width: 4, height: 3)), (nil, Rect(x: 3, y: 2, width: 4, height: 3)),
            ], width: 7, height: 5)
        terminal.assertScreen([
            "┌──┬──┐",
            "│  │  │",
            "├──┼──┤",
            "│  │  │",
            "└──┴──┘",
        ])
    }

    @Test func redrawingOneBoxKeepsTheJunctionsItSharesWithItsNeighbour() {
        let (terminal, boxes) = boxes(
            [("A", Rect(x: 0, y: 0, width: 6, height: 3)), ("B", Rect(x: 5, y: 0, width: 6, height: 3))],
            width: 11, height: 3)
        boxes[1].title = "C"
        terminal.runUntilIdle()
        boxes[0].title = "D"
        terminal.runUntilIdle()
        terminal.assertScreen([
            "┌D───┬C───┐",
            "│    │    │",
            "└────┴────┘",
        ])
    }

    /// Two boxes inside a box whose padding of -1 puts its content on its border: every
    /// border is drawn once, and the outer title stays whole where an inner border meets it.
    @Test func boxesInsideABoxWithNegativePaddingShareItsBorder() {
        let terminal = TestTerminal(width: 12, height: 5) { app in
            app.window.theme = .monochrome
            let outer = Box(title: "Outer", padding: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
            let left = Box(), right = Box()
            app.window.addSubview(outer)
            outer.bb.fill()
            for box in [left, right] { outer.contentView.addSubview(box) }
            left.bb.left().top().bottom().width(7)
            right.bb.left(left.rightAnchor - 1).right().top().bottom()
        }
        terminal.assertScreen([
            "┌Outer┬────┐",
            "│     │    │",
            "│     │    │",
            "│     │    │",
            "└─────┴────┘",
        ])
    }

    @Test func aBorderMeetingATitleLeavesItWhole() {
        let (terminal, _) = boxes(
            [("Title", Rect(x: 0, y: 0, width: 9, height: 3)), (nil, Rect(x: 0, y: 0, width: 4, height: 3))],
            width: 9, height: 3)
        terminal.assertScreen([
            "┌Title──┐",
            "│  │    │",
            "└──┴────┘",
        ])
    }

    /// Text that is not a title (a label under a box drawn over it) is still covered.
    @Test func aBoxDrawnOverTextCoversIt() {
        let terminal = TestTerminal(width: 6, height: 3) { app in
            app.window.theme = .monochrome
            let label = Label("xxxxxx")
            let box = Box()
            app.window.addSubview(label)
            app.window.addSubview(box)
            label.bb.left().top(1)
            box.bb.fill()
        }
        terminal.assertScreen([
            "┌────┐",
            "│xxxx│",
            "└────┘",
        ])
    }
}
