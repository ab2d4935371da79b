import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct SparklineTests {
    @Test func levelsRunFromOneEighthToTheFullHeight() {
        let levels = Sparkline.levels(of: [0, 0.5, 1], scale: .fixed(0...1), width: 10, rows: 1)
        #expect(levels == [1, 5, 8])
        let tall = Sparkline.levels(of: [0, 1, .nan, 2], scale: .fixed(0...1), width: 10, rows: 2)
        #expect(tall == [1, 16, nil, 16])
    }

    @Test func theNewestValuesAreOnTheRight() {
        let line = Sparkline(values: [0, 1, 2, 3, 4, 5, 6, 7])
        let terminal = BasicWidgetTest.terminal(
            10, 1, showing: line, at: Rect(x: 0, y: 0, width: 10, height: 1))
        terminal.assertScreen(["  ▁▂▃▄▅▆▇█"])
        line.values = Array(0..<12).map(Double.init)
        terminal.runUntilIdle()
        // The two oldest values are left out; the scale is the shown values' own.
        terminal.assertScreen(["▂▃▄▄▅▅▆▇▇█"])
    }

    @Test func aTallSparklineStacksBlocks() {
        let line = Sparkline(values: [0, 0.5, 1, .infinity])
        line.scale = .fixed(0...1)
        let terminal = BasicWidgetTest.terminal(
            4, 2, showing: line, at: Rect(x: 0, y: 0, width: 4, height: 2))
        // 0.5 is 9 of 16 eighths: a full block and one eighth above it.
        terminal.assertScreen([" ▁█ ", "▁██ "])
    }

    @Test func itDrawsInItsThemeStyle() {
        let line = Sparkline(values: [1, 2])
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            2, 1, showing: line, at: Rect(x: 0, y: 0, width: 2, height: 1), theme: theme)
        #expect(terminal.styledScreen == ["{\(theme.progressFill)}▅█"])
        line.themeStyle = \.error
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{\(theme.error)}▅█"])
        #expect(line.intrinsicContentSize == Size(width: 2, height: 1))
    }

    @Test func aScaleIsNeverEmpty() {
        #expect(ChartScale.automatic.range(of: [3, 3]) == 0...3)
        #expect(ChartScale.automatic.range(of: [-2, 5, .nan]) == -2...5)
        #expect(ChartScale.automatic.range(of: []) == -1...0)
        #expect(ChartScale.fixed(4...4).range(of: [1]) == 3...4)
    }
}
