import TrellisCore

/// The meters at the top of the dashboard: total CPU, memory and swap, one row each, then a
/// bar per CPU core.
///
/// The view asks for one row per core (fewer when it is wide enough to put cores side by
/// side: ``heightForWidth(_:)``), at a priority the dashboard sets. When the layout gives it
/// fewer rows, it degrades on its own, most important first: the cores are packed into more,
/// narrower columns; when even that does not fit, they collapse and only the total bar
/// remains; with still fewer rows swap goes, then memory.
final class MetersView: TermView {
    /// What the meters show.
    struct Reading: Equatable {
        /// All CPUs' busy fraction (0…1).
        var cpu: Double = 0
        /// Each core's busy fraction (0…1).
        var cores: [Double] = []
        /// Memory and swap.
        var memory = MemoryInfo(total: 0, available: 0, swapTotal: 0, swapFree: 0)
    }

    /// The narrowest a core's cell may be (`12 ▕████▏ 42%`).
    static let minimumCoreCellWidth = 12
    /// How wide a core's cell would like to be when choosing columns.
    static let preferredCoreCellWidth = 28
    /// The blank columns between two columns of cores.
    static let coreColumnGap = 2
    /// The rows above the cores: CPU, memory, swap.
    static let summaryRows = 3

    /// What the meters show; setting it redraws, and re-lays out when the number of cores
    /// changes.
    var reading = Reading() {
        didSet {
            guard reading != oldValue else { return }
            if reading.cores.count != oldValue.cores.count { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// Creates the meters.
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - Layout

    /// No width of its own; the summary rows and one row per core.
    override var intrinsicContentSize: Size {
        Size(width: TermView.noIntrinsicMetric, height: Self.summaryRows + reading.cores.count)
    }

    /// The summary rows and the rows of cores in as many columns as `width` holds comfortably.
    override func heightForWidth(_ width: Int) -> Int? {
        let count = reading.cores.count
        guard count > 0 else { return Self.summaryRows }
        let columns = Self.columns(fitting: width, cellWidth: Self.preferredCoreCellWidth, count: count)
        return Self.summaryRows + (count + columns - 1) / columns
    }

    /// How many cells of `cellWidth` fit side by side in `width`: at least 1, at most `count`.
    static func columns(fitting width: Int, cellWidth: Int, count: Int) -> Int {
        max(1, min(count, (width + coreColumnGap) / (cellWidth + coreColumnGap)))
    }

    /// The grid the cores take in `width` × `rows` cells: as few columns as the rows allow
    /// (and at least as many as fit comfortably), or `nil` when the cells would be too narrow.
    static func coreGrid(count: Int, width: Int, rows: Int) -> (columns: Int, rows: Int)? {
        guard count > 0, rows > 0 else { return nil }
        let comfortable = columns(fitting: width, cellWidth: preferredCoreCellWidth, count: count)
        let needed = (count + rows - 1) / rows
        let columns = max(comfortable, needed)
        let cellWidth = (width - (columns - 1) * coreColumnGap) / columns
        guard cellWidth >= minimumCoreCellWidth else { return nil }
        return (columns, (count + columns - 1) / columns)
    }

    // MARK: - Drawing

    /// Draws the summary rows that fit, then the cores' grid if it fits.
    override func draw(in canvas: Canvas) {
        let memory = reading.memory
        let summaries: [(label: String, fraction: Double, value: String)] = [
            ("CPU", reading.cpu, DashboardFormat.percent(reading.cpu * 100) + "%"),
            (
                "Mem", memory.usedFraction,
                "\(DashboardFormat.bytes(memory.used))/\(DashboardFormat.bytes(memory.total))"
            ),
            (
                "Swp", memory.swapUsedFraction,
                memory.swapTotal == 0
                    ? "no swap"
                    : "\(DashboardFormat.bytes(memory.swapUsed))/\(DashboardFormat.bytes(memory.swapTotal))"
            ),
        ]
        let valueWidth = summaries.map(\.value.count).max() ?? 0
        for (row, summary) in summaries.prefix(max(0, bounds.height)).enumerated() {
            drawSummary(
                summary.label, fraction: summary.fraction, value: summary.value,
                valueWidth: valueWidth, row: row, in: canvas)
        }
        let coreRows = bounds.height - Self.summaryRows
        guard let grid = Self.coreGrid(count: reading.cores.count, width: bounds.width, rows: coreRows)
        else { return }
        let cellWidth = (bounds.width - (grid.columns - 1) * Self.coreColumnGap) / grid.columns
        let digits = String(reading.cores.count - 1).count
        for (index, usage) in reading.cores.enumerated() {
            // Down the columns first, like `htop`.
            let column = index / grid.rows
            let row = index % grid.rows
            let origin = Point(x: column * (cellWidth + Self.coreColumnGap), y: Self.summaryRows + row)
            drawCore(index, usage: usage, digits: digits, width: cellWidth, at: origin, in: canvas)
        }
    }

    /// `CPU ▕███░░░░░▏ 42.0%`: label, bar, value right-aligned; the value is left out when the
    /// row is too narrow for it and a bar of four cells.
    private func drawSummary(
        _ label: String, fraction: Double, value: String, valueWidth: Int, row: Int, in canvas: Canvas
    ) {
        let theme = theme
        canvas.draw(text: label, at: Point(x: 0, y: row), style: theme.title)
        let barStart = 4
        let showsValue = bounds.width >= barStart + 4 + 1 + valueWidth
        let barWidth = bounds.width - barStart - (showsValue ? valueWidth + 1 : 0)
        MeterBar.draw(
            fraction: fraction, width: barWidth, at: Point(x: barStart, y: row), in: canvas, theme: theme)
        if showsValue {
            canvas.draw(
                text: value, at: Point(x: bounds.width - value.count, y: row), style: theme.text)
        }
    }

    /// `3 ▕██░░░▏ 42%`: the core's number, its bar and its percentage.
    private func drawCore(
        _ index: Int, usage: Double, digits: Int, width: Int, at origin: Point, in canvas: Canvas
    ) {
        let theme = theme
        let number = String(index)
        let label = String(repeating: " ", count: digits - number.count) + number
        canvas.draw(text: label, at: origin, style: theme.secondaryText)
        let percent = "\(Int((min(1, max(0, usage)) * 100).rounded()))%"
        let percentWidth = 4
        let barWidth = width - digits - 1 - percentWidth - 1
        MeterBar.draw(
            fraction: usage, width: barWidth, at: Point(x: origin.x + digits + 1, y: origin.y), in: canvas,
            theme: theme)
        canvas.draw(
            text: percent, at: Point(x: origin.x + width - percent.count, y: origin.y), style: theme.text)
    }
}
