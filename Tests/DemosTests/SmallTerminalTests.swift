import Testing
import TrellisCore
import TrellisTesting

@testable import dashboard
@testable import gallery
@testable import playground
@testable import seeds

/// Every demo on small terminals (issue 12): at each size it either lays out inside the screen —
/// its top row and its status bar where they belong, every required constraint holding on the
/// frames — or it shows the too-small notice with a size larger than the terminal's.
@MainActor
@Suite struct SmallTerminalTests {
    nonisolated static let sizes = [
        Size(width: 60, height: 15), Size(width: 45, height: 12), Size(width: 40, height: 12),
        Size(width: 39, height: 12), Size(width: 40, height: 11), Size(width: 30, height: 8),
        Size(width: 20, height: 5),
    ]

    /// The value of `attribute` on the published frames, in window coordinates (left to right);
    /// `nil` for attributes a frame does not give exactly.
    private static func value(of attribute: LayoutAttribute, of item: LayoutItem?) -> Double? {
        let frame: Rect
        if let view = item as? TermView {
            frame = view.frameInWindow
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            frame = guide.layoutFrame.offsetBy(dx: owner.frameInWindow.minX, dy: owner.frameInWindow.minY)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return Double(frame.minX)
        case .right, .trailing: return Double(frame.maxX)
        case .top: return Double(frame.minY)
        case .bottom: return Double(frame.maxY)
        case .width: return Double(frame.width)
        case .height: return Double(frame.height)
        default: return nil
        }
    }

    /// The installed required constraints (of one attribute on each side) that the published
    /// frames break by more than rounding allows, each described.
    static func brokenOnScreen(in window: TermWindow) -> [String] {
        let reported = window.layoutIssues.compactMap(\.constraint)
        var broken: [String] = []
        func visit(_ view: TermView) {
            for constraint in view.constraints
            where constraint.priority.isRequired && !reported.contains(where: { $0 === constraint }) {
                guard let first = value(of: constraint.firstAttribute, of: constraint.firstItem) else {
                    continue
                }
                var second = 0.0
                if constraint.secondItem != nil {
                    guard let value = value(of: constraint.secondAttribute, of: constraint.secondItem) else {
                        continue
                    }
                    second = value
                }
                let difference = first - (constraint.multiplier * second + constraint.constant)
                // Each side's rounding is under a cell, scaled by the multiplier on the right.
                let tolerance = 1 + abs(constraint.multiplier)
                let off =
                    switch constraint.relation {
                    case .equal: abs(difference)
                    case .greaterThanOrEqual: max(0, -difference)
                    case .lessThanOrEqual: max(0, difference)
                    }
                if off > tolerance { broken.append("\(constraint) is off by \(off)") }
            }
            view.subviews.forEach(visit)
        }
        visit(window)
        return broken
    }

    /// Checks a demo at `size`: the notice asking for more than the terminal has below
    /// `minimum`; otherwise no notice, `top` on the first row, `bottom` on the last, and
    /// nothing required broken on screen.
    private func expectFitsOrSaysSo(
        _ terminal: TestTerminal, size: Size, minimum: Size, top: String, bottom: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let screen = terminal.screen
        if size.width < minimum.width || size.height < minimum.height {
            #expect(terminal.app.isShowingTooSmallNotice, sourceLocation: sourceLocation)
            let needs = "needs \(max(size.width, minimum.width))×\(max(size.height, minimum.height))"
            #expect(
                screen.contains { $0.contains(needs) } || size.height < 3, "\(screen)",
                sourceLocation: sourceLocation)
            return
        }
        #expect(!terminal.app.isShowingTooSmallNotice, sourceLocation: sourceLocation)
        #expect(terminal.window.frame.size == size, sourceLocation: sourceLocation)
        #expect(screen.first?.contains(top) == true, "\(screen)", sourceLocation: sourceLocation)
        #expect(screen.last?.hasPrefix(bottom) == true, "\(screen)", sourceLocation: sourceLocation)
        #expect(Self.brokenOnScreen(in: terminal.window) == [], sourceLocation: sourceLocation)
    }

    @Test(arguments: sizes, 1...5)
    func theGalleryShowsItsTabStripOrTheNotice(size: Size, tab: Int) {
        let scene = GalleryScene(120, 40)
        scene.terminal.type(String(tab))
        scene.terminal.resize(to: size)
        // The header gives way below 16 rows; the tab strip never leaves the top.
        let top = size.height >= 16 ? "Trellis Gallery" : "│ Lists │"
        expectFitsOrSaysSo(
            scene.terminal, size: size, minimum: Gallery.minimumSize, top: top, bottom: " q Quit")
        guard !scene.app.isShowingTooSmallNotice else { return }
        let (header, tabs, statusBar) = (scene.gallery.header, scene.gallery.tabs, scene.gallery.statusBar)
        #expect(header.frameInWindow == Rect(x: 0, y: 0, width: size.width, height: 0))
        #expect(tabs.frameInWindow == Rect(x: 0, y: 0, width: size.width, height: size.height - 1))
        #expect(statusBar.frameInWindow == Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
    }

    @Test(arguments: sizes)
    func theSeedsShowTheirHeaderOrTheNotice(size: Size) {
        let terminal = TestTerminal(width: 120, height: 40) { app in SeedsDemo.install(in: app) }
        terminal.resize(to: size)
        expectFitsOrSaysSo(
            terminal, size: size, minimum: SeedsDemo.minimumSize, top: "Trellis Seeds", bottom: " q Quit")
    }

    @Test(arguments: sizes)
    func theDashboardShowsItsTitleOrTheNotice(size: Size) {
        let source = DashboardFakeSource(coreCount: 4)
        let terminal = TestTerminal(width: 120, height: 40) { app in
            _ = DashboardController(app: app, source: source)
        }
        terminal.advance(by: .seconds(1))
        terminal.resize(to: size)
        // Its minimum: the meters' 20 columns in their box; the title, the box with one row of
        // meters and the status bar.
        expectFitsOrSaysSo(
            terminal, size: size, minimum: Size(width: 22, height: 5), top: "Trellis dashboard",
            bottom: " c CPU")
    }

    @Test(arguments: sizes)
    func thePlaygroundShowsItsTitleOrTheNotice(size: Size) {
        let terminal = TestTerminal(width: 120, height: 40) { app in
            _ = PlaygroundController.install(in: app, preset: .grid)
        }
        terminal.resize(to: size)
        // Its minimum: the canvas's box (10 columns) beside the list's (16), sharing a border;
        // the title, the boxes' three rows, the field, a message row and the status bar.
        expectFitsOrSaysSo(
            terminal, size: size, minimum: Size(width: 25, height: 7), top: "Trellis playground",
            bottom: " Enter Add")
    }
}
