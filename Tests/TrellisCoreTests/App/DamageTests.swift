import Testing
import TrellisCore
import TrellisTesting

/// A label that counts its draws.
private final class CountingLabel: Label {
    var drawCount = 0

    override func draw(in canvas: Canvas) {
        drawCount += 1
        super.draw(in: canvas)
    }
}

/// A view that draws a frame of `#` around where its subviews are: its drawing depends on
/// them, so it must draw again, whole, whenever one moves.
private final class OutlineView: TermView {
    override func draw(in canvas: Canvas) {
        for subview in subviews where !subview.isHidden {
            let frame = subview.frame
            for x in frame.minX - 1...frame.maxX {
                canvas.put("#", at: Point(x: x, y: frame.minY - 1))
                canvas.put("#", at: Point(x: x, y: frame.maxY))
            }
        }
    }
}

/// A container that draws nothing of its own, and says so.
private final class RowsPanel: TermView {
    override class var drawsOnlyItsBackground: Bool { true }
}

/// The same container, keeping the default answer of a subclass.
private final class PlainRowsPanel: TermView {}

/// What a frame draws: only where something changed (TermWindow+Damage.swift), and still
/// what a full repaint would draw.
@MainActor
@Suite struct DamageTests {
    /// A window of `height` rows holding a stack of `count` counting labels, one per row.
    private func makeStack(count: Int, height: Int) -> (TestTerminal, StackView, [CountingLabel]) {
        let stack = StackView()
        stack.axis = .vertical
        let labels = (0..<count).map { index -> CountingLabel in
            let label = CountingLabel("row \(index)")
            stack.addArrangedSubview(label)
            return label
        }
        let terminal = TestTerminal(width: 12, height: height) { app in
            app.window.addSubview(stack)
            stack.bb.left().right().top()
        }
        return (terminal, stack, labels)
    }

    @Test func hidingALabelBelowTheScreenDrawsNothing() {
        let (terminal, _, labels) = makeStack(count: 200, height: 10)
        let draws = labels.map(\.drawCount)
        #expect(draws[0..<10].allSatisfy { $0 == 1 } && draws[10...].allSatisfy { $0 == 0 })
        labels[150].isHidden = true
        terminal.runUntilIdle()
        #expect(labels[151].frame.minY == 150, "the labels below it moved up")
        #expect(labels.map(\.drawCount) == draws, "no label was drawn again")
        #expect(terminal.backend.lastFrameChanges.isEmpty)
        labels[150].isHidden = false
        labels.last!.removeFromSuperview()
        terminal.runUntilIdle()
        #expect(labels.map(\.drawCount) == draws)
    }

    @Test func hidingALabelOnScreenDrawsOnlyTheRowsThatChanged() {
        let (terminal, _, labels) = makeStack(count: 200, height: 10)
        let draws = labels.map(\.drawCount)
        labels[6].isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(
            ["row 0", "row 1", "row 2", "row 3", "row 4", "row 5", "row 7", "row 8", "row 9", "row 10"].map {
                $0.padding(toLength: 12, withPad: " ", startingAt: 0)
            })
        #expect(
            Array(labels.map(\.drawCount)[0...6]) == Array(draws[0...6]), "the rows above it were not drawn")
        #expect(labels[7..<10].allSatisfy { $0.drawCount == 2 }, "the rows that moved up were")
        #expect(labels[10].drawCount == 1 && labels[11...].allSatisfy { $0.drawCount == 0 })
    }

    @Test func aViewWhoseDrawingFollowsItsSubviewsDrawsAgainWhenOneMoves() {
        var child: TermView!
        var left: LayoutConstraint!
        let terminal = TestTerminal(width: 10, height: 3) { app in
            let outline = OutlineView()
            app.window.addSubview(outline)
            outline.bb.left().right().top().bottom()
            child = TermView()
            outline.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            left = child.leftAnchor.constraint(equalTo: outline.leftAnchor, constant: 1)
            LayoutConstraint.activate([
                left, child.topAnchor.constraint(equalTo: outline.topAnchor, constant: 1),
                child.widthAnchor.constraint(equalToConstant: 2),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        terminal.assertScreen(["####      ", "          ", "####      "])
        left.constant = 5
        terminal.runUntilIdle()
        terminal.assertScreen(["    ####  ", "          ", "    ####  "])
        child.isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["          ", "          ", "          "])
    }

    /// A panel subclass that says it draws only its background repaints just the cells a
    /// moving row left and took; one that keeps the default repaints itself, whole.
    @Test(arguments: [true, false])
    func aContainerSubclassThatDrawsOnlyItsBackgroundRepaintsOnlyWhatARowLeftAndTook(_ saysSo: Bool) {
        var labels: [CountingLabel] = []
        var top: LayoutConstraint!
        let terminal = TestTerminal(width: 8, height: 6) { app in
            let panel: TermView = saysSo ? RowsPanel() : PlainRowsPanel()
            panel.backgroundColor = .blue
            app.window.addSubview(panel)
            panel.bb.left().right().top().bottom()
            for row in 0..<5 {
                let label = CountingLabel("row \(row)")
                panel.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                let labelTop = label.topAnchor.constraint(equalTo: panel.topAnchor, constant: Double(row))
                if row == 4 { top = labelTop }
                LayoutConstraint.activate([label.leftAnchor.constraint(equalTo: panel.leftAnchor), labelTop])
                labels.append(label)
            }
        }
        let draws = labels.map(\.drawCount)
        top.constant = 5
        terminal.runUntilIdle()
        terminal.assertScreen(
            ["row 0", "row 1", "row 2", "row 3", "", "row 4"].map {
                $0.padding(toLength: 8, withPad: " ", startingAt: 0)
            })
        let redrawn = zip(labels, draws).filter { $0.drawCount != $1 }.count
        #expect(redrawn == (saysSo ? 1 : 5), "\(redrawn) labels drawn again")
        #expect(terminal.app.screen.back[0, 4]?.style.background == .blue, "the cells it left show the panel")
    }

    @Test func textOverAColouredViewKeepsEachCellsOwnBackground() {
        // A frame may repaint the cells of a line without its first cell, so each cell's
        // background must come from the cell it covers, not from the line's first cell.
        let terminal = TestTerminal(width: 8, height: 1) { app in
            let panel = TermView()
            panel.backgroundColor = .red
            app.window.addSubview(panel)
            panel.bb.left().top().width(3).height(1)
            let label = Label("abcdef")
            app.window.addSubview(label)
            label.bb.left().top()
        }
        let backgrounds = (0..<8).map { terminal.app.screen.back[$0, 0]!.style.background }
        #expect(backgrounds == [.red, .red, .red, .default, .default, .default, .default, .default])
    }

    /// Random changes to a window of stacks, a box, a scroll view, a view that draws around its
    /// subviews, a floating view and backgrounds: after each frame, the screen is what a
    /// renderer repainting everything draws.
    @Test(arguments: UInt64(0)..<40)
    func everyFrameDrawsWhatAFullRepaintDraws(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        let stack = StackView()
        stack.axis = .vertical
        var labels: [Label] = []
        for index in 0..<(3 + random.next(below: 20)) {
            let label = Label(String(repeating: "ab", count: 1 + random.next(below: 4)) + "\(index)")
            labels.append(label)
            stack.addArrangedSubview(label)
        }
        let rowLabels = [Label("one"), Label("two"), Label("three")]
        let row = StackView(arrangedSubviews: rowLabels)
        row.spacing = 1
        let box = Box(title: "box")
        let outline = OutlineView()
        let floating = Label("FLOAT")
        floating.backgroundColor = .red
        let scroll = ScrollView()
        let column = StackView(arrangedSubviews: (0..<8).map { Label("line \($0)") }, axis: .vertical)
        var floatingLeft: LayoutConstraint!
        var floatingTop: LayoutConstraint!
        let terminal = TestTerminal(width: 24, height: 12) { app in
            // (Too small a terminal shows a notice, not the views: this test compares views.)
            app.showsTooSmallNotice = false
            let window = app.window
            window.addSubview(stack)
            stack.bb.left().top().width(14)
            window.addSubview(box)
            box.contentView.addSubview(row)
            row.bb.fill()
            box.bb.left(15).top().right()
            window.addSubview(outline)
            outline.bb.left(15).top(5).right().bottom()
            window.addSubview(scroll)
            scroll.bb.left(1).top(6).width(12).height(4)
            scroll.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            window.addSubview(floating)
            floating.translatesAutoresizingMaskIntoConstraints = false
            floatingLeft = floating.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2)
            floatingTop = floating.topAnchor.constraint(equalTo: window.topAnchor, constant: 2)
            LayoutConstraint.activate([floatingLeft, floatingTop])
        }
        for step in 0..<30 {
            let label = labels[random.next(below: labels.count)]
            let operation = random.next(below: 13)
            switch operation {
            case 0: label.isHidden.toggle()
            case 1:
                if label.superview != nil, labels.count > 2 {
                    label.removeFromSuperview()
                } else {
                    stack.insertArrangedSubview(
                        label, at: random.next(below: stack.arrangedSubviews.count + 1))
                }
            case 2: label.text = String(repeating: "xy", count: random.next(below: 5))
            case 3: label.backgroundColor = [nil, .blue, .green][random.next(below: 3)]
            case 4:
                floatingLeft.constant = Double(random.next(below: 26)) - 2
                floatingTop.constant = Double(random.next(below: 14)) - 2
            case 5:
                if random.next(below: 2) == 0 {
                    floating.superview?.bringSubviewToFront(floating)
                } else {
                    floating.superview?.sendSubviewToBack(floating)
                }
            case 6: stack.spacing = Double(random.next(below: 2))
            case 7: stack.isHidden = random.next(below: 4) == 0
            case 8:
                let moving = rowLabels[random.next(below: rowLabels.count)]
                if moving.superview === outline {
                    moving.removeFromSuperview()
                    row.addArrangedSubview(moving)
                } else {
                    moving.removeFromSuperview()
                    outline.addSubview(moving)
                    moving.translatesAutoresizingMaskIntoConstraints = true
                    moving.frame = Rect(
                        x: random.next(below: 6), y: 1 + random.next(below: 3), width: 3, height: 1)
                }
            case 10: scroll.contentOffset = Point(x: 0, y: random.next(below: 6))
            case 11: column.arrangedSubviews[random.next(below: 8)].isHidden.toggle()
            case 9:
                terminal.resize(
                    to: Size(width: 16 + random.next(below: 12), height: 6 + random.next(below: 10)))
            default: floating.isHidden.toggle()
            }
            terminal.runUntilIdle()
            let full = Screen(size: terminal.app.screen.size)
            WindowRenderer().render(terminal.app.window, into: full)
            let drawn = terminal.app.screen.back
            var differences: [Point] = []
            for y in 0..<full.size.height {
                for x in 0..<full.size.width where drawn[x, y] != full.back[x, y] {
                    differences.append(Point(x: x, y: y))
                }
            }
            let screen = terminal.screen.joined(separator: "\n")
            #expect(
                differences.isEmpty,
                "seed \(seed), step \(step), operation \(operation): \(differences.prefix(5)) differ\n\(screen)"
            )
            if !differences.isEmpty { return }
        }
    }
}
