/// The root of a view tree, filling a terminal (like `UIWindow`).
///
/// A window owns the layout engine of its tree. It needs no terminal: set ``size`` and call
/// ``layoutIfNeeded()`` to lay out headless, in tests and benchmarks. An `Application` keeps
/// its window at the terminal's size.
///
/// ```swift
/// let window = TermWindow(size: Size(width: 80, height: 24))
/// window.addSubview(sidebar)
/// // … constraints …
/// window.layoutIfNeeded()
/// window.size = Size(width: 120, height: 40)   // a resize: two edits of the live solver
/// window.layoutIfNeeded()
/// ```
@MainActor
open class TermWindow: TermView {
    /// The issues of this window's layout (broken constraints, layout loops) and of constraints
    /// among its views; see ``LayoutLog``.
    public let layoutLog = LayoutLog(path: LayoutLog.environmentPath)

    /// The view updates whose observed state changed, to run before the next layout pass.
    let observationInbox = ObservationInbox()

    /// The window's layout engine; created with the window. Unchecked: set once, in `init`;
    /// every other access is a single load.
    @exclusivity(unchecked) private(set) var engine: LayoutEngine!

    /// The terminal's size, which the window's width and height follow. A resize is two edits
    /// of the live solver; the next ``layoutIfNeeded()`` re-solves from the last solution.
    ///
    /// When required constraints need more room than this, the window takes the size they need
    /// (and drawing is clipped to the terminal); see ``requiredSize``.
    public var size: Size {
        didSet { if size != oldValue { engine.resize(to: size) } }
    }

    /// The direction leading and trailing anchors follow in the whole window; changing it
    /// re-solves every constraint that uses leading or trailing.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { engine.layoutDirectionDidChange() } }
    }

    /// The application running this window, if any.
    public internal(set) weak var application: Application?

    /// Whether something changed since the last frame: layout is pending or a view must be
    /// drawn again. The run loop checks it after each batch of events.
    public final internal(set) var needsFrame: Bool {
        get { needsFrameStorage }
        set { needsFrameStorage = newValue }
    }
    /// The storage of ``needsFrame``; single loads and stores on the main actor, none held open.
    @exclusivity(unchecked) final var needsFrameStorage: Bool = true

    /// The views marked to be drawn again since the last render, each once
    /// (TermWindow+Damage.swift).
    final var displayQueue: ContiguousArray<TermView> = []
    /// Areas to draw again that no marked view covers: where views were before they moved,
    /// hid or left, in window coordinates (TermWindow+Damage.swift).
    final var damagedAreas: [Rect] = []

    /// A window draws nothing but its background (a subclass may).
    open override class var drawsOnlyItsBackground: Bool { self == TermWindow.self }

    /// Creates a window of a terminal's size.
    public init(size: Size) {
        self.size = size
        super.init(frame: Rect(origin: .zero, size: size))
        translatesAutoresizingMaskIntoConstraints = false
        windowStorage = self
        engine = LayoutEngine(window: self)
        engine.viewDidAttach(self)
    }

    isolated deinit {
        // The engine goes with the window: its constraints must not call back into it, and
        // descendants hold unowned references to the window that must not outlive it.
        engine.tearDown()
        for subview in subviews {
            subview.forEachInSubtree { view in
                view.windowStorage = nil
                view.generated = GeneratedConstraints()
                view.isQueuedForSync = false
            }
        }
    }

    /// Applies pending layout: updates constraints, re-solves incrementally, publishes frames
    /// and calls `layoutSubviews()` on views whose frame changed.
    public override func layoutIfNeeded() {
        runPendingObservations()
        engine.layoutIfNeeded()
    }

    /// Whether layout is pending: a layout pass, or view updates whose observed state changed.
    public var needsLayout: Bool { engine.needsLayoutPass || observationInbox.hasPosts }

    /// The layout problems standing now: one ``LayoutIssue`` per broken constraint, with the
    /// minimal set of constraints it conflicts with and their source locations.
    public var layoutIssues: [LayoutIssue] {
        layoutIfNeeded()
        return engine.brokenIssues
    }

    /// Marks that a new frame is needed.
    func setNeedsFrame() {
        needsFrame = true
    }

    /// Marks the frame as produced (the run loop calls this after drawing).
    public func didProduceFrame() {
        needsFrame = false
    }
}
