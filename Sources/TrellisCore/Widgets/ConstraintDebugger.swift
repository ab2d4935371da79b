import Cassowary

/// A live view of the layout, drawn over a running application and toggled by a key (F12 by
/// default): every view's frame outlined and named, the constraints of the view under the
/// mouse (or of the focused view) listed with where in the source they were made, and broken
/// and ambiguous layout shown in the theme's ``Theme/debugBroken`` and
/// ``Theme/debugAmbiguous`` colours.
///
/// ```swift
/// let app = Application(backend: backend, events: events)
/// ConstraintDebugger.attach(to: app)          // F12 shows and hides it
/// ```
///
/// The overlay is drawn after the views, straight into the frame (an application overlay, see
/// ``Application/addOverlay(_:)``): it adds no view and no constraint, so it cannot change the
/// layout it shows, and clicks and keys still reach the application — only the toggle key is
/// taken. The inspected view follows the mouse where the terminal reports motion (and every
/// click otherwise); over empty space it is the focused view. The inspected view is outlined
/// with heavy lines; the panel moves to the top of the screen when that view is in the bottom
/// half.
///
/// Whether a view is ambiguous takes a few solver probes to find out, so a frame works out at
/// most ``probeBudget`` views (and spends at most ``probeTimeLimit``) it has no answer for yet — the inspected view first, then the
/// views on screen, then the rest — and the following frames (drawn straight after, while the
/// application stays responsive) go on until every view has its answer; meanwhile the panel
/// says how many views are still being checked. Answers last until the layout changes.
@MainActor
public final class ConstraintDebugger {
    /// The application the debugger draws over.
    public private(set) weak var application: Application?

    /// The key that shows and hides the overlay.
    public var toggleKey: KeyEvent

    /// Whether the overlay is showing.
    public private(set) var isVisible = false

    /// The deepest view under the mouse at its last report, if any.
    public private(set) var hoveredView: TermView?

    /// The most views one frame probes for ambiguity; views beyond it are checked in the
    /// frames that follow. At least 1. Probing a view costs a few solver edits (about half a
    /// millisecond in a window of a thousand labels, more in larger windows).
    public var probeBudget = 16 {
        didSet { if probeBudget < 1 { probeBudget = 1 } }
    }

    /// How long one frame may spend probing before it leaves the rest to the next frames, or
    /// `nil` for no limit but ``probeBudget``. A frame always probes at least one view, so
    /// every view gets its answer in the end. 8 ms by default: half a frame at 60 Hz.
    public var probeTimeLimit: Duration? = .milliseconds(8)

    /// How many views the last overlay frame probed for ambiguity (views whose answer was
    /// already known since the layout last changed cost nothing and are not counted).
    public internal(set) var probesInLastFrame = 0

    /// How many shown views the last overlay frame left without an answer about ambiguity:
    /// they are drawn as plain outlines until a later frame checks them.
    public internal(set) var uncheckedViewCount = 0

    /// The identifier of the application's event monitor.
    private var monitorIdentifier: Int?
    /// The identifier of the overlay while it shows.
    private var overlayIdentifier: Int?
    /// The timer that asks for the next frame while views are left unchecked.
    var pendingCheck: ScheduledTimer?
    /// The constraint that keeps the probes' priority level in the solver while the overlay
    /// shows, and the solver it is in (see `holdProbeLevel(in:)`).
    var probeLevelKeeper: (constraint: Constraint, solver: Solver)?
    /// The names of the view types drawn so far (making a type's name is slow, and a frame
    /// names every view it outlines).
    var typeNames: [ObjectIdentifier: String] = [:]

    /// Creates a debugger for `application` and starts listening for its toggle key; the
    /// application keeps it alive until ``detach()``.
    ///
    /// - Parameters:
    ///   - application: The application to draw over.
    ///   - toggleKey: The key that shows and hides the overlay; F12 by default.
    public init(application: Application, toggleKey: KeyEvent = KeyEvent(.function(12))) {
        self.application = application
        self.toggleKey = toggleKey
        monitorIdentifier = application.addEventMonitor { [self] event in observe(event) }
    }

    /// Attaches a debugger to `application`, toggled by `toggleKey`.
    ///
    /// - Returns: The debugger (the application keeps it alive; keep it only to configure it).
    @discardableResult
    public static func attach(
        to application: Application, toggleKey: KeyEvent = KeyEvent(.function(12))
    ) -> ConstraintDebugger {
        ConstraintDebugger(application: application, toggleKey: toggleKey)
    }

    /// The view whose constraints the panel lists: the hovered view, or the focused view when
    /// the mouse is over no view but the window.
    public var inspectedView: TermView? {
        if let hoveredView, hoveredView !== application?.window, hoveredView.window === application?.window {
            return hoveredView
        }
        return application?.focusedView
    }

    /// Shows the overlay.
    public func show() {
        guard !isVisible, let application else { return }
        isVisible = true
        overlayIdentifier = application.addOverlay { [weak self] canvas in self?.drawOverlay(in: canvas) }
    }

    /// Hides the overlay; the views under it are repainted.
    public func hide() {
        guard isVisible else { return }
        isVisible = false
        pendingCheck?.cancel()
        pendingCheck = nil
        releaseProbeLevel()
        if let overlayIdentifier { application?.removeOverlay(overlayIdentifier) }
        overlayIdentifier = nil
    }

    /// Shows the overlay if it is hidden, hides it if it shows.
    public func toggle() {
        isVisible ? hide() : show()
    }

    /// Hides the overlay and stops listening to the application, which lets the debugger go.
    public func detach() {
        hide()
        if let monitorIdentifier { application?.removeEventMonitor(monitorIdentifier) }
        monitorIdentifier = nil
    }

    /// Sees every event before the application: takes the toggle key, and follows the mouse
    /// while the overlay shows (letting the event through).
    private func observe(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where key == toggleKey:
            toggle()
            return true
        case .mouse(let mouse) where isVisible:
            let view = application?.hitView(at: mouse.position)
            if view !== hoveredView {
                hoveredView = view
                application?.window.setNeedsFrame()
            }
            return false
        default:
            return false
        }
    }
}
