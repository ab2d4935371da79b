import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct LineChartTests {
    @Test func brailleDotsMapToTheirBits() {
        var grid = BrailleCanvas(size: Size(width: 2, height: 1))
        grid.setDot(at: Point(x: 0, y: 0))
        grid.setDot(at: Point(x: 3, y: 3))
        grid.setDot(at: Point(x: 9, y: 9))  // outside: ignored
        #expect(grid.lines == ["⠁⢀"])
        grid.setDot(at: Point(x: 1, y: 0))
        grid.setDot(at: Point(x: 0, y: 3))
        #expect(grid.character(at: Point(x: 0, y: 0)) == "⡉")
        #expect(grid.character(at: Point(x: 5, y: 0)) == nil)
    }

    @Test func linesHaveNoGaps() {
        var grid = BrailleCanvas(size: Size(width: 2, height: 1))
        grid.drawLine(from: Point(x: 0, y: 3), to: Point(x: 3, y: 0))
        #expect(grid.lines == ["⡠⠊"])
        var steep = BrailleCanvas(size: Size(width: 1, height: 2))
        steep.drawLine(from: Point(x: 0, y: 7), to: Point(x: 0, y: 0))
        #expect(steep.lines == ["⡇", "⡇"])
    }

    @Test func aSeriesSpansThePlotAndNaNBreaksIt() {
        let rising = LineChart.plot(
            [([0, 1], .plain)], range: 0...1, capacity: nil, size: Size(width: 2, height: 1))
        #expect(rising.lines == ["⡠⠊"])
        let broken = LineChart.plot(
            [([1, .nan, 1], .plain)], range: 0...1, capacity: nil, size: Size(width: 2, height: 1))
        #expect(broken.lines == ["⠁⠈"])
        // With a capacity of four, two values take the right third of the plot.
        let filling = LineChart.plot(
            [([1, 1], .plain)], range: 0...1, capacity: 4, size: Size(width: 3, height: 1))
        #expect(filling.lines == [" ⠈⠉"])
    }

    @Test func theChartWritesItsRangeAndPlotsRightOfIt() {
        let chart = LineChart(series: [LineChart.Series("up", values: [0, 5, 10])])
        let terminal = BasicWidgetTest.terminal(
            8, 2, showing: chart, at: Rect(x: 0, y: 0, width: 8, height: 2))
        terminal.assertScreen(["10│   ⡠⠊", " 0└⡠⠔⠊  "])
        chart.showsAxisLabels = false
        chart.labelFormatter = { "\($0)" }
        terminal.runUntilIdle()
        #expect(!terminal.screen[0].contains("10"))
    }

    @Test func seriesTakeTheThemesColours() {
        let theme = Theme.default
        let chart = LineChart(series: [
            LineChart.Series("a", values: [1, 1]), LineChart.Series("b", values: [0, 0]),
        ])
        chart.showsAxisLabels = false
        chart.scale = .fixed(0...1)
        let terminal = BasicWidgetTest.terminal(
            1, 1, showing: chart, at: Rect(x: 0, y: 0, width: 1, height: 1), theme: theme)
        // Both series share the one cell: the later one's colour shows.
        #expect(terminal.screen == ["⣉"])
        #expect(terminal.styledScreen == ["{\(theme.chartSeries[1])}⣉"])
    }
}
