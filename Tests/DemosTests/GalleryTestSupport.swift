import Testing
import TrellisCore
import TrellisTesting

@testable import gallery

/// A gallery in a headless terminal, and the gallery object to look inside it.
@MainActor
struct GalleryScene {
    let terminal: TestTerminal
    let gallery: Gallery

    /// Builds the gallery at `width`×`height`.
    init(_ width: Int, _ height: Int) {
        var built: Gallery?
        terminal = TestTerminal(width: width, height: height) { app in built = Gallery.install(in: app) }
        gallery = built!
    }

    var app: Application { terminal.app }
    var screen: [String] { terminal.screen }

    /// Whether some row of the screen contains `text`.
    func shows(_ text: String) -> Bool {
        screen.contains { $0.contains(text) }
    }

    /// The position of the first occurrence of `text` on screen, in cells.
    func position(of text: String) -> Point? {
        for (row, line) in screen.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: DisplayWidth.of(line[..<range.lowerBound]), y: row)
        }
        return nil
    }

    /// Clicks the first occurrence of `text` on screen (its first cell).
    func click(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let point = try #require(
            position(of: text), "“\(text)” is not on screen", sourceLocation: sourceLocation)
        terminal.click(at: point)
    }

}

/// A failed expectation shows the screen, not the whole application reflected field by field
/// (which takes Swift Testing tens of seconds to describe).
extension GalleryScene: CustomReflectable {
    nonisolated var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}
