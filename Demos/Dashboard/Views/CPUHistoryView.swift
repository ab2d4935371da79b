import TrellisCore

/// The CPU's recent history as a line chart (Braille dots, 0–100%) over a bar per core, for the
/// box under the system panel. The chart keeps its rows longest: the bars give theirs up first.
final class CPUHistoryView: TermView {
    /// The history: total CPU use, oldest first, spanning ``DashboardModel/historyLength``.
    let chart = LineChart()
    /// One bar per core.
    let coreBars = BarChart()

    /// The rows the core bars like: their values, three rows of bars and their numbers.
    static let coreBarsHeight = 5.0
    /// The rows the chart keeps before the bars get any.
    static let chartMinimumHeight = 3.0

    /// Creates the view.
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        chart.identifier = "cpu-history"
        coreBars.identifier = "core-bars"
        chart.scale = .fixed(0...100)
        chart.capacity = DashboardModel.historyLength
        chart.labelFormatter = { "\(Int($0.rounded()))%" }
        coreBars.scale = .fixed(0...100)
        coreBars.valueFormatter = { "\(Int($0.rounded()))" }
        // The bars never widen the box: it is as wide as the system panel, which must be free
        // to collapse.
        coreBars.setContentCompressionResistancePriority(1, for: .horizontal)
        addSubview(chart)
        addSubview(coreBars)
        let barsHeight = coreBars.heightAnchor.constraint(equalToConstant: Self.coreBarsHeight)
        barsHeight.priority = 300
        let chartHeight = chart.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.chartMinimumHeight)
        chartHeight.priority = 350
        LayoutConstraint.activate([
            chart.leftAnchor.constraint(equalTo: leftAnchor),
            chart.rightAnchor.constraint(equalTo: rightAnchor),
            chart.topAnchor.constraint(equalTo: topAnchor),
            coreBars.topAnchor.constraint(equalTo: chart.bottomAnchor),
            coreBars.leftAnchor.constraint(equalTo: leftAnchor),
            coreBars.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor),
            coreBars.bottomAnchor.constraint(equalTo: bottomAnchor),
            coreBars.heightAnchor.constraint(lessThanOrEqualToConstant: Self.coreBarsHeight),
            barsHeight, chartHeight,
        ])
    }

    /// Shows `history` (0…1, oldest first) and each core's use (0…1).
    func update(history: [Double], cores: [Double]) {
        chart.series = [LineChart.Series("CPU", values: history.map { $0 * 100 })]
        coreBars.bars = cores.enumerated().map { BarChart.Bar(String($0), value: $1 * 100) }
        fitCoreBars()
    }

    /// Shares the width out among the cores' bars, with a column between two bars.
    override func layoutSubviews() {
        fitCoreBars()
    }

    private func fitCoreBars() {
        let count = max(1, coreBars.bars.count)
        let barWidth = max(1, min(4, (bounds.width + 1) / count - 1))
        if coreBars.barWidth != barWidth { coreBars.barWidth = barWidth }
        coreBars.showsValues = barWidth >= 3
    }
}
