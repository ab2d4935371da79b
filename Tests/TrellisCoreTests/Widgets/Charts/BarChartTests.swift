import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct BarChartTests {
    private func makeChart(_ bars: [BarChart.Bar], width: Int, height: Int, theme: Theme = .monochrome)
        -> (TestTerminal, BarChart)
    {
        let chart = BarChart(bars: bars)
        let terminal = BasicWidgetTest.terminal(
            width, height, showing: chart, at: Rect(x: 0, y: 0, width: width, height: height), theme: theme)
        return (terminal, chart)
    }

    @Test func barsGrowFromTheLabelsWithTheirValuesOnTop() {
        let (terminal, _) = makeChart(
            [BarChart.Bar("a", value: 100), BarChart.Bar("b", value: 50), BarChart.Bar("c", value: 25)],
            width: 11, height: 5)
        terminal.assertScreen([
            "100 50  25 ",
            "███        ",
            "███ ▄▄▄    ",
            "███ ███ ▆▆▆",
            " a   b   c ",
        ])
    }

    @Test func aFixedScaleAndNoValuesRow() {
        let (terminal, chart) = makeChart([BarChart.Bar("", value: 0.5)], width: 2, height: 2)
        chart.scale = .fixed(0...1)
        chart.showsValues = false
        chart.barWidth = 2
        terminal.runUntilIdle()
        // No labels and no values: both rows are the bar's, half of 16 eighths.
        terminal.assertScreen(["  ", "██"])
    }

    @Test func barsThatDoNotFitAreLeftOut() {
        let (terminal, chart) = makeChart(
            [BarChart.Bar("x", value: 1), BarChart.Bar("y", value: 1)], width: 6, height: 3)
        #expect(chart.intrinsicContentSize.width == 7)
        terminal.assertScreen([" 1    ", "███   ", " x    "])
        #expect(chart.bar(atColumn: 1) == 0)
        #expect(chart.bar(atColumn: 3) == nil)
        #expect(chart.bar(atColumn: 4) == 1)
        #expect(chart.bar(atColumn: 7) == nil)
    }

    @Test func barsTakeTheSeriesColoursInTurn() {
        let theme = Theme.default
        let (terminal, chart) = makeChart(
            [BarChart.Bar("", value: 1), BarChart.Bar("", value: 1, style: theme.error)], width: 3, height: 1,
            theme: theme)
        chart.barWidth = 1
        chart.showsValues = false
        terminal.runUntilIdle()
        #expect(chartRow(terminal) == "{\(theme.chartSeries[0])}█{\(Style.plain)} {\(theme.error)}█")
    }

    private func chartRow(_ terminal: TestTerminal) -> String {
        terminal.styledScreen[0]
    }
}
