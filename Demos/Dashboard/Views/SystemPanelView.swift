import TrellisCore

/// The side panel: uptime, load, tasks and the recent history of CPU and memory use as
/// sparklines, one `Name    value` line each, the most important first — a shorter panel
/// shows the first lines that fit.
final class SystemPanelView: TermView {
    /// What the panel shows.
    struct Content: Equatable {
        /// Seconds since boot.
        var uptime: Double = 0
        /// Load averages and task counts.
        var load = LoadAverage(one: 0, five: 0, fifteen: 0, running: 0, tasks: 0)
        /// The number of processes.
        var processCount = 0
        /// Recent CPU use (0…1), oldest first.
        var cpuHistory: [Double] = []
        /// Recent memory use (0…1), oldest first.
        var memoryHistory: [Double] = []
        /// The host's name.
        var hostName = ""
        /// The kernel's release.
        var kernelRelease = ""
    }

    /// The narrowest the panel is useful: narrower, the dashboard hides it.
    static let minimumWidth = 20
    /// The columns of the names before the values.
    static let nameWidth = 8

    /// What the panel shows; setting it redraws.
    var content = Content() {
        didSet { if content != oldValue { setNeedsDisplay() } }
    }

    /// Creates the panel.
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// One line per item: its natural height.
    override var intrinsicContentSize: Size { Size(width: TermView.noIntrinsicMetric, height: lines.count) }

    /// The lines, most important first.
    var lines: [(name: String, value: String)] {
        let valueWidth = max(0, bounds.width - Self.nameWidth)
        let load = content.load
        return [
            ("Uptime", DashboardFormat.uptime(content.uptime)),
            (
                "Load",
                "\(DashboardFormat.load(load.one)) \(DashboardFormat.load(load.five)) \(DashboardFormat.load(load.fifteen))"
            ),
            ("Tasks", "\(content.processCount) procs, \(load.running) run"),
            ("CPU", Self.sparkline(content.cpuHistory, width: valueWidth)),
            ("Memory", Self.sparkline(content.memoryHistory, width: valueWidth)),
            ("Host", content.hostName),
            ("Kernel", content.kernelRelease),
        ]
    }

    /// The last `width` values (0…1) as a sparkline, one cell each.
    static func sparkline(_ values: [Double], width: Int) -> String {
        Sparkline.string(of: values, scale: .fixed(0...1), width: width)
    }

    /// Draws the lines that fit.
    override func draw(in canvas: Canvas) {
        let theme = theme
        for (row, line) in lines.prefix(max(0, bounds.height)).enumerated() {
            canvas.draw(text: line.name, at: Point(x: 0, y: row), style: theme.secondaryText)
            let valueRect = Rect(x: Self.nameWidth, y: row, width: bounds.width - Self.nameWidth, height: 1)
            let style = line.name == "CPU" || line.name == "Memory" ? theme.progressFill : theme.text
            canvas.draw(text: line.value, in: valueRect, style: style, wrapping: .none)
        }
    }
}
