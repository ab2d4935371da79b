import Testing
import TrellisCore
import TrellisTesting

@testable import gallery

/// The gallery's Charts, Menus and Docs tabs at work: the command palette, the menu bar, the
/// drop-downs, the context menu, toasts, the tree and its Markdown, each with a snapshot
/// (Tests/DemosTests/Snapshots/Gallery-*-80x24.txt).
@MainActor
@Suite struct GalleryWidgetsTests {
    /// A gallery at 80×24 showing tab `tab` (1-based).
    private func scene(tab: Int) -> GalleryScene {
        let scene = GalleryScene(80, 24)
        scene.terminal.type(String(tab))
        return scene
    }

    @Test func ctrlPOpensTheCommandPaletteWhichGoesToATab() {
        let scene = scene(tab: 1)
        scene.terminal.press(.ctrl("p"))
        #expect(scene.gallery.palette.isPresented)
        scene.terminal.assertSnapshot(named: "Gallery-palette-80x24")
        scene.terminal.type("gocha")
        #expect(scene.gallery.palette.matches.first?.match.candidate == "Go to Charts")
        scene.terminal.press(.enter)
        #expect(!scene.gallery.palette.isPresented)
        #expect(scene.gallery.tabs.selectedIndex == 5)
        #expect(scene.shows("LineChart · Braille dots"))
    }

    @Test func f10OpensTheMenuBarAndArrowsWalkIt() {
        let scene = scene(tab: 1)
        scene.terminal.press(KeyEvent(.function(10)))
        let bar = scene.gallery.menusPage.menuBar
        #expect(scene.gallery.tabs.selectedIndex == 6)
        #expect(bar.openIndex == 0)
        scene.terminal.assertSnapshot(named: "Gallery-menubar-80x24")
        scene.terminal.press(.right)
        #expect(bar.openIndex == 1)
        scene.terminal.press(.down)
        scene.terminal.press(.enter)
        #expect(bar.openIndex == nil)
        #expect(scene.gallery.statusBar.message == "Menu: Redo")
    }

    @Test func theSizeSelectDropsDownAndChooses() throws {
        let scene = scene(tab: 7)
        try scene.click("Medium")
        #expect(scene.gallery.menusPage.sizeSelect.isOpen)
        scene.terminal.assertSnapshot(named: "Gallery-select-80x24")
        try scene.click("Large")
        #expect(scene.gallery.menusPage.sizeSelect.selectedOption == "Large")
        #expect(scene.gallery.statusBar.message == "Size: Large")
        #expect(scene.app.focusedView === scene.gallery.menusPage.sizeSelect)
    }

    @Test func theComboBoxSuggestsCities() throws {
        let scene = scene(tab: 7)
        try scene.click("Type a city")
        scene.terminal.type("to")
        let combo = scene.gallery.menusPage.cityCombo
        #expect(combo.suggestions.prefix(2) == ["Tokyo", "Toronto"])
        scene.terminal.assertSnapshot(named: "Gallery-combobox-80x24")
        scene.terminal.press(.enter)
        #expect(scene.gallery.statusBar.message == "Search: Tokyo")
        #expect(!combo.isShowingSuggestions)
    }

    @Test func theRightButtonOpensAContextMenu() throws {
        let scene = scene(tab: 7)
        let point = try #require(scene.position(of: "Press the right button"))
        scene.terminal.send(.mouse(MouseEvent(.press(.right), at: point)))
        scene.terminal.assertSnapshot(named: "Gallery-context-menu-80x24")
        scene.terminal.press(.down)
        scene.terminal.press(.enter)
        #expect(scene.gallery.statusBar.message == "Context menu: Copy")
        #expect(!scene.shows("Select all"))
    }

    @Test func toastButtonsShowToastsThatLeaveByThemselves() throws {
        let scene = scene(tab: 7)
        try scene.click("Success")
        #expect(scene.shows("Saved."))
        scene.terminal.assertSnapshot(named: "Gallery-toast-80x24")
        scene.terminal.advance(by: .seconds(3))
        #expect(!scene.shows("Saved."))
    }

    @Test func theTreeLoadsItsLazyBranchOnceAndShowsTopicsAsMarkdown() throws {
        let scene = scene(tab: 8)
        let page = scene.gallery.docsPage
        #expect(page.tree.selectedNode?.title == "Welcome")
        #expect(scene.shows("Welcome to Trellis"))
        #expect(page.lazyLoads == 0)
        try scene.click("Keys")
        #expect(page.tree.selectedNode?.title == "Keys")
        #expect(scene.shows("The gallery binds q, Tab, the digits"))
        try scene.click("▸ More (loaded lazily)")
        #expect(page.lazyLoads == 1)
        #expect(scene.shows("Note 3"))
        scene.terminal.press(.down)
        #expect(page.tree.selectedNode?.title == "Note 1")
        #expect(scene.shows("Loaded on first expansion."))
        scene.terminal.press(.left)
        scene.terminal.press(.left)
        scene.terminal.press(.character(" "))
        #expect(page.lazyLoads == 1)
        scene.terminal.assertSnapshot(named: "Gallery-docs-80x24")
    }
}
