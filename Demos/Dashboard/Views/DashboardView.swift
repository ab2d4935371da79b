import TrellisCore

/// The dashboard's screen: a title line, the meters and the system panel side by side, the
/// process table under them (with the CPU's history charted beside it, under the system panel)
/// and a status bar — all placed by constraints whose priorities say
/// what gives way first as the terminal shrinks.
///
/// Vertically (highest priority kept longest): the title and status rows and one row of meters
/// are required; the process table keeps a header and three rows at 650; the meters keep all
/// their rows (one per core) at 600; everything else goes to the table's rows. So a shorter
/// terminal first takes the table's rows, then packs or collapses the per-core bars, then takes
/// the table altogether.
///
/// Horizontally: the meters keep 46 columns at 550 before the system panel gets its 32 at 500,
/// so a narrower terminal first narrows the panel, and a panel too narrow to be useful hides
/// and gives its columns back to the meters; the CPU history box under it shows and hides with
/// it, as wide as it, and gives its columns to the table. The table's columns give way by their own
/// priorities (status, user, RSS, MEM%, then the command).
///
/// Boxes next to each other overlap by one cell and share the border between them, drawn once
/// with `┬ ┴ ├ ┤ ┼` where the borders meet; widths and heights below count both borders.
///
/// A hidden box leaves the arrangement, as a hidden view leaves a stack: its neighbour takes
/// its edge, and the box keeps only its border (no view is narrower than its content's
/// required constraints allow), hidden under the meters' edge.
///
/// The view draws nothing itself and knows nothing of /proc: ``DashboardController`` fills it.
final class DashboardView: TermView {
    /// The title line: host, kernel, uptime and load.
    let titleLabel = Label()
    /// The box around the meters.
    let metersBox = Box(title: " CPU & memory ")
    /// CPU, memory, swap and per-core bars.
    let meters = MetersView()
    /// The box around the system panel.
    let systemBox = Box(title: " System ")
    /// Uptime, load, tasks and sparklines.
    let systemPanel = SystemPanelView()
    /// The box around the process table.
    let processBox = Box(title: " Processes ")
    /// The process table.
    let table: Table
    /// The box of the CPU's history, right of the process table and under the system panel.
    let historyBox = Box(title: " CPU history ")
    /// The history chart and the per-core bars.
    let history = CPUHistoryView()
    /// Key hints and the refresh state.
    let statusBar = StatusBar()

    /// The meters' columns kept before the system panel gets any.
    static let metersPreferredWidth = 46.0
    /// The system panel's width when there is room.
    static let systemPreferredWidth = 32.0
    /// The table's rows kept before the meters give up theirs (a header and three rows).
    static let tableMinimumRows = 4.0
    /// The fewest rows a process box is drawn with: its border, the header and one row.
    static let processBoxMinimumHeight = 4
    /// The meters' required width: the narrowest terminal the dashboard lays out in.
    static let metersMinimumWidth = 20.0

    /// The meters box's required height: its border and one row (the CPU bar).
    static let metersBoxMinimumHeight = 3
    /// The cells two neighbouring boxes overlap by: the border they share.
    static let sharedBorder = 1

    /// Holds the system panel as narrow as it goes while it is hidden (inactive while it shows).
    private var systemCollapse: LayoutConstraint!
    /// Holds the process box as short as it goes while it is hidden (inactive while it shows).
    private var processCollapse: LayoutConstraint!
    /// The system panel right of the meters, while it shows.
    private var systemBesideMeters: LayoutConstraint!
    /// The meters to the right edge, while the system panel hides.
    private var metersToRightEdge: LayoutConstraint!
    /// The process box under the meters, while it shows.
    private var processBelowMeters: LayoutConstraint!
    /// The meters down to the status bar, while the process box hides.
    private var metersToStatusBar: LayoutConstraint!
    /// The history box right of the process box, while it shows.
    private var historyBesideProcesses: LayoutConstraint!
    /// The process box to the right edge, while the history box hides.
    private var processesToRightEdge: LayoutConstraint!

    /// The table's columns: widths, and the priorities by which they give way.
    static let tableColumns: [TableColumn] = ProcessColumn.allCases.map { column in
        switch column {
        case .pid: TableColumn(column.title, width: .fixed(7), priority: 900, alignment: .trailing)
        case .user: TableColumn(column.title, width: .fixed(9), priority: 400)
        case .cpu: TableColumn(column.title, width: .fixed(6), priority: 800, alignment: .trailing)
        case .memory: TableColumn(column.title, width: .fixed(5), priority: 600, alignment: .trailing)
        case .resident: TableColumn(column.title, width: .fixed(6), priority: 500, alignment: .trailing)
        case .state: TableColumn(column.title, width: .fixed(1), priority: 300)
        case .command: TableColumn(column.title, width: .flexible(minimum: 12), priority: 700)
        }
    }

    /// Creates the screen with its constraints; add it to a window and fill the window with it.
    override init() {
        table = Table(columns: Self.tableColumns)
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "dashboard"
        titleLabel.identifier = "title"
        titleLabel.themeStyle = \.title
        metersBox.identifier = "meters-box"
        meters.identifier = "meters"
        systemBox.identifier = "system-box"
        systemPanel.identifier = "system"
        processBox.identifier = "processes-box"
        table.identifier = "processes"
        historyBox.identifier = "history-box"
        history.identifier = "history"
        statusBar.identifier = "status"
        for view in [titleLabel, metersBox, systemBox, processBox, historyBox, statusBar] as [TermView] {
            addSubview(view)
        }
        metersBox.contentView.addSubview(meters)
        systemBox.contentView.addSubview(systemPanel)
        processBox.contentView.addSubview(table)
        historyBox.contentView.addSubview(history)
        // What the table draws when it cannot show any process.
        table.placeholder = "reading /proc…"
        activateConstraints()
    }

    private func activateConstraints() {
        let shared = Double(Self.sharedBorder)
        systemBesideMeters = systemBox.leftAnchor.constraint(
            equalTo: metersBox.rightAnchor, constant: -shared)
        metersToRightEdge = metersBox.rightAnchor.constraint(equalTo: rightAnchor)
        processBelowMeters = processBox.topAnchor.constraint(
            equalTo: metersBox.bottomAnchor, constant: -shared)
        metersToStatusBar = metersBox.bottomAnchor.constraint(equalTo: statusBar.topAnchor)
        historyBesideProcesses = historyBox.leftAnchor.constraint(
            equalTo: processBox.rightAnchor, constant: -shared)
        processesToRightEdge = processBox.rightAnchor.constraint(equalTo: rightAnchor)
        let required: [LayoutConstraint] = [
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 1),
            titleLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -1),
            titleLabel.heightAnchor.constraint(equalToConstant: 1),

            metersBox.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            metersBox.leftAnchor.constraint(equalTo: leftAnchor),
            meters.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.metersMinimumWidth),
            meters.heightAnchor.constraint(greaterThanOrEqualToConstant: 1),

            systemBox.topAnchor.constraint(equalTo: metersBox.topAnchor),
            systemBox.bottomAnchor.constraint(equalTo: metersBox.bottomAnchor),
            systemBesideMeters,
            systemBox.rightAnchor.constraint(equalTo: rightAnchor),

            processBelowMeters,
            processBox.leftAnchor.constraint(equalTo: leftAnchor),
            historyBesideProcesses,
            processBox.bottomAnchor.constraint(equalTo: statusBar.topAnchor),

            historyBox.topAnchor.constraint(equalTo: processBox.topAnchor),
            historyBox.bottomAnchor.constraint(equalTo: processBox.bottomAnchor),
            historyBox.rightAnchor.constraint(equalTo: rightAnchor),
            historyBox.widthAnchor.constraint(equalTo: systemBox.widthAnchor),

            statusBar.leftAnchor.constraint(equalTo: leftAnchor),
            statusBar.rightAnchor.constraint(equalTo: rightAnchor),
            statusBar.bottomAnchor.constraint(equalTo: bottomAnchor),
            statusBar.heightAnchor.constraint(equalToConstant: 1),
        ]
        for view in [meters, systemPanel, table, history] as [TermView] {
            guard let content = view.superview else { continue }
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: content.leftAnchor),
                view.rightAnchor.constraint(equalTo: content.rightAnchor),
                view.topAnchor.constraint(equalTo: content.topAnchor),
                view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            ])
        }
        // The meters' rows: their wish (one row per core, from heightForWidth) held at 600.
        meters.setContentCompressionResistancePriority(600, for: .vertical)
        meters.setContentHuggingPriority(600, for: .vertical)
        // The system panel's lines never push the meters taller.
        systemPanel.setContentCompressionResistancePriority(1, for: .vertical)
        systemPanel.setContentHuggingPriority(1, for: .vertical)

        let tableRows = processBox.heightAnchor.constraint(
            greaterThanOrEqualToConstant: Self.tableMinimumRows + 2)
        tableRows.priority = 650
        tableRows.identifier = "table keeps a header and three rows"
        let metersWidth = metersBox.widthAnchor.constraint(
            greaterThanOrEqualToConstant: Self.metersPreferredWidth)
        metersWidth.priority = 550
        metersWidth.identifier = "meters before the side panel"
        let systemWidth = systemBox.widthAnchor.constraint(equalToConstant: Self.systemPreferredWidth)
        systemWidth.priority = 500
        systemWidth.identifier = "side panel width"
        systemCollapse = systemBox.widthAnchor.constraint(equalToConstant: 0)
        systemCollapse.priority = 560
        systemCollapse.identifier = "side panel hidden"
        processCollapse = processBox.heightAnchor.constraint(equalToConstant: 0)
        processCollapse.priority = 660
        processCollapse.identifier = "process table hidden"
        LayoutConstraint.activate(required + [tableRows, metersWidth, systemWidth])
    }

    /// Whether the system panel is shown (it hides when the layout leaves it too narrow).
    var showsSystemPanel: Bool { !systemBox.isHidden }

    /// Hides what the layout made too small to be useful, and gives its room away.
    ///
    /// The system panel hides when the solved width it got is below its minimum; its width
    /// then goes to the meters. It comes back when the meters have its minimum to spare beyond
    /// their own preferred width (the border they would share counted once) — the same
    /// condition seen from the other side, so it does not flicker. Likewise the process box
    /// hides when it would not show a single row, and its rows go to the meters until they
    /// could spare the box's minimum beyond their own.
    override func layoutSubviews() {
        let systemMinimum = Double(SystemPanelView.minimumWidth + 2)
        if systemCollapse.isActive {
            let spare = Double(metersBox.frame.width + Self.sharedBorder) - Self.metersPreferredWidth
            if spare >= systemMinimum {
                arrange(
                    systemBox, shown: true, collapse: systemCollapse, inPlace: systemBesideMeters,
                    instead: metersToRightEdge)
            }
        } else if Double(systemBox.frame.width) < systemMinimum {
            arrange(
                systemBox, shown: false, collapse: systemCollapse, inPlace: systemBesideMeters,
                instead: metersToRightEdge)
        }
        if processCollapse.isActive {
            let spare = metersBox.frame.height + Self.sharedBorder - Self.metersBoxMinimumHeight
            if spare >= Self.processBoxMinimumHeight {
                arrange(
                    processBox, shown: true, collapse: processCollapse, inPlace: processBelowMeters,
                    instead: metersToStatusBar)
            }
        } else if processBox.frame.height < Self.processBoxMinimumHeight {
            arrange(
                processBox, shown: false, collapse: processCollapse, inPlace: processBelowMeters,
                instead: metersToStatusBar)
        }
        let showsHistory = !systemBox.isHidden && !processBox.isHidden
        if historyBox.isHidden == showsHistory {
            // The history box follows the system panel and the table: beside the table while both
            // show, under the table's edge (hidden, as narrow as the collapsed panel) otherwise.
            if showsHistory {
                processesToRightEdge.isActive = false
                historyBesideProcesses.isActive = true
            } else {
                historyBesideProcesses.isActive = false
                processesToRightEdge.isActive = true
            }
            historyBox.isHidden = !showsHistory
        }
    }

    /// Shows `box` in its place next to the meters (`inPlace`), or hides it: out of the
    /// arrangement, the meters take its edge (`instead`) and `collapse` holds it as small as it
    /// goes. The constraint that leaves goes first, so the two never conflict.
    private func arrange(
        _ box: Box, shown: Bool, collapse: LayoutConstraint, inPlace: LayoutConstraint,
        instead: LayoutConstraint
    ) {
        if shown {
            instead.isActive = false
            collapse.isActive = false
            inPlace.isActive = true
        } else {
            inPlace.isActive = false
            instead.isActive = true
            collapse.isActive = true
        }
        box.isHidden = !shown
    }
}
