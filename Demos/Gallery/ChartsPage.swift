import Foundation
import Trellis

/// The "Charts" tab: sparklines, a bar chart and a Braille line chart of two series, all from
/// fixed data (so the page looks the same every run).
@MainActor
final class ChartsPage: ScrollingPage {
    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let sparklineBox = Box(title: "Sparkline", lineStyle: .rounded, padding: padding)
    let barBox = Box(title: "BarChart", lineStyle: .rounded, padding: padding)
    let lineBox = Box(title: "LineChart · Braille dots", lineStyle: .rounded, padding: padding)

    let thinSparkline = Sparkline(values: ChartsPage.wave(count: 60, phase: 0))
    let tallSparkline = Sparkline(values: ChartsPage.wave(count: 60, phase: 1.5))
    let barChart = BarChart(
        bars: zip(
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"], [12.0, 19, 7, 25, 31, 22, 28, 16]
        )
        .map { BarChart.Bar($0, value: $1) })
    let lineChart = LineChart(series: [
        LineChart.Series("sine", values: ChartsPage.wave(count: 80, phase: 0)),
        LineChart.Series("cosine", values: ChartsPage.wave(count: 80, phase: .pi / 2)),
    ])

    init() {
        super.init(name: "charts")
        sparklineBox.identifier = "charts.sparklines"
        barBox.identifier = "charts.bars"
        lineBox.identifier = "charts.lines"
        for box in [sparklineBox, barBox, lineBox] { content.addSubview(box) }

        let thinLabel = Label("One row, 8 levels")
        let tallLabel = Label("Three rows, 24 levels")
        for label in [thinLabel, tallLabel] { label.themeStyle = \.secondaryText }
        tallSparkline.scale = .fixed(0...100)
        tallSparkline.themeStyle = \.success
        for view in [thinLabel, thinSparkline, tallLabel, tallSparkline] as [TermView] {
            sparklineBox.contentView.addSubview(view)
            view.bb.left().right()
        }
        thinLabel.bb.top().height(1)
        thinSparkline.bb.below(thinLabel).height(1)
        tallLabel.bb.below(thinSparkline).height(1)
        tallSparkline.bb.below(tallLabel).height(3).bottom()

        barChart.scale = .fixed(0...35)
        barBox.contentView.addSubview(barChart)
        barChart.bb.left().top().bottom().height(>=5)

        lineChart.scale = .fixed(0...100)
        lineBox.contentView.addSubview(lineChart)
        lineChart.bb.fill()
        lineChart.bb.height(>=6)

        sparklineBox.bb.left(1).top()
        barBox.bb.left(sparklineBox.rightAnchor + 1).right(-1).top().bottom(sparklineBox)
        barBox.bb.width(>=Double(barChart.intrinsicContentSize.width + 4) ~ 700)
        lineBox.bb.left(1).right(-1).below(sparklineBox).bottom()
    }

    /// `count` values of a sine wave between 0 and 100, starting at `phase`.
    static func wave(count: Int, phase: Double) -> [Double] {
        (0..<count).map { 50 + 45 * sin(phase + Double($0) / 6) }
    }
}
