/// Lines through series of values, plotted in Braille dots (``BrailleCanvas``: two by four
/// dots per cell), with the range's ends written on the left.
///
/// Each series' values are spread evenly across the plot, the first on the left edge; with
/// ``capacity`` set, the plot spans that many values instead and a shorter series ends at the
/// right edge, so a history that is still filling up scrolls in from the right. Consecutive
/// values are joined by straight lines; a NaN or infinite value breaks the line. Series draw
/// in the theme's ``Theme/chartSeries`` colours in turn unless they have a style of their own;
/// where two series share a cell, the later one's colour shows.
///
/// ```swift
/// let cpu = LineChart(series: [LineChart.Series("CPU", values: history)])
/// cpu.scale = .fixed(0...100)
/// cpu.capacity = 120
/// window.addSubview(cpu)
/// cpu.bb.fill()
/// ```
@MainActor
open class LineChart: TermView {
    /// One line: a name, the values and optionally its own style.
    public struct Series: Hashable, Sendable {
        /// The series' name.
        public var name: String
        /// The values, first (leftmost) first.
        public var values: [Double]
        /// The line's style, instead of the theme's series colour.
        public var style: Style?

        /// Creates a series.
        public init(_ name: String, values: [Double], style: Style? = nil) {
            self.name = name
            self.values = values
            self.style = style
        }
    }

    /// The series, drawn in order (later ones on top).
    public var series: [Series] {
        didSet { if series != oldValue { setNeedsDisplay() } }
    }

    /// The vertical range (``ChartScale/automatic`` by default: from the smallest value, or
    /// zero, to the largest).
    public var scale: ChartScale = .automatic {
        didSet { if scale != oldValue { setNeedsDisplay() } }
    }

    /// The number of values the plot's width spans, or `nil` (the default) to spread each
    /// series across the whole width.
    public var capacity: Int? {
        didSet { if capacity != oldValue { setNeedsDisplay() } }
    }

    /// Whether the range's ends are written left of the plot (top and bottom rows).
    public var showsAxisLabels = true {
        didSet { if showsAxisLabels != oldValue { setNeedsDisplay() } }
    }

    /// How the axis labels write a value (rounded to a whole number by default).
    public var labelFormatter: @MainActor (Double) -> String = { String(Int($0.rounded())) } {
        didSet { setNeedsDisplay() }
    }

    /// Creates a line chart.
    ///
    /// - Parameter series: The series, drawn in order.
    public init(series: [Series] = []) {
        self.series = series
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The dots of the series plotted in `size` cells over `range`, each series in its style.
    ///
    /// - Parameters:
    ///   - series: The series and the style each draws with.
    ///   - range: The values at the plot's bottom and top edges.
    ///   - capacity: The values the width spans, or `nil` to spread each series over it.
    ///   - size: The plot's size in cells.
    public static func plot(
        _ series: [(values: [Double], style: Style)], range: ClosedRange<Double>, capacity: Int?,
        size: Size
    ) -> BrailleCanvas {
        var grid = BrailleCanvas(size: size)
        guard grid.dotWidth > 0, grid.dotHeight > 0 else { return grid }
        let right = Double(grid.dotWidth - 1)
        let bottom = Double(grid.dotHeight - 1)
        for (values, style) in series {
            let span = max(1, (capacity ?? values.count) - 1)
            let offset = capacity.map { $0 - values.count } ?? 0
            var previous: Point?
            for (index, value) in values.enumerated() {
                guard let fraction = ChartScale.fraction(of: value, in: range) else {
                    previous = nil
                    continue
                }
                let x = Int((Double(index + offset) / Double(span) * right).rounded())
                let point = Point(x: x, y: Int(((1 - fraction) * bottom).rounded()))
                if let previous {
                    grid.drawLine(from: previous, to: point, style: style)
                } else {
                    grid.setDot(at: point, style: style)
                }
                previous = point
            }
        }
        return grid
    }

    /// Draws the axis labels and the plot right of them.
    open override func draw(in canvas: Canvas) {
        let theme = theme
        let range = scale.range(of: series.lazy.flatMap(\.values))
        var plotLeft = 0
        if showsAxisLabels, bounds.height > 0 {
            let top = labelFormatter(range.upperBound)
            let bottom = labelFormatter(range.lowerBound)
            let width = max(DisplayWidth.of(top), DisplayWidth.of(bottom))
            for (text, row) in [(top, 0), (bottom, bounds.height - 1)] {
                canvas.draw(
                    text: text, in: Rect(x: 0, y: row, width: width, height: 1), style: theme.secondaryText,
                    alignment: .trailing, wrapping: .none)
            }
            for row in 0..<bounds.height {
                canvas.put(
                    row == bounds.height - 1 ? "└" : "│", at: Point(x: width, y: row), style: theme.border)
            }
            plotLeft = width + 1
        }
        let palette = theme.chartSeries.isEmpty ? [theme.progressFill] : theme.chartSeries
        let styled = series.enumerated().map { index, line in
            (values: line.values, style: line.style ?? palette[index % palette.count])
        }
        let size = Size(width: bounds.width - plotLeft, height: bounds.height)
        Self.plot(styled, range: range, capacity: capacity, size: size)
            .draw(in: canvas, at: Point(x: plotLeft, y: 0))
    }
}
