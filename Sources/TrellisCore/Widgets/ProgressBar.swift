/// A horizontal bar that fills as work progresses, to an eighth of a cell.
///
/// The filled part is made of full blocks `█` and ends with one of the eighth blocks
/// `▏▎▍▌▋▊▉`, so a 20-column bar shows 160 steps; the rest of the bar is drawn with
/// ``trackCharacter``. Colours come from the theme's ``Theme/progressFill`` and
/// ``Theme/progressTrack``. With ``showsPercentage`` the percentage follows the bar (`  42%`).
/// A bar taller than one row is drawn on every row.
///
/// ```swift
/// let progress = ProgressBar()
/// progress.showsPercentage = true
/// window.addSubview(progress)
/// progress.bb.left(2).right(-2).bottom(-1)
/// progress.value = Double(done) / Double(total)
/// ```
@MainActor
open class ProgressBar: TermView {
    /// How far the work is, from 0 (nothing) to 1 (done); values outside are clamped, and NaN
    /// counts as 0.
    public var value: Double {
        get { storedValue }
        set {
            let clamped = newValue.isNaN ? 0 : min(1, max(0, newValue))
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// Whether the percentage is shown after the bar (in five columns, `100%` included).
    public var showsPercentage = false {
        didSet { if showsPercentage != oldValue { setNeedsDisplay() } }
    }

    /// The character of the part not yet filled (`░` by default).
    public var trackCharacter: Character = "░" {
        didSet { if trackCharacter != oldValue { setNeedsDisplay() } }
    }

    /// The width the bar asks for when nothing else decides it (20 columns by default, with
    /// the percentage if shown); the bar stretches as constraints ask.
    public var preferredWidth = 20 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var storedValue: Double = 0

    /// The partial blocks, from one eighth to seven eighths of a cell.
    static let eighthBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The columns the percentage takes: a space and up to `100%`.
    static let percentageWidth = 5

    /// Creates a progress bar.
    ///
    /// - Parameter value: The initial value, from 0 to 1.
    public init(value: Double = 0) {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        self.value = value
    }

    /// The percentage shown, rounded down so that `100%` means done.
    public var percentageText: String {
        "\(Int((value * 100).rounded(.down)))%"
    }

    // MARK: - Layout

    /// ``preferredWidth`` (0 if negative) by one row.
    open override var intrinsicContentSize: Size { Size(width: max(0, preferredWidth), height: 1) }

    // MARK: - Drawing

    /// The filled cells of a bar `width` columns wide at `value` — full blocks, then at most
    /// one partial block (rounded to the nearest eighth) — and the number of track cells.
    static func cells(width: Int, value: Double) -> (fill: [Character], track: Int) {
        guard width > 0 else { return ([], 0) }
        let eighths = Int((value * Double(width * 8)).rounded())
        var fill = [Character](repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { fill.append(eighthBlocks[eighths % 8 - 1]) }
        return (fill, width - fill.count)
    }

    /// Draws the bar on every row and the percentage on the middle row.
    open override func draw(in canvas: Canvas) {
        let labelWidth = showsPercentage ? min(Self.percentageWidth, bounds.width) : 0
        let barWidth = bounds.width - labelWidth
        let (fill, trackCount) = Self.cells(width: barWidth, value: value)
        for row in 0..<max(0, bounds.height) {
            for (x, character) in fill.enumerated() {
                let position = Point(x: x, y: row)
                canvas.put(character, at: position, style: canvas.style(theme.progressFill, over: position))
            }
            for x in fill.count..<(fill.count + trackCount) {
                let position = Point(x: x, y: row)
                canvas.put(
                    trackCharacter, at: position, style: canvas.style(theme.progressTrack, over: position))
            }
        }
        guard labelWidth > 0 else { return }
        let label = percentageText
        let position = Point(
            x: barWidth + TextAlignment.trailing.offset(ofLineWidth: label.count, in: labelWidth),
            y: (bounds.height - 1) / 2)
        canvas.draw(text: label, at: position, over: theme.text)
    }
}
