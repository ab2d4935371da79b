import Testing
import TrellisCore
import TrellisTesting

@testable import gallery

/// The gallery used by keyboard and mouse, headless: what a user does in each tab, and what
/// the application answers.
@MainActor
@Suite struct GalleryInteractionTests {
    // MARK: - The frame: tabs, keys, focus, quitting

    @Test func startsOnTheTextTabWithTheTabStripFocused() {
        let scene = GalleryScene(80, 24)
        #expect(scene.gallery.tabs.selectedIndex == 0)
        #expect(scene.app.focusedView === scene.gallery.tabs)
        #expect(!scene.gallery.debugger.isVisible)
        #expect(scene.screen.first?.hasPrefix(" ◆ Trellis Gallery") == true)
        #expect(scene.screen.last?.hasPrefix(" q Quit  Tab Focus  1-8 Tabs  d Dialog  F12 Debugger") == true)
    }

    @Test func digitsClicksArrowsAndTheHintSwitchTabs() throws {
        let scene = GalleryScene(80, 24)
        let tabs = scene.gallery.tabs
        scene.terminal.type("3")
        #expect(tabs.selectedIndex == 2)
        #expect(scene.shows("ListView · 100,000 rows"))
        try scene.click("Layout")
        #expect(tabs.selectedIndex == 3)
        #expect(scene.shows("StackView distributions"))
        // The click focused the strip: arrows move along it.
        scene.terminal.press(.right)
        #expect(tabs.selectedIndex == 4)
        scene.terminal.press(.left)
        scene.terminal.press(.left)
        #expect(tabs.selectedIndex == 2)
        // The status bar's "1-8 Tabs" hint moves to the next tab, and round.
        try scene.click("1-8 Tabs")
        #expect(tabs.selectedIndex == 3)
        scene.terminal.type("8")
        try scene.click("1-8 Tabs")
        #expect(tabs.selectedIndex == 0)
        #expect(scene.shows("╭Label"))
    }

    @Test func tabMovesFocusThroughThePageAndBackToTheStrip() {
        let scene = GalleryScene(80, 24)
        let page = scene.gallery.textPage
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === page.nameField)
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === page.passwordField)
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === page.editor)
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === scene.gallery.tabs)
        scene.terminal.press(.backTab)
        #expect(scene.app.focusedView === page.editor)
    }

    @Test func aPageTallerThanTheTerminalScrollsByKeysFromItsWidgetsAndCtrlPageDownStillSwitchesTabs() throws
    {
        let scene = GalleryScene(60, 20)
        let page = scene.gallery.textPage
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === page.nameField)
        #expect(page.maximumContentOffset.y > 0)
        // The field does not use Page Down: the page under it scrolls.
        scene.terminal.press(.pageDown)
        #expect(page.contentOffset.y > 0)
        #expect(scene.shows("╭Style"))
        scene.terminal.press(.pageDown, modifiers: .control)
        #expect(scene.gallery.tabs.selectedIndex == 1)
    }

    @Test func qQuitsExceptWhileTypingInATextField() throws {
        let scene = GalleryScene(80, 24)
        try scene.click("Type your name")
        #expect(scene.app.focusedView === scene.gallery.textPage.nameField)
        scene.terminal.type("q")
        #expect(!scene.app.isQuitRequested)
        #expect(scene.gallery.textPage.nameField.text == "q")
        scene.terminal.press(.tab)
        scene.terminal.press(.tab)
        scene.terminal.press(.tab)
        scene.terminal.type("q")
        #expect(scene.app.isQuitRequested)
    }

    @Test func theQuitHintQuitsWithTheMouse() throws {
        let scene = GalleryScene(80, 24)
        try scene.click("q Quit")
        #expect(scene.app.isQuitRequested)
    }

    // MARK: - Text

    @Test func typingANameGreetsAndTheSecretStaysHidden() throws {
        let scene = GalleryScene(80, 24)
        try scene.click("Type your name")
        scene.terminal.type("Ada")
        #expect(scene.shows("Hello, Ada!"))
        scene.terminal.press(.enter)
        #expect(scene.gallery.statusBar.message == "Submitted the name “Ada”")
        try scene.click("Secret")
        scene.terminal.type("hunter2")
        #expect(!scene.shows("hunter2"))
        #expect(scene.shows("•••••••"))
        #expect(scene.shows("The password has 7 characters"))
    }

    @Test func theEditorTakesLinesAndTheLabelParagraphReflowsWithTheWidth() throws {
        let scene = GalleryScene(80, 24)
        let editor = scene.gallery.textPage.editor
        try scene.click("A TextView edits")
        #expect(scene.app.focusedView === editor)
        scene.terminal.press(KeyEvent(.home, modifiers: .control))
        scene.terminal.type("Hi\n")
        #expect(editor.text.hasPrefix("Hi\nA TextView edits"))
        let wrapping = try #require(scene.app.window.firstDescendant(withIdentifier: "text.wrapping"))
        let narrowHeight = wrapping.frame.height
        scene.terminal.resize(to: Size(width: 120, height: 40))
        #expect(wrapping.frame.height < narrowHeight)
    }

    // MARK: - Controls

    @Test func buttonsCountPressesByKeyAndByMouse() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("2")
        try scene.click("Press me")
        #expect(scene.shows("Pressed once"))
        scene.terminal.press(.enter)
        scene.terminal.type(" ")
        #expect(scene.shows("Pressed 3 times"))
        #expect(scene.gallery.statusBar.message == "Button pressed (3×)")
        // The disabled button takes neither focus nor presses.
        try scene.click("Disabled")
        #expect(scene.app.focusedView !== scene.gallery.controlsPage.disabledButton)
    }

    @Test func theProgressBarMovesOnItsTimerOnlyWhileItsPageShowsAndTheBoxIsChecked() throws {
        let scene = GalleryScene(80, 24)
        let page = scene.gallery.controlsPage
        let progress = page.timedProgress
        scene.terminal.advance(by: .seconds(1))
        #expect(progress.value == 0.35, "the Text tab shows: no timer")
        scene.terminal.type("2")
        scene.terminal.advance(by: .seconds(1))
        #expect(abs(progress.value - 0.45) < 0.011)
        #expect(scene.shows("45%") || scene.shows("44%") || scene.shows("46%"))
        let spinnerFrame = page.spinners[0].frameIndex
        #expect(spinnerFrame != 0)
        try scene.click("Animate the progress bar")
        let stopped = progress.value
        scene.terminal.advance(by: .seconds(1))
        #expect(progress.value == stopped)
        try scene.click("Show the percentage")
        #expect(!progress.showsPercentage)
        scene.terminal.type("1")
        #expect(!page.spinners[0].isAnimating)
    }

    @Test func theSteppedBarMovesAnEighthOfACellPerPress() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("2")
        let bar = scene.gallery.controlsPage.steppedProgress
        let before = bar.value
        try scene.click("[ + ]")
        scene.terminal.press(.enter)
        #expect(abs(bar.value - (before + 2 / (8 * Double(bar.bounds.width)))) < 1e-9)
        try scene.click("[ − ]")
        #expect(abs(bar.value - (before + 1 / (8 * Double(bar.bounds.width)))) < 1e-9)
    }

    @Test func theRadioGroupSwitchesTheWholeGallerysTheme() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("2")
        try scene.click("Monochrome")
        #expect(scene.app.window.theme == .monochrome)
        #expect(scene.gallery.statusBar.message == "Theme: Monochrome")
        // Keyboard: the group has focus now.
        scene.terminal.press(.down)
        #expect(scene.app.window.theme == .amber)
        #expect(scene.terminal.backend.cell(at: Point(x: 1, y: 23))?.style == Theme.amber.statusKey)
    }

    // MARK: - Lists

    @Test func theListReachesItsLastRowOfAHundredThousand() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("3")
        try scene.click("amber meadow")
        #expect(scene.gallery.listsPage.list.selectedRow == 1)
        scene.terminal.press(.end)
        #expect(scene.gallery.listsPage.list.selectedRow == 99_999)
        #expect(scene.shows(ListsPage.rowText(99_999)))
        #expect(ListsPage.rowText(99_999) == "100000  brisk falcon")
        #expect(scene.shows("Row 100000 of 100,000"))
        scene.terminal.press(.enter)
        #expect(scene.gallery.statusBar.message.hasPrefix("Activated row 100000"))
    }

    @Test func theTableSortsByAHeaderClickAndByS() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("3")
        let page = scene.gallery.listsPage
        try scene.click("Element")
        #expect(page.table.sortColumn == 1)
        #expect(page.elements.map(\.name).prefix(3) == ["Aluminium", "Argon", "Beryllium"])
        #expect(scene.shows("13 Aluminium"))
        try scene.click("Element")
        #expect(!page.table.sortAscending)
        #expect(page.elements.first?.name == "Zinc")
        // The click focused the table: s sorts by the next column, S turns the order round.
        scene.terminal.type("s")
        #expect(page.table.sortColumn == 2)
        #expect(page.elements.first?.symbol == "Al")
        scene.terminal.type("S")
        #expect(page.elements.first?.symbol == "Zn")
        #expect(scene.gallery.statusBar.message == "Sorted by Sym descending")
    }

    // MARK: - Layout

    @Test func theDividerMovesByKeysAndByDraggingAndThePanesFollow() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("4")
        let page = scene.gallery.layoutPage
        let stacks = page.stacksBox
        let widthBefore = stacks.frameInWindow.width
        #expect(scene.app.focus(page.split.divider))
        scene.terminal.press(.right)
        scene.terminal.press(.right)
        #expect(page.split.currentDividerPosition == 26)
        #expect(scene.shows("Divider at column 26"))
        #expect(stacks.frameInWindow.width == widthBefore - 2)
        let x = page.split.divider.frameInWindow.minX
        scene.terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 10))))
        scene.terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: x - 6, y: 10))))
        #expect(page.split.currentDividerPosition == 20)
        scene.terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: x - 6, y: 10))))
        #expect(scene.shows("Divider at column 20"))
        #expect(stacks.frameInWindow.width == widthBefore + 4)
    }

    @Test func theDividerHasOneBlankCellOnEachSide() {
        let scene = GalleryScene(120, 40)
        scene.terminal.type("4")
        let page = scene.gallery.layoutPage
        let divider = page.split.divider.frameInWindow
        let leftBox = page.boxesScroll.subviews
            .flatMap { $0.subviews }.map { $0.frameInWindow }.max { $0.maxX < $1.maxX }
        #expect(leftBox.map { divider.minX - $0.maxX } == 1, "\(String(describing: leftBox)) | \(divider)")
        let rightBox = page.stacksBox.frameInWindow
        #expect(rightBox.minX - divider.maxX == 1, "\(divider) | \(rightBox)")
    }

    // MARK: - Constraints

    @Test func theAnimatedPanelWidensFrameByFrameAndNarrowsBack() throws {
        let scene = GalleryScene(80, 24)
        scene.terminal.type("5")
        let page = scene.gallery.constraintsPage
        let track = page.track.frame.width
        #expect(page.panel.frame.width == 12)
        try scene.click("[ Animate ]")
        scene.terminal.advance(by: .milliseconds(400))
        #expect(page.panel.frame.width > 12 && page.panel.frame.width < track)
        #expect(scene.shows("width \(page.panel.frame.width)"))
        scene.terminal.advance(by: .milliseconds(500))
        #expect(page.panel.frame.width == track)
        scene.terminal.press(.enter)
        scene.terminal.advance(by: .seconds(1))
        #expect(page.panel.frame.width == 12)
    }

    @Test func prioritiesGiveWayLowestFirstAsTheTerminalNarrows() {
        let scene = GalleryScene(120, 40)
        scene.terminal.type("5")
        let (a, b, c) = (
            scene.gallery.constraintsPage.prioritySwatches[0],
            scene.gallery.constraintsPage.prioritySwatches[1],
            scene.gallery.constraintsPage.prioritySwatches[2]
        )
        // Each wants 36: at 120 columns all three fit.
        #expect([a, b, c].map(\.frame.width) == [36, 36, 36])
        scene.terminal.resize(to: Size(width: 100, height: 30))
        #expect(a.frame.width == 36 && b.frame.width == 36 && c.frame.width > 0 && c.frame.width < 36)
        scene.terminal.resize(to: Size(width: 60, height: 20))
        #expect(a.frame.width == 36 && b.frame.width > 0 && b.frame.width < 36 && c.frame.width == 0)
        scene.terminal.resize(to: Size(width: 40, height: 12))
        #expect(a.frame.width < 36 && a.frame.width >= 10 && b.frame.width == 0 && c.frame.width == 0)
        // At 12 rows the page scrolls with the swatches below its fold; 15 rows show them.
        scene.terminal.resize(to: Size(width: 40, height: 15))
        #expect(scene.shows("A @750: \(a.frame.width)"))
    }

    @Test func theConflictButtonBreaksAConstraintAndShowsTheDebugger() throws {
        let scene = GalleryScene(120, 40)
        scene.terminal.type("5")
        let page = scene.gallery.constraintsPage
        try scene.click("[ Add width == 24 ]")
        #expect(scene.gallery.debugger.isVisible)
        #expect(page.fixed.frame.width == 12)
        #expect(page.issueLabel.text.contains("fixed.width == 24"))
        #expect(page.issueLabel.text.contains("constraints.fixed.width == 12"))
        #expect(scene.app.window.layoutIssues.count == 1)
        scene.terminal.press(.function(12))
        #expect(!scene.gallery.debugger.isVisible)
        try scene.click("[ Remove width == 24 ]")
        #expect(scene.app.window.layoutIssues.isEmpty)
        #expect(scene.shows("No broken constraints."))
    }

    // MARK: - Dialog and debugger

    @Test func theDialogOpensFromItsKeyButtonAndHintAndKeepsFocusInside() throws {
        let scene = GalleryScene(80, 24)
        let withoutDialog = scene.screen
        scene.terminal.type("d")
        let dialog = try #require(scene.gallery.dialog)
        #expect(scene.app.modalViews.last === dialog)
        #expect(scene.shows("About Trellis"))
        #expect(scene.app.focusedView === dialog.buttons[0])
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === dialog.buttons[1])
        scene.terminal.press(.tab)
        #expect(scene.app.focusedView === dialog.buttons[0])
        scene.terminal.press(.escape)
        #expect(scene.gallery.dialog == nil)
        #expect(scene.gallery.statusBar.message == "Dialog cancelled")
        #expect(!scene.shows("About Trellis"))
        #expect(Array(scene.screen.dropLast()) == Array(withoutDialog.dropLast()))

        try scene.click("d Dialog")
        scene.terminal.press(.enter)
        #expect(scene.gallery.dialog == nil)
        #expect(scene.gallery.statusBar.message == "Dialog closed with OK")

        scene.terminal.type("2")
        try scene.click("Open dialog…")
        try scene.click("Show constraints")
        #expect(scene.gallery.dialog == nil)
        #expect(scene.gallery.debugger.isVisible)
    }

    @Test func f12ShowsTheDebuggerOverEveryViewAndHidesItAgain() throws {
        let scene = GalleryScene(120, 40)
        let before = scene.screen
        scene.terminal.press(.function(12))
        #expect(scene.gallery.debugger.isVisible)
        #expect(scene.screen != before)
        // Outlines named by identifier.
        #expect(scene.shows("statusBar"))
        #expect(scene.shows("text.styles"))
        scene.terminal.press(.function(12))
        #expect(!scene.gallery.debugger.isVisible)
        #expect(scene.screen == before)
        try scene.click("F12 Debugger")
        #expect(scene.gallery.debugger.isVisible)
    }

    // MARK: - Size

    @Test func theRequiredMinimumIsFortyByTwelveAndSmallerShowsTheNotice() {
        let scene = GalleryScene(40, 12)
        #expect(scene.app.window.requiredSize == Gallery.minimumSize)
        #expect(!scene.app.isShowingTooSmallNotice)
        #expect(scene.screen.last?.hasPrefix(" q Quit") == true)
        scene.terminal.resize(to: Size(width: 39, height: 12))
        #expect(scene.app.isShowingTooSmallNotice)
        #expect(scene.shows("needs 40×12"))
        scene.terminal.resize(to: Size(width: 40, height: 11))
        #expect(scene.app.isShowingTooSmallNotice)
        scene.terminal.resize(to: Size(width: 80, height: 24))
        #expect(!scene.app.isShowingTooSmallNotice)
        #expect(scene.shows("Trellis Gallery"))
    }

    @Test func theHeaderGivesWayBeforeTheTabsOnAShortTerminal() {
        let scene = GalleryScene(60, 16)
        #expect(scene.gallery.header.frame.height == 1)
        #expect(scene.gallery.tabs.frame.height == 14)
        scene.terminal.resize(to: Size(width: 60, height: 15))
        #expect(scene.gallery.header.frame.height == 0)
        #expect(scene.gallery.tabs.frame.height == 14)
        #expect(!scene.shows("Trellis Gallery"))
    }

    @Test func noLayoutIsBrokenOrAmbiguousOnAnyTab() {
        let scene = GalleryScene(100, 30)
        for tab in 1...Gallery.tabTitles.count {
            scene.terminal.type(String(tab))
            #expect(scene.app.window.layoutIssues.isEmpty, "tab \(tab)")
            var ambiguous: [String] = []
            scene.app.window.forEachVisibleDescendant { view in
                if view.hasAmbiguousLayout { ambiguous.append(view.identifier ?? "\(type(of: view))") }
            }
            #expect(ambiguous.isEmpty, "tab \(tab): \(ambiguous)")
        }
    }
}

extension TermView {
    /// The first view in this view's subtree (itself included) with `identifier`.
    func firstDescendant(withIdentifier identifier: String) -> TermView? {
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.firstDescendant(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Calls `body` on every view under this one that is not hidden (nor under a hidden view).
    func forEachVisibleDescendant(_ body: (TermView) -> Void) {
        for subview in subviews where !subview.isHidden {
            body(subview)
            subview.forEachVisibleDescendant(body)
        }
    }
}
