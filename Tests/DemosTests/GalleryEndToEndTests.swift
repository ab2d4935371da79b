import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The gallery in a real terminal (tmux): its first screen, the resize sequence of issue 7
/// checked by what the terminal shows and by the frames the layout log recorded, `q`, and a
/// sane terminal afterwards.
@Suite(
    "Gallery end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct GalleryEndToEndTests {
    /// Checks the frames of one layout pass at a size the gallery fits: the bars and the tabs
    /// span the terminal, and every view of the page on show lies inside it.
    private func expectFramesFit(_ step: ResizeStep, sourceLocation: SourceLocation = #_sourceLocation) {
        let (width, height) = (step.size.width, step.size.height)
        let layout = step.layout
        #expect(
            layout.frame(of: "gallery") == Rect(x: 0, y: 0, width: width, height: height),
            sourceLocation: sourceLocation)
        #expect(
            layout.frame(of: "statusBar") == Rect(x: 0, y: height - 1, width: width, height: 1),
            sourceLocation: sourceLocation)
        // The header keeps its row while the tabs have 14; below that it gives way.
        let headerHeight = height >= 16 ? 1 : 0
        #expect(
            layout.frame(of: "header") == Rect(x: 0, y: 0, width: width, height: headerHeight),
            sourceLocation: sourceLocation)
        #expect(
            layout.frame(of: "tabs")
                == Rect(x: 0, y: headerHeight, width: width, height: height - 1 - headerHeight),
            sourceLocation: sourceLocation)
        // The first tab's page fills the tabs under their strip, its boxes side by side inside it.
        #expect(
            layout.frame(of: "text.page")
                == Rect(x: 0, y: headerHeight + 1, width: width, height: height - 2 - headerHeight),
            sourceLocation: sourceLocation)
        let labels = layout.frame(of: "text.labels")
        let fields = layout.frame(of: "text.fields")
        #expect(labels?.minX == 1 && fields?.maxX == width - 1, sourceLocation: sourceLocation)
        #expect(labels.map { $0.maxX + 1 } == fields?.minX, sourceLocation: sourceLocation)
        // Side by side within the width; the page scrolls when its content is taller.
        let page = layout.frame(of: "text.page") ?? .zero
        for id in ["text.labels", "text.fields", "text.editorBox", "text.name", "text.password"] {
            let frame = layout.frame(of: id) ?? .zero
            #expect(
                frame.minX >= 0 && frame.maxX <= width && frame.minY >= page.minY && frame.height > 0,
                "\(id): \(frame)", sourceLocation: sourceLocation)
        }
    }

    /// Whether the screen is the gallery's at `size`: the header with the size, the tab strip,
    /// the first tab's boxes and the status bar's hints, each row as wide as the terminal.
    private func showsGallery(_ step: ResizeStep) -> Bool {
        let size = step.size
        return step.screen.first?.contains("Trellis Gallery") == true
            && step.screen.first?.contains("\(size.width)×\(size.height)") == true
            && step.shows("Text │ Controls │ Lists") && step.shows("╭Label") && step.shows("╭TextField")
            && step.screen.last?.hasPrefix(" q Quit  Tab Focus") == true
    }

    @Test func followsTheResizeSequenceAndLeavesTheTerminalSane() throws {
        let session = try DemoSession(demo: "gallery")
        let first = try session.waitForStep(
            at: Size(width: 120, height: 40), "the first screen", showsGallery)
        expectFramesFit(first)
        #expect(first.shows("every widget, placed by constraints · 120×40"))

        for size in DemoSession.resizeSequence {
            if size.width < 40 || size.height < 12 {
                let step = try session.resize(to: size, waitingFor: "the too-small notice") { step in
                    step.shows("Terminal too small") && step.shows("needs 40×12") && step.shows("has 20×5")
                }
                // The layout still ran: the required constraints keep the gallery at its minimum.
                #expect(step.layout.frame(of: "gallery") == Rect(x: 0, y: 0, width: 40, height: 12))
                #expect(step.screen.count == size.height)
            } else {
                let step = try session.resize(to: size, waitingFor: "the gallery", showsGallery)
                expectFramesFit(step)
            }
        }

        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }

    /// Short terminals (issue 12): from 15 rows down to the gallery's minimum of 12, the header
    /// gives its row to the tabs and the tab strip stays on the first row, over the status bar
    /// on the last; one column fewer than the minimum shows the notice.
    @Test func keepsItsTabStripOnTheScreenDownToItsMinimum() throws {
        let session = try DemoSession(demo: "gallery")
        _ = try session.waitForStep(at: Size(width: 120, height: 40), "the first screen", showsGallery)
        for size in [Size(width: 60, height: 15), Size(width: 45, height: 12), Size(width: 40, height: 12)] {
            let step = try session.resize(to: size, waitingFor: "the tab strip over the status bar") { step in
                step.screen.first?.hasPrefix(" Text │ Controls │ Lists") == true
                    && step.screen.last?.hasPrefix(" q Quit") == true
            }
            let (width, height) = (size.width, size.height)
            #expect(step.layout.frame(of: "header") == Rect(x: 0, y: 0, width: width, height: 0))
            #expect(step.layout.frame(of: "tabs") == Rect(x: 0, y: 0, width: width, height: height - 1))
            #expect(step.layout.frame(of: "statusBar") == Rect(x: 0, y: height - 1, width: width, height: 1))
        }
        _ = try session.resize(to: Size(width: 39, height: 12), waitingFor: "the too-small notice") { step in
            step.shows("Terminal too small") && step.shows("needs 40×12") && step.shows("has 39×12")
        }
        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }
}
