import Testing
import TrellisCore
import TrellisTesting

/// A window with a sidebar and a list beside it, and a debugger attached.
@MainActor
private struct DebuggerScene {
    let terminal: TestTerminal
    let sidebar: TermView
    let list: ListView
    let debugger: ConstraintDebugger
    /// The list's constraints, in the order the panel lists them.
    let listConstraints: [LayoutConstraint]
    let sidebarConstraints: [LayoutConstraint]

    init(width: Int = 72, height: Int = 20, theme: Theme = .monochrome, toggleKey: KeyEvent? = nil) {
        let sidebar = TermView()
        sidebar.identifier = "sidebar"
        sidebar.translatesAutoresizingMaskIntoConstraints = false
        let list = ListView(rowCount: 3) { "item \($0)" }
        list.identifier = "list"
        var debugger: ConstraintDebugger!
        var listConstraints: [LayoutConstraint] = []
        var sidebarConstraints: [LayoutConstraint] = []
        terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = theme
            app.window.identifier = "window"
            app.window.addSubview(sidebar)
            app.window.addSubview(list)
            let window = app.window
            sidebarConstraints = [
                sidebar.leftAnchor.constraint(equalTo: window.leftAnchor),
                sidebar.topAnchor.constraint(equalTo: window.topAnchor),
                sidebar.widthAnchor.constraint(equalToConstant: 10),
                sidebar.heightAnchor.constraint(equalToConstant: 6),
            ]
            listConstraints = [
                list.leftAnchor.constraint(equalTo: sidebar.rightAnchor, constant: 2),
                list.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -1),
                list.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
                list.heightAnchor.constraint(equalToConstant: 4),
            ]
            LayoutConstraint.activate(sidebarConstraints + listConstraints)
            if let toggleKey {
                debugger = ConstraintDebugger.attach(to: app, toggleKey: toggleKey)
            } else {
                debugger = ConstraintDebugger.attach(to: app)
            }
        }
        self.sidebar = sidebar
        self.list = list
        self.debugger = debugger
        self.listConstraints = listConstraints
        self.sidebarConstraints = sidebarConstraints
    }

    /// `File.swift:line` of a constraint made in this file.
    static func location(_ constraint: LayoutConstraint) -> String {
        "ConstraintDebuggerTests.swift:\(constraint.location.line)"
    }

    /// A panel row: `text` between the panel's side borders, padded to the screen width.
    func panelRow(_ text: String) -> String {
        "│" + padded(text, terminal.backend.size.width - 2) + "│"
    }
}

/// `text` padded with spaces to `width` columns.
private func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

/// A box's top or bottom edge: `left`, the title, `fill` up to `width − 1` columns, `right`.
private func edge(_ left: String, _ title: String, _ fill: Character, _ right: String, width: Int) -> String {
    left + title + String(repeating: fill, count: width - 2 - title.count) + right
}

@MainActor
@Suite struct ConstraintDebuggerTests {
    @Test func outlinesEveryViewAndListsTheFocusedViewsConstraints() {
        let scene = DebuggerScene()
        let before = scene.terminal.screen
        scene.list.becomeFocused()
        scene.terminal.press(.function(12))
        #expect(scene.debugger.isVisible)
        let c = scene.listConstraints.map(DebuggerScene.location)
        let blank = padded("", 72)
        scene.terminal.assertScreen(
            [
                padded("┌sidebar─┐", 72),
                "│        │  " + edge("┏", "list", "━", "┓", width: 59) + " ",
                "│        │  ┃" + padded("tem 1", 57) + "┃ ",
                "│        │  ┃" + padded("tem 2", 57) + "┃ ",
                "│        │  " + edge("┗", "", "━", "┛", width: 59) + " ",
                padded("└────────┘", 72),
            ] + Array(repeating: blank, count: 8) + [
                edge("┌", "list (12, 1, 59×4)", "─", "┐", width: 72),
                scene.panelRow("list.left == sidebar.right + 2 (\(c[0]))"),
                scene.panelRow("list.right == window.right - 1 (\(c[1]))"),
                scene.panelRow("list.top == window.top + 1 (\(c[2]))"),
                scene.panelRow("list.height == 4 (\(c[3]))"),
                edge("└", "", "─", "┘", width: 72),
            ])
        // Hiding it gives back exactly the screen the application draws.
        scene.terminal.press(.function(12))
        #expect(!scene.debugger.isVisible)
        #expect(scene.terminal.screen == before)
        #expect(before[1] == padded("            item 0", 72))
    }

    @Test func listsTheHoveredViewsConstraintsAndMovesThePanelOutOfItsWay() {
        let scene = DebuggerScene(width: 72, height: 16)
        scene.terminal.press(.function(12))
        #expect(scene.terminal.screen[13] == edge("┌", "Constraint debugger", "─", "┐", width: 72))
        #expect(
            scene.terminal.screen[14]
                == scene.panelRow("Point at a view or focus one to list its constraints."))
        #expect(scene.terminal.screen[15] == edge("└", "", "─", "┘", width: 72))

        scene.terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 3, y: 2))))
        #expect(scene.debugger.hoveredView === scene.sidebar)
        #expect(scene.debugger.inspectedView === scene.sidebar)
        let c = scene.sidebarConstraints.map(DebuggerScene.location)
        let l = scene.listConstraints.map(DebuggerScene.location)
        scene.terminal.assertScreen(
            [
                padded("┏sidebar━┓", 72),
                "┃        ┃  " + edge("┌", "list", "─", "┐", width: 59) + " ",
                "┃        ┃  │" + padded("tem 1", 57) + "│ ",
                "┃        ┃  │" + padded("tem 2", 57) + "│ ",
                "┃        ┃  " + edge("└", "", "─", "┘", width: 59) + " ",
                padded("┗━━━━━━━━┛", 72),
            ] + Array(repeating: padded("", 72), count: 3) + [
                edge("┌", "sidebar (0, 0, 10×6)", "─", "┐", width: 72),
                scene.panelRow("sidebar.left == window.left (\(c[0]))"),
                scene.panelRow("sidebar.width == 10 (\(c[2]))"),
                scene.panelRow("list.left == sidebar.right + 2 (\(l[0]))"),
                scene.panelRow("sidebar.top == window.top (\(c[1]))"),
                scene.panelRow("sidebar.height == 6 (\(c[3]))"),
                edge("└", "", "─", "┘", width: 72),
            ])
        // Over empty space, the focused view is inspected (none here, then the list).
        scene.terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 30, y: 8))))
        #expect(scene.debugger.inspectedView == nil)
        #expect(scene.terminal.screen[14].hasPrefix("│Point at a view"))
        scene.list.becomeFocused()
        scene.terminal.runUntilIdle()
        #expect(scene.debugger.inspectedView === scene.list)
        #expect(scene.terminal.screen[10].hasPrefix("┌list (12, 1, 59×4)──"))
    }

    @Test func thePanelGoesToTheTopWhenTheInspectedViewIsLow() {
        let terminal = TestTerminal(width: 30, height: 10) { app in
            app.window.theme = .monochrome
            app.window.identifier = "window"
            let low = TermView()
            low.identifier = "footer"
            app.window.addSubview(low)
            low.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                low.leftAnchor.constraint(equalTo: app.window.leftAnchor),
                low.rightAnchor.constraint(equalTo: app.window.rightAnchor),
                low.bottomAnchor.constraint(equalTo: app.window.bottomAnchor),
                low.heightAnchor.constraint(equalToConstant: 2),
            ])
            ConstraintDebugger.attach(to: app)
        }
        terminal.press(.function(12))
        #expect(terminal.screen[7] == edge("┌", "Constraint debugger", "─", "┐", width: 30))
        terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 5, y: 9))))
        #expect(terminal.screen[0] == edge("┌", "footer (0, 8, 30×2)", "─", "┐", width: 30))
        #expect(terminal.screen[8] == edge("┏", "footer", "━", "┓", width: 30))
        #expect(terminal.screen[9] == edge("┗", "", "━", "┛", width: 30))
    }

    @Test func brokenConstraintsAreHighlightedAndListedWithTheirConflicts() {
        let scene = DebuggerScene(width: 90)
        let conflicting = scene.sidebar.widthAnchor.constraint(equalToConstant: 14)
        conflicting.identifier = "a long name that leaves no room for the whole equation"
        conflicting.isActive = true
        scene.terminal.runUntilIdle()
        let issue = scene.terminal.window.layoutIssues.first
        #expect(issue?.constraint === conflicting)

        scene.terminal.press(.function(12))
        scene.terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 3, y: 2))))
        let width = DebuggerScene.location(scene.sidebarConstraints[2])
        let broken = DebuggerScene.location(conflicting)
        let screen = scene.terminal.screen
        // The sidebar's own list marks the broken constraint; the broken section names it and
        // what it conflicts with. Lines too long for the panel keep their source location.
        let equation = "sidebar.width == 14 \"\(conflicting.identifier!)\""
        let tail = " (\(broken)) [broken]"
        let listed = equation.prefix(88 - tail.count - 1) + "…" + tail
        let brokenLine = ("Broken: " + equation).prefix(88 - tail.count - 1) + "…" + tail
        #expect(screen.contains(scene.panelRow(listed)))
        #expect(screen.contains(scene.panelRow(brokenLine)))
        #expect(screen.contains(scene.panelRow("  conflicts with sidebar.width == 10 (\(width))")))

        let styled = scene.terminal.styledScreen
        let brokenStyle = "{\(Theme.monochrome.debugBroken)}"
        #expect(styled[0].hasPrefix(brokenStyle + "┏sidebar━┓"))
        #expect(styled.contains { $0.contains(brokenStyle + "Broken: sidebar.width") })
        #expect(styled.contains { $0.contains(brokenStyle + "sidebar.width == 14") })
        // The list is not involved: the plain outline style.
        #expect(styled[1].contains("{\(Theme.monochrome.debugOutline)}┌list"))
    }

    @Test func ambiguousViewsAreHighlightedAndNamed() {
        var floating: TermView!
        let terminal = TestTerminal(width: 40, height: 10) { app in
            app.window.theme = .monochrome
            app.window.identifier = "window"
            floating = TermView()
            floating.identifier = "floating"
            app.window.addSubview(floating)
            floating.translatesAutoresizingMaskIntoConstraints = false
            // Inequalities only: the layout cannot tell where it is or how wide.
            LayoutConstraint.activate([
                floating.leftAnchor.constraint(greaterThanOrEqualTo: app.window.leftAnchor, constant: 2),
                floating.topAnchor.constraint(equalTo: app.window.topAnchor, constant: 1),
                floating.heightAnchor.constraint(equalToConstant: 3),
                floating.widthAnchor.constraint(greaterThanOrEqualToConstant: 12),
            ])
            ConstraintDebugger.attach(to: app)
        }
        #expect(floating.hasAmbiguousLayout)
        let frame = floating.frame
        terminal.press(.function(12))
        #expect(floating.frame == frame)
        #expect(terminal.screen.contains("│" + padded("Ambiguous: floating", 38) + "│"))
        let styled = terminal.styledScreen
        let ambiguousStyle = "{\(Theme.monochrome.debugAmbiguous)}"
        #expect(styled[frame.minY].contains(ambiguousStyle + "┌floating"))
        #expect(styled.contains { $0.contains(ambiguousStyle + "Ambiguous: floating") })

        terminal.send(.mouse(MouseEvent(.motion, at: Point(x: frame.minX + 1, y: frame.minY + 1))))
        #expect(terminal.screen.contains { $0.hasPrefix("┌floating \(frame) AMBIGUOUS─") })
    }

    @Test func theOverlayLeavesLayoutAndInputAlone() {
        let scene = DebuggerScene()
        scene.list.becomeFocused()
        let frames = [scene.sidebar.frame, scene.list.frame]
        let subviews = scene.terminal.window.subviews.count
        scene.terminal.press(.function(12))
        #expect([scene.sidebar.frame, scene.list.frame] == frames)
        #expect(scene.terminal.window.subviews.count == subviews)
        #expect(!scene.terminal.window.needsLayout)

        // Keys and clicks still reach the application.
        scene.terminal.press(.down)
        #expect(scene.list.selectedRow == 0)
        scene.terminal.click(at: Point(x: 14, y: 3))
        #expect(scene.list.selectedRow == 2)
        // The overlay is still drawn over the changed views.
        #expect(scene.terminal.screen[1].contains("┏list━"))

        // A resize relays out the application, and the overlay follows.
        scene.terminal.resize(to: Size(width: 30, height: 20))
        #expect(scene.list.frame.width == 17)
        #expect(scene.terminal.screen[1] == "│        │  " + edge("┏", "list", "━", "┓", width: 17) + " ")
    }

    @Test func theToggleKeyIsConfigurableAndDetachingStopsListening() {
        let scene = DebuggerScene(toggleKey: .ctrl("d"))
        scene.terminal.press(.function(12))
        #expect(!scene.debugger.isVisible)
        scene.terminal.press(.ctrl("d"))
        #expect(scene.debugger.isVisible)
        #expect(scene.terminal.screen[0].hasPrefix("┌sidebar"))
        scene.debugger.toggleKey = KeyEvent(.function(5))
        scene.terminal.press(.function(5))
        #expect(!scene.debugger.isVisible)
        #expect(scene.terminal.screen[0].allSatisfy { $0 == " " })

        scene.debugger.show()
        scene.terminal.runUntilIdle()
        #expect(scene.terminal.screen[0].hasPrefix("┌sidebar"))
        scene.debugger.detach()
        scene.terminal.runUntilIdle()
        #expect(scene.terminal.screen[0].allSatisfy { $0 == " " })
        scene.terminal.press(.function(5))
        #expect(!scene.debugger.isVisible)
    }

    @Test func theDefaultThemeDrawsOutlinesInTheDebugColours() {
        let scene = DebuggerScene(theme: .default)
        scene.terminal.press(.function(12))
        let outline = Theme.default.debugOutline
        #expect(scene.terminal.backend.cell(at: Point(x: 0, y: 0))?.style == outline)
        #expect(scene.terminal.backend.cell(at: Point(x: 12, y: 1))?.style == outline)
        // Inside the outlines, the application's own cells are untouched.
        #expect(scene.terminal.backend.cell(at: Point(x: 14, y: 2))?.grapheme == "e")
    }

    @Test func longPanelsEndWithACountOfWhatIsLeftOut() {
        let terminal = TestTerminal(width: 60, height: 8) { app in
            app.window.theme = .monochrome
            app.window.identifier = "window"
            for index in 0..<6 {
                let view = TermView()
                view.identifier = "v\(index)"
                app.window.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                // Each view's left edge is free: six ambiguous views.
                LayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: app.window.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 2),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ])
            }
            ConstraintDebugger.attach(to: app)
        }
        terminal.press(.function(12))
        terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 0, y: 0))))
        // Two rows for four lines (width, top, height, the ambiguous views).
        #expect(terminal.screen[4] == edge("┌", "v5 (0, 0, 2×1) AMBIGUOUS", "─", "┐", width: 60))
        #expect(terminal.screen[5].hasPrefix("│v5.width == 2 (ConstraintDebuggerTests.swift:"))
        #expect(terminal.screen[6] == "│" + padded("… 3 more", 58) + "│")
        // One-row views show their name over their line.
        #expect(terminal.screen[0].hasPrefix("v5"))
    }
}
