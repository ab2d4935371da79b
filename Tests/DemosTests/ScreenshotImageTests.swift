import DemoKit
import Foundation
import Testing
import TrellisCore
import TrellisTesting

@testable import gallery
@testable import playground
@testable import seeds

/// The README's pictures (docs/images/*.svg, made by Scripts/make-screenshots.sh) are what the
/// demos show now: each is drawn again here the way `<demo> --capture WxH --svg` draws it and
/// compared byte for byte. (The dashboard's picture shows the /proc of the machine that made it,
/// so it is not compared.)
@MainActor
@Suite struct ScreenshotImageTests {
    /// docs/images/ of this checkout.
    static let imagesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/images")

    private func expectUpToDate(
        _ file: String, title: String, size: Size, sourceLocation: SourceLocation = #_sourceLocation,
        _ setUp: (Application) -> Void
    ) throws {
        let url = Self.imagesFolder.appendingPathComponent(file)
        let committed = try String(contentsOf: url, encoding: .utf8)
        let screenshot = HeadlessCapture.screenshot(size: size, setUp)
        let current = CaptureOption.output(of: screenshot, arguments: ["--svg"], title: title)
        #expect(
            committed == current, "\(file) is out of date: run Scripts/make-screenshots.sh",
            sourceLocation: sourceLocation)
    }

    @Test func theGalleryPicturesAreUpToDate() throws {
        let size = Size(width: 80, height: 24)
        try expectUpToDate("gallery-80x24.svg", title: "trellis gallery", size: size) { app in
            Gallery.install(in: app).selectTab(0)
        }
        try expectUpToDate("gallery-tab2-80x24.svg", title: "trellis gallery", size: size) { app in
            Gallery.install(in: app).selectTab(1)
        }
    }

    @Test func theSeedsPictureIsUpToDate() throws {
        try expectUpToDate("seeds-120x40.svg", title: "trellis seeds", size: Size(width: 120, height: 40)) {
            app in
            SeedsDemo.install(in: app)
        }
    }

    @Test func thePlaygroundPictureIsUpToDate() throws {
        try expectUpToDate(
            "playground-100x30.svg", title: "trellis playground", size: Size(width: 100, height: 30)
        ) { app in
            PlaygroundController.install(in: app)
        }
    }
}
