// The window of the events workload: one of every widget of TrellisCore, laid out by
// constraints, for random input to land on.
//
//   ┌ Controls ─────────┐┌ split view ─────────────────────────────────────────────────┐
//   │ label             ││ tab view: List (1,000 rows) │ scroll view: a stack of 60     │
//   │ button → dialog   ││           Table (1,000 × 3) │ labels                         │
//   │ checkbox          ││           Text (text view)  │                                │
//   │ radio group       ││                             │                                │
//   │ text field        ││                             │                                │
//   │ progress bar      ││                             │                                │
//   │ spinner           ││                             │                                │
//   └───────────────────┘└─────────────────────────────────────────────────────────────┘
//   status bar

import TrellisCore

/// The widgets of the events workload's window, for the checks.
@MainActor
struct EveryWidgetWindow {
    let statusBar: StatusBar
    let controls: Box
    let split: SplitView
    let tabs: TabView
    let progress: ProgressBar
    /// How many times the button opened its dialog.
    let dialogsOpened: Counter

    /// A count shared with a closure.
    @MainActor
    final class Counter {
        var value = 0
    }
}

/// Fills `application`'s window with one of every widget.
@MainActor
func makeEveryWidgetWindow(in application: Application) -> EveryWidgetWindow {
    let window = application.window
    let opened = EveryWidgetWindow.Counter()

    let statusBar = StatusBar(
        hints: [StatusBar.Hint(key: "Tab", label: "next"), StatusBar.Hint(key: "^C", label: "quit")],
        message: "events workload")
    window.addSubview(statusBar)
    statusBar.bb.left().right().bottom().height(1)

    let controls = Box(title: "Controls")
    window.addSubview(controls)
    let button = Button("Open dialog") { [weak application] in
        guard let application else { return }
        opened.value += 1
        let dialog = Dialog(title: "Dialog", message: "Opened by the button")
        _ = dialog.addButton("OK")
        dialog.present(in: application)
    }
    let progress = ProgressBar(value: 0.4)
    let spinner = Spinner(title: "working")
    spinner.startAnimating()
    let column = StackView(
        arrangedSubviews: [
            Label("Every widget once"), button, Checkbox("A checkbox"),
            RadioGroup(options: ["one", "two", "three"]), TextField(placeholder: "type here"), progress,
            spinner,
        ], axis: .vertical, spacing: 1)
    column.alignment = .fill
    controls.contentView.addSubview(column)
    column.bb.left().right().top()

    let split = SplitView(axis: .horizontal, dividerPosition: 50)
    window.addSubview(split)
    LayoutConstraint.activate([
        controls.leftAnchor.constraint(equalTo: window.leftAnchor),
        controls.topAnchor.constraint(equalTo: window.topAnchor),
        controls.bottomAnchor.constraint(equalTo: statusBar.topAnchor),
        controls.widthAnchor.constraint(equalToConstant: 30),
        split.leftAnchor.constraint(equalTo: controls.rightAnchor),
        split.rightAnchor.constraint(equalTo: window.rightAnchor),
        split.topAnchor.constraint(equalTo: window.topAnchor),
        split.bottomAnchor.constraint(equalTo: statusBar.topAnchor),
    ])

    let tabs = TabView()
    tabs.addTab("List", view: ListView(rowCount: 1000) { "list row \($0)" })
    tabs.addTab(
        "Table",
        view: Table(columns: [TableColumn("#"), TableColumn("name"), TableColumn("size")], rowCount: 1000) {
            row, column in column == 0 ? "\(row)" : column == 1 ? "item \(row)" : "\(row * 37 % 1000) kB"
        })
    tabs.addTab(
        "Text",
        view: TextView(
            text: (0..<200).map { "line \($0) of a text view that wraps when narrow" }.joined(separator: "\n")
        ))
    split.firstPane.addSubview(tabs)
    tabs.bb.fill()

    let scroll = ScrollView()
    let scrolled = StackView(
        arrangedSubviews: (0..<60).map { Label("scrolled label \($0)") }, axis: .vertical)
    scroll.addSubview(scrolled)
    split.secondPane.addSubview(scroll)
    scroll.bb.fill()
    LayoutConstraint.activate([
        scrolled.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
        scrolled.rightAnchor.constraint(equalTo: scroll.contentLayoutGuide.rightAnchor),
        scrolled.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        scrolled.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        scrolled.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    return EveryWidgetWindow(
        statusBar: statusBar, controls: controls, split: split, tabs: tabs, progress: progress,
        dialogsOpened: opened)
}
