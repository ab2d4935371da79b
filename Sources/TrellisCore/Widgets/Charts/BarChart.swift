/// Vertical bars side by side, each with a label under it and its value over it, drawn to an
/// eighth of a cell with the lower blocks `▁▂▃▄▅▆▇█`.
///
/// Bars are ``barWidth`` columns wide with ``spacing`` blank columns between them; the chart
/// asks for exactly that width, and bars that do not fit the width it gets are left out. The
/// bottom row holds the labels (truncated to the bar's width) and the top row the values (when
/// ``showsValues``); the rows between are the bars' height. Bars draw with the theme's
/// ``Theme/chartSeries`` colours in turn (or a bar's own ``Bar/style``), labels with
/// ``Theme/secondaryText`` and values with ``Theme/text``.
///
/// ```swift
/// let cores = BarChart(bars: usages.enumerated().map { BarChart.Bar("\($0)", value: $1 * 100) })
/// cores.scale = .fixed(0...100)
/// window.addSubview(cores)
/// cores.bb.left(1).top(2).height(8)
/// ```
@MainActor
open class BarChart: TermView {
    /// One bar: its label, its value and optionally its own style.
    public struct Bar: Hashable, Sendable {
        /// The text under the bar.
        public var label: String
        /// The value; NaN and infinite values draw no bar.
        public var value: Double
        /// The bar's style, instead of the theme's series colour.
        public var style: Style?

        /// Creates a bar.
        public init(_ label: String, value: Double, style: Style? = nil) {
            self.label = label
            self.value = value
            self.style = style
        }
    }

    /// The bars, left to right.
    public var bars: [Bar] {
        didSet {
            guard bars != oldValue else { return }
            if bars.count != oldValue.count { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// The range the bars' heights are drawn in (``ChartScale/automatic`` by default: from
    /// zero to the largest value).
    public var scale: ChartScale = .automatic {
        didSet { if scale != oldValue { setNeedsDisplay() } }
    }

    /// The columns of each bar (3 by default, at least 1).
    public var barWidth = 3 {
        didSet { if barWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The blank columns between two bars (1 by default).
    public var spacing = 1 {
        didSet { if spacing != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether each bar's value is written on the top row.
    public var showsValues = true {
        didSet { if showsValues != oldValue { setNeedsDisplay() } }
    }

    /// How a value is written over its bar (rounded to a whole number by default).
    public var valueFormatter: @MainActor (Double) -> String = { value in
        value.isFinite ? String(Int(value.rounded())) : ""
    }
    {
        didSet { setNeedsDisplay() }
    }

    /// Creates a bar chart.
    ///
    /// - Parameter bars: The bars, left to right.
    public init(bars: [Bar] = []) {
        self.bars = bars
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The width of the bars and the spaces between them; no height of its own.
    open override var intrinsicContentSize: Size {
        let width = bars.isEmpty ? 0 : bars.count * max(1, barWidth) + (bars.count - 1) * max(0, spacing)
        return Size(width: width, height: TermView.noIntrinsicMetric)
    }

    /// The column where bar `index` starts.
    public func barOrigin(_ index: Int) -> Int { index * (max(1, barWidth) + max(0, spacing)) }

    /// The index of the bar under a column of the chart, or `nil` over a space or past the bars.
    public func bar(atColumn x: Int) -> Int? {
        guard x >= 0 else { return nil }
        let index = x / (max(1, barWidth) + max(0, spacing))
        guard index < bars.count, x - barOrigin(index) < max(1, barWidth) else { return nil }
        return index
    }

    /// The rows the bars grow in: all but the label row and the value row.
    var barRows: Int {
        let hasLabels = bars.contains { !$0.label.isEmpty }
        return max(0, bounds.height - (hasLabels ? 1 : 0) - (showsValues ? 1 : 0))
    }

    /// Draws the bars that fit, their labels and their values.
    open override func draw(in canvas: Canvas) {
        let theme = theme
        let width = max(1, barWidth)
        let rows = barRows
        let top = showsValues ? 1 : 0
        let range = scale.range(of: bars.map(\.value))
        let palette = theme.chartSeries.isEmpty ? [theme.progressFill] : theme.chartSeries
        for (index, bar) in bars.enumerated() {
            let x = barOrigin(index)
            guard x + width <= bounds.width else { break }
            if rows > 0, let fraction = ChartScale.fraction(of: bar.value, in: range) {
                let eighths = Int((fraction * Double(rows * 8)).rounded())
                let style = bar.style ?? palette[index % palette.count]
                for row in 0..<rows {
                    guard let block = Sparkline.block(forColumnOf: eighths, row: row) else { break }
                    for column in x..<(x + width) {
                        canvas.put(block, at: Point(x: column, y: top + rows - 1 - row), style: style)
                    }
                }
            }
            let cell = Rect(x: x, y: 0, width: width, height: 1)
            if showsValues {
                canvas.draw(
                    text: valueFormatter(bar.value), in: cell, style: theme.text, alignment: .center,
                    wrapping: .none)
            }
            if !bar.label.isEmpty {
                canvas.draw(
                    text: bar.label, in: cell.offsetBy(dx: 0, dy: top + rows), style: theme.secondaryText,
                    alignment: .center, wrapping: .none)
            }
        }
    }
}
