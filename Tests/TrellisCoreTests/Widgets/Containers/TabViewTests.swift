import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TabViewTests {
    /// A tab view filling the window with three tabs whose views are filled with a, b and c.
    private func makeTabs(width: Int, height: Int) -> (TestTerminal, TabView, [Swatch]) {
        var parts: (TabView, [Swatch])!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            let tabs = TabView()
            let views = ["a", "b", "c"].map { Swatch(Character($0), id: $0, focusable: true) }
            tabs.addTab("One", view: views[0])
            tabs.addTab("Two", view: views[1])
            tabs.addTab("Three", view: views[2])
            app.window.addSubview(tabs)
            tabs.pinEdges(to: app.window)
            parts = (tabs, views)
        }
        return (terminal, parts.0, parts.1)
    }

    @Test func stripAndSelectedContentAtTwoSizes() {
        let (terminal, tabs, views) = makeTabs(width: 20, height: 3)
        #expect(tabs.selectedIndex == 0)
        terminal.assertScreen([
            " One │ Two │ Three  ",
            "aaaaaaaaaaaaaaaaaaaa",
            "aaaaaaaaaaaaaaaaaaaa",
        ])
        #expect(views.map(\.isHidden) == [false, true, true])
        #expect(views[1].frameInWindow == Rect(x: 0, y: 1, width: 20, height: 2))
        // Too narrow for the strip: it scrolls so the selected title shows, and a marker shows
        // the side where titles are cut off.
        tabs.selectedIndex = 2
        terminal.resize(to: Size(width: 10, height: 2))
        terminal.assertScreen([
            "‹ │ Three ",
            "cccccccccc",
        ])
        tabs.selectedIndex = 0
        terminal.runUntilIdle()
        terminal.assertScreen([
            " One │ Tw›",
            "aaaaaaaaaa",
        ])
    }

    @Test func aScrolledStripShowsMarkersOnTheClippedSides() {
        let (terminal, tabs, _) = makeTabs(width: 7, height: 1)
        #expect(terminal.screen == [" One │›"])
        tabs.selectedIndex = 1
        terminal.runUntilIdle()
        #expect(terminal.screen == ["‹│ Two›"])
        tabs.selectedIndex = 2
        terminal.runUntilIdle()
        #expect(terminal.screen == ["‹Three "])
        #expect(terminal.backend.cell(at: Point(x: 0, y: 0))?.style == Theme.monochrome.secondaryText)
        // Wide enough again: no markers.
        terminal.resize(to: Size(width: 19, height: 1))
        #expect(terminal.screen == [" One │ Two │ Three "])
    }

    @Test func theSelectedTitleLooksSelected() {
        let (terminal, tabs, _) = makeTabs(width: 20, height: 2)
        // Unfocused: the selected title is in the inactive selection style (underlined).
        #expect(terminal.backend.cell(at: Point(x: 1, y: 0))?.style == Theme.monochrome.inactiveSelection)
        #expect(terminal.backend.cell(at: Point(x: 7, y: 0))?.style == Theme.monochrome.text)
        tabs.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.backend.cell(at: Point(x: 1, y: 0))?.style == Theme.monochrome.selection)
    }

    @Test func clickingATitleSwitchesTabs() {
        let (terminal, tabs, views) = makeTabs(width: 20, height: 2)
        var selections: [Int] = []
        tabs.onSelect = { selections.append($0) }
        terminal.click(at: Point(x: 8, y: 0))
        #expect(tabs.selectedIndex == 1)
        #expect(terminal.screen[1] == String(repeating: "b", count: 20))
        terminal.click(at: Point(x: 14, y: 0))
        #expect(tabs.selectedIndex == 2)
        terminal.click(at: Point(x: 5, y: 0))  // the separator: nothing changes
        #expect(tabs.selectedIndex == 2)
        terminal.click(at: Point(x: 0, y: 0))
        #expect(tabs.selectedIndex == 0)
        #expect(selections == [1, 2, 0])
        #expect(views.map(\.isHidden) == [false, true, true])
        // Clicks in the content go to the content.
        terminal.click(at: Point(x: 3, y: 1))
        #expect(views[0].mice.count == 2)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func keysSwitchTabs() {
        let (terminal, tabs, views) = makeTabs(width: 20, height: 2)
        var selections: [Int] = []
        tabs.onSelect = { selections.append($0) }
        tabs.becomeFocused()
        terminal.press(.right)
        terminal.press(.right)
        terminal.press(.right)  // already the last one
        #expect(tabs.selectedIndex == 2)
        terminal.press(.left)
        #expect(tabs.selectedIndex == 1)
        terminal.press(.home)
        #expect(tabs.selectedIndex == 0)
        terminal.press(.end)
        #expect(tabs.selectedIndex == 2)
        // From inside a tab, Ctrl-Page Up/Down switch; plain arrows stay with the content.
        tabs.selectedIndex = 0
        views[0].becomeFocused()
        terminal.press(.right)
        #expect(tabs.selectedIndex == 0)
        #expect(views[0].keys.last == KeyEvent(.right))
        terminal.press(KeyEvent(.pageDown, modifiers: .control))
        #expect(tabs.selectedIndex == 1)
        // Focus was in the tab that went away: it moves to the strip.
        #expect(tabs.isFocused)
        terminal.press(KeyEvent(.pageUp, modifiers: .control))
        #expect(tabs.selectedIndex == 0)
        #expect(selections == [1, 2, 1, 0, 2, 1, 0])
    }

    @Test func addingInsertingAndRemovingTabs() {
        let (terminal, tabs, views) = makeTabs(width: 24, height: 2)
        tabs.selectedIndex = 1
        let zero = Swatch("z", id: "z")
        tabs.insertTab("Zero", view: zero, at: 0)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedView === views[1])
        #expect(zero.isHidden)
        terminal.runUntilIdle()
        terminal.assertScreen([
            " Zero │ One │ Two │ Thr›",
            "bbbbbbbbbbbbbbbbbbbbbbbb",
        ])
        #expect(tabs.removeTab(at: 2) === views[1])
        #expect(views[1].superview == nil)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedView === views[2])
        #expect(tabs.removeTab(at: 9) == nil)
        tabs.setTitle("0", forTabAt: 0)
        tabs.selectedIndex = 7  // ignored
        terminal.runUntilIdle()
        terminal.assertScreen([
            " 0 │ One │ Three        ",
            "cccccccccccccccccccccccc",
        ])
        for _ in 0..<3 { tabs.removeTab(at: 0) }
        #expect(tabs.selectedIndex == nil)
        #expect(tabs.tabs.isEmpty)
        terminal.runUntilIdle()
        #expect(terminal.screen == [String(repeating: " ", count: 24), String(repeating: " ", count: 24)])
    }
}

@MainActor
@Suite struct TabViewLayoutTests {
    @Test func aHiddenTabsContentDoesNotPushTheTabView() {
        var parts: (TabView, Swatch, Swatch)!
        let terminal = TestTerminal(width: 20, height: 6) { app in
            let tabs = TabView()
            let small = Swatch("s")
            let big = Swatch("b")
            big.pinSize(width: 30, height: 10)  // more than the window: only matters while shown
            tabs.addTab("Small", view: small)
            tabs.addTab("Big", view: big)
            app.window.addSubview(tabs)
            tabs.pinOrigin(x: 0, y: 0)
            tabs.widthAnchor.constraint(lessThanOrEqualToConstant: 20).isActive = true
            let preferred = tabs.widthAnchor.constraint(equalToConstant: 12)
            preferred.priority = .defaultHigh
            preferred.isActive = true
            tabs.heightAnchor.constraint(equalToConstant: 4).isActive = true
            parts = (tabs, small, big)
        }
        let (tabs, small, big) = parts
        #expect(tabs.frame == Rect(x: 0, y: 0, width: 12, height: 4))
        #expect(small.frameInWindow == Rect(x: 0, y: 1, width: 12, height: 3))
        #expect(terminal.window.layoutIssues.isEmpty)
        // Selected, the big view's required size conflicts with the tab view's: the engine
        // reports it rather than hiding it.
        tabs.selectedIndex = 1
        terminal.runUntilIdle()
        #expect(!terminal.window.layoutIssues.isEmpty)
        tabs.selectedIndex = 0
        terminal.runUntilIdle()
        #expect(terminal.window.layoutIssues.isEmpty)
        #expect(small.frameInWindow == Rect(x: 0, y: 1, width: 12, height: 3))
        _ = big
    }
}
