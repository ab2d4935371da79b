import DemoKit
import Testing
import TrellisCore

@testable import gallery
@testable import playground
@testable import seeds

/// `--capture` builds a demo on an application that never runs its loop: once the picture is
/// taken, the application lets go of what the demo asked it to keep, and the demo, its views
/// and the application itself are deallocated (LeakSanitizer found them kept alive by the
/// demo's controller and the application owning each other).
@MainActor
@Suite struct HeadlessCaptureTests {
    /// Captures the demo `install` builds and reports whether its controller and its
    /// application outlived the capture.
    private func survivors(_ install: (Application) -> AnyObject) -> (controller: Bool, app: Bool) {
        weak var controller: AnyObject?
        weak var application: Application?
        _ = HeadlessCapture.screenshot(size: Size(width: 80, height: 24)) { app in
            application = app
            controller = install(app)
        }
        return (controller != nil, application != nil)
    }

    @Test func theGalleryGoesAwayAfterItsCapture() {
        let left = survivors { Gallery.install(in: $0) }
        #expect(!left.controller)
        #expect(!left.app)
    }

    @Test func thePlaygroundGoesAwayAfterItsCapture() {
        let left = survivors { PlaygroundController.install(in: $0) }
        #expect(!left.controller)
        #expect(!left.app)
    }

    @Test func theSeedsDemoGoesAwayAfterItsCapture() {
        let left = survivors { SeedsDemo.install(in: $0) }
        #expect(!left.controller)
        #expect(!left.app)
    }
}
