/// A small chart of a series of values, one column per value, drawn with the lower eighth
/// blocks `▁▂▃▄▅▆▇█` — so a one-row sparkline shows eight levels and each further row eight
/// more.
///
/// The newest values are on the right: when there are more values than columns, the oldest
/// are left out; when there are fewer, the line starts part way across. The lowest value of
/// the ``scale`` shows as `▁`, so a series of zeros still shows a baseline; NaN and infinite
/// values leave their column blank. It draws with the theme style ``themeStyle`` names
/// (``Theme/progressFill`` by default).
///
/// ```swift
/// let load = Sparkline(values: history)
/// load.scale = .fixed(0...1)
/// window.addSubview(load)
/// load.bb.left(2).right(-2).top(1).height(2)
/// ```
@MainActor
open class Sparkline: TermView {
    /// The values, oldest first.
    public var values: [Double] {
        didSet { if values != oldValue { setNeedsDisplay() } }
    }

    /// The range the values are drawn in (``ChartScale/automatic`` by default).
    public var scale: ChartScale = .automatic {
        didSet { if scale != oldValue { setNeedsDisplay() } }
    }

    /// The theme style the blocks are drawn with.
    public var themeStyle: KeyPath<Theme, Style> = \.progressFill {
        didSet { if themeStyle != oldValue { setNeedsDisplay() } }
    }

    /// The blocks from one eighth of a cell to a full cell.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Creates a sparkline.
    ///
    /// - Parameter values: The values, oldest first.
    public init(values: [Double] = []) {
        self.values = values
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// One column per value by one row.
    open override var intrinsicContentSize: Size { Size(width: values.count, height: 1) }

    /// The height of each of the last `width` values in eighths of a cell, for a chart `rows`
    /// tall: from 1 (the scale's lowest value) to `rows × 8` (its highest); `nil` for a value
    /// that is not finite.
    public static func levels(
        of values: [Double], scale: ChartScale, width: Int, rows: Int
    ) -> [Int?] {
        guard width > 0, rows > 0 else { return [] }
        let shown = values.suffix(width)
        let range = scale.range(of: shown)
        let steps = Double(rows * 8 - 1)
        return shown.map { value in
            ChartScale.fraction(of: value, in: range).map { 1 + Int(($0 * steps).rounded()) }
        }
    }

    /// The last `width` values as a one-row sparkline in a string, one character each — for
    /// a sparkline inside a line of text or a table cell. Values that are not finite are
    /// spaces.
    public static func string(of values: [Double], scale: ChartScale = .automatic, width: Int) -> String {
        String(
            levels(of: values, scale: scale, width: width, rows: 1).map { $0.map { blocks[$0 - 1] } ?? " " })
    }

    /// The character of the cell `row` rows above the bottom of a column `eighths` tall, or
    /// `nil` when the column does not reach it.
    static func block(forColumnOf eighths: Int, row: Int) -> Character? {
        let inCell = min(8, eighths - row * 8)
        return inCell > 0 ? blocks[inCell - 1] : nil
    }

    /// Draws the columns, right-aligned.
    open override func draw(in canvas: Canvas) {
        let rows = bounds.height
        let levels = Self.levels(of: values, scale: scale, width: bounds.width, rows: rows)
        let style = theme[keyPath: themeStyle]
        let start = bounds.width - levels.count
        for (index, level) in levels.enumerated() {
            guard let level else { continue }
            for row in 0..<rows {
                guard let block = Self.block(forColumnOf: level, row: row) else { break }
                let position = Point(x: start + index, y: rows - 1 - row)
                canvas.put(block, at: position, style: canvas.style(style, over: position))
            }
        }
    }
}
