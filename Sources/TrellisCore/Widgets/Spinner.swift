/// An activity indicator: a glyph that turns while work of unknown length goes on, with an
/// optional title after it (`⠙ Loading`).
///
/// While ``isAnimating`` the spinner shows its next frame every ``interval`` of the
/// application's clock (a timer of the application running its window, so tests move it with
/// `TestTerminal.advance(by:)`). A spinner started before it joins a window starts turning
/// when it joins one, and it stops its timer when it leaves.
///
/// ```swift
/// let busy = Spinner(title: "Loading")
/// window.addSubview(busy)
/// busy.startAnimating()
/// // … when done:
/// busy.stopAnimating()
/// ```
@MainActor
open class Spinner: TermView {
    /// The braille dots that go round: the default frames.
    public static let dotFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A line that turns: frames for terminals without braille glyphs.
    public static let lineFrames = ["-", "\\", "|", "/"]

    /// The glyphs shown in turn; an empty list is replaced by ``dotFrames``.
    public var frames: [String] {
        didSet {
            if frames.isEmpty { frames = Self.dotFrames }
            frameIndex = 0
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The time each frame stays (80 ms by default). Changing it restarts the timer.
    public var interval: Duration = .milliseconds(80) {
        didSet {
            guard interval != oldValue, isAnimating else { return }
            restartTimer()
        }
    }

    /// The text after the glyph, in the theme's text style; empty for none.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the glyph disappears while the spinner is stopped (the title stays).
    public var hidesWhenStopped = false {
        didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } }
    }

    /// Whether the spinner is turning.
    public private(set) var isAnimating = false

    /// The frame shown now, an index into ``frames``.
    public private(set) var frameIndex = 0

    /// The timer that advances the frames, while animating in a window.
    private var timer: ScheduledTimer?

    /// Creates a spinner, stopped.
    ///
    /// - Parameters:
    ///   - title: The text after the glyph.
    ///   - frames: The glyphs shown in turn.
    public init(title: String = "", frames: [String] = Spinner.dotFrames) {
        self.title = title
        self.frames = frames.isEmpty ? Self.dotFrames : frames
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    isolated deinit {
        timer?.cancel()
    }

    /// Starts turning.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        restartTimer()
        setNeedsDisplay()
    }

    /// Stops turning; the spinner shows its first frame again (or nothing, with
    /// ``hidesWhenStopped``).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.cancel()
        timer = nil
        frameIndex = 0
        setNeedsDisplay()
    }

    /// Shows the next frame.
    public func advanceFrame() {
        frameIndex = (frameIndex + 1) % frames.count
        setNeedsDisplay()
    }

    /// Replaces the timer with one at ``interval`` on the window's application, if any.
    private func restartTimer() {
        timer?.cancel()
        timer = nil
        guard isAnimating, let application = window?.application else { return }
        timer = application.schedule(after: interval, repeating: interval) { [weak self] in
            self?.advanceFrame()
        }
    }

    /// Starts or stops the timer as the spinner joins or leaves a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        restartTimer()
    }

    // MARK: - Layout

    /// The widest frame, then a space and the title when there is one, by one row.
    open override var intrinsicContentSize: Size {
        let glyph = frames.map { DisplayWidth.of($0) }.max() ?? 1
        let titleWidth = title.isEmpty ? 0 : 1 + DisplayWidth.of(title)
        return Size(width: glyph + titleWidth, height: 1)
    }

    /// The glyph's and title's row.
    open override var firstBaselineOffset: Int { 0 }

    /// The glyph's and title's row from the bottom, for a one-row spinner.
    open override var lastBaselineOffset: Int { 0 }

    // MARK: - Drawing

    /// Draws the current frame in the theme's accent colour, then the title.
    open override func draw(in canvas: Canvas) {
        let glyphWidth = frames.map { DisplayWidth.of($0) }.max() ?? 1
        if isAnimating || !hidesWhenStopped {
            var style = theme.text
            if theme.accent != .default { style.foreground = theme.accent }
            canvas.draw(text: frames[frameIndex], at: .zero, over: style)
        }
        guard !title.isEmpty else { return }
        let position = Point(x: glyphWidth + 1, y: 0)
        let shown = title.truncated(toDisplayWidth: bounds.width - position.x)
        canvas.draw(text: shown, at: position, over: theme.text)
    }
}
