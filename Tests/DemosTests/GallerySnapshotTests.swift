import Testing
import TrellisCore
import TrellisTesting

@testable import gallery

/// The gallery's screens, text and styles, as snapshot files (Tests/DemosTests/Snapshots/
/// Gallery-*.txt; record again with TRELLIS_RECORD=1): the first screen and every tab at 120×40
/// and 60×20, and the dialog. The popups of the Menus and Docs tabs have theirs in
/// `GalleryWidgetsTests`.
@MainActor
@Suite struct GallerySnapshotTests {
    nonisolated static let sizes = [Size(width: 120, height: 40), Size(width: 60, height: 20)]

    @Test(arguments: sizes)
    func firstScreen(size: Size) {
        let scene = GalleryScene(size.width, size.height)
        scene.terminal.assertSnapshot(named: "Gallery-first-\(size.width)x\(size.height)")
    }

    @Test(arguments: sizes, 1...8)
    func eachTabSelectedWithItsDigitKey(size: Size, tab: Int) {
        let scene = GalleryScene(size.width, size.height)
        scene.terminal.type(String(tab))
        #expect(scene.gallery.tabs.selectedIndex == tab - 1)
        let title = Gallery.tabTitles[tab - 1].lowercased()
        scene.terminal.assertSnapshot(named: "Gallery-tab\(tab)-\(title)-\(size.width)x\(size.height)")
    }

    @Test(arguments: sizes)
    func theDialog(size: Size) {
        let scene = GalleryScene(size.width, size.height)
        scene.terminal.type("d")
        scene.terminal.assertSnapshot(named: "Gallery-dialog-\(size.width)x\(size.height)")
    }

    @Test func aScreenBetweenTheMinimumAndTheHeadersRowLosesTheHeader() {
        let scene = GalleryScene(40, 15)
        scene.terminal.assertSnapshot(named: "Gallery-first-40x15")
    }
}
