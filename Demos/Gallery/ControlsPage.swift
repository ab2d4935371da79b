import Trellis

/// The "Controls" tab: buttons, checkboxes, a radio group that switches the gallery's theme,
/// progress bars (one animated by a timer, one moved by buttons in eighths of a cell) and
/// spinners.
@MainActor
final class ControlsPage: ScrollingPage {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }
    /// Opens the gallery's dialog.
    var openDialog: @MainActor () -> Void = {}

    /// The themes the radio group offers, in its order.
    static let themes: [(name: String, theme: Theme)] = [
        ("Default", .default), ("Monochrome", .monochrome), ("Amber", .amber),
    ]

    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let buttonsBox = Box(title: "Button", lineStyle: .rounded, padding: padding)
    let togglesBox = Box(title: "Checkbox · RadioGroup", lineStyle: .rounded, padding: padding)
    let progressBox = Box(title: "ProgressBar", lineStyle: .rounded, padding: padding)
    let spinnersBox = Box(title: "Spinner", lineStyle: .rounded, padding: padding)

    let pressMeButton = Button("Press me")
    let dialogButton = Button("Open dialog…")
    let disabledButton = Button("Disabled")
    let pressCount = Label("Not pressed yet")
    var presses = 0

    let animateCheckbox = Checkbox("Animate the progress bar", isChecked: true)
    let percentageCheckbox = Checkbox("Show the percentage", isChecked: true)
    let spinCheckbox = Checkbox("Spin the spinners", isChecked: true)
    let themeGroup = RadioGroup(options: ControlsPage.themes.map(\.name), selectedIndex: 0)

    let timedProgress = ProgressBar(value: 0.35)
    let steppedProgress = ProgressBar(value: 0.5)
    let stepDown = Button("−")
    let stepUp = Button("+")
    let steppedLabel = Label("")

    let spinners = [
        Spinner(title: "Dots", frames: Spinner.dotFrames),
        Spinner(title: "Line", frames: Spinner.lineFrames),
        Spinner(title: "Quadrants", frames: ["▖", "▘", "▝", "▗"]),
    ]

    /// The timer that moves ``timedProgress`` while the page shows.
    private var progressTimer: ScheduledTimer?
    /// Whether the page is on screen (timers and spinners run only then).
    private(set) var isActive = false

    init() {
        super.init(name: "controls")
        buildButtons()
        buildToggles()
        buildProgress()
        buildSpinners()
        for box in [buttonsBox, togglesBox, progressBox, spinnersBox] { content.addSubview(box) }
        buttonsBox.identifier = "controls.buttons"
        togglesBox.identifier = "controls.toggles"
        progressBox.identifier = "controls.progress"
        spinnersBox.identifier = "controls.spinners"
        buttonsBox.bb.left(1).top()
        togglesBox.bb.left(buttonsBox).right(buttonsBox).below(buttonsBox).bottom()
        progressBox.bb.left(buttonsBox.rightAnchor + 1).right(-1).top().width(buttonsBox)
        spinnersBox.bb.left(progressBox).right(progressBox).below(progressBox).bottom()
    }

    private func buildButtons() {
        pressMeButton.identifier = "controls.pressMe"
        dialogButton.identifier = "controls.openDialog"
        disabledButton.isEnabled = false
        pressMeButton.onPress = { [unowned self] in
            presses += 1
            pressCount.text = presses == 1 ? "Pressed once" : "Pressed \(presses) times"
            report("Button pressed (\(presses)×)")
        }
        dialogButton.onPress = { [unowned self] in openDialog() }
        let row = StackView(arrangedSubviews: [pressMeButton, dialogButton], axis: .horizontal, spacing: 2)
        let disabledNote = Label("isEnabled = false")
        disabledNote.themeStyle = \.secondaryText
        let disabledRow = StackView(
            arrangedSubviews: [disabledButton, disabledNote], axis: .horizontal, spacing: 2)
        let hint = Label("Enter, Space or a click presses the focused button.")
        hint.themeStyle = \.secondaryText
        hint.lineBreakMode = .wordWrapping
        pressCount.identifier = "controls.pressCount"
        let column = StackView(
            arrangedSubviews: [row, disabledRow, pressCount, hint], axis: .vertical, spacing: 0)
        column.alignment = .leading
        column.setCustomSpacing(1, after: disabledRow)
        buttonsBox.contentView.addSubview(column)
        column.bb.fill()
        hint.bb.width(column)
    }

    private func buildToggles() {
        animateCheckbox.onToggle = { [unowned self] _ in updateTimers() }
        percentageCheckbox.onToggle = { [unowned self] checked in timedProgress.showsPercentage = checked }
        spinCheckbox.onToggle = { [unowned self] _ in updateTimers() }
        themeGroup.identifier = "controls.theme"
        themeGroup.onSelect = { [unowned self] index in
            window?.theme = Self.themes[index].theme
            report("Theme: \(Self.themes[index].name)")
        }
        let themeTitle = Label("Theme")
        themeTitle.themeStyle = \.title
        let column = StackView(
            arrangedSubviews: [animateCheckbox, percentageCheckbox, spinCheckbox, themeTitle, themeGroup],
            axis: .vertical)
        column.alignment = .leading
        column.setCustomSpacing(1, after: spinCheckbox)
        togglesBox.contentView.addSubview(column)
        column.bb.left().right(<=0).top().bottom(<=0)
    }

    private func buildProgress() {
        timedProgress.identifier = "controls.timedProgress"
        timedProgress.showsPercentage = true
        steppedProgress.identifier = "controls.steppedProgress"
        stepDown.onPress = { [unowned self] in step(by: -1) }
        stepUp.onPress = { [unowned self] in step(by: 1) }
        updateSteppedLabel()
        let timedTitle = Label("Driven by a timer")
        timedTitle.themeStyle = \.secondaryText
        let steppedRow = StackView(
            arrangedSubviews: [stepDown, steppedProgress, stepUp], axis: .horizontal, spacing: 1)
        steppedRow.alignment = .center
        // The bar gives up room before the buttons do.
        steppedProgress.setContentCompressionResistancePriority(
            LayoutPriority(rawValue: 300), for: .horizontal)
        steppedProgress.setContentHuggingPriority(LayoutPriority(rawValue: 1), for: .horizontal)
        let column = StackView(
            arrangedSubviews: [timedTitle, timedProgress, steppedLabel, steppedRow], axis: .vertical)
        column.alignment = .fill
        column.setCustomSpacing(1, after: timedProgress)
        steppedLabel.themeStyle = \.secondaryText
        progressBox.contentView.addSubview(column)
        column.bb.fill()
    }

    private func buildSpinners() {
        for (index, spinner) in spinners.enumerated() { spinner.identifier = "controls.spinner\(index)" }
        let column = StackView(arrangedSubviews: spinners, axis: .vertical)
        column.alignment = .leading
        spinnersBox.contentView.addSubview(column)
        column.bb.left().top().bottom(<=0).right(<=0)
    }

    /// Moves the stepped bar by `eighths` eighths of a cell.
    func step(by eighths: Int) {
        let cells = Double(max(1, steppedProgress.bounds.width))
        steppedProgress.value += Double(eighths) / (8 * cells)
        updateSteppedLabel()
    }

    private func updateSteppedLabel() {
        steppedLabel.text = "− and + move it by ⅛ cell: \(steppedProgress.percentageText)"
    }

    /// Starts the timer and the spinners when the page shows, stops them when it hides.
    func setActive(_ active: Bool) {
        isActive = active
        updateTimers()
    }

    private func updateTimers() {
        let animates = isActive && animateCheckbox.isChecked
        if animates, progressTimer == nil, let application = window?.application {
            progressTimer = application.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
                [weak self] in
                guard let self else { return }
                let next = timedProgress.value + 0.01
                timedProgress.value = next > 1.0001 ? 0 : next
            }
        } else if !animates {
            progressTimer?.cancel()
            progressTimer = nil
        }
        for spinner in spinners {
            if isActive && spinCheckbox.isChecked {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
        }
    }
}

extension Theme {
    /// A warm theme on the terminal's background: amber accents and selections.
    static let amber = Theme.default.with { theme in
        theme.accent = .indexed(214)
        theme.focusedBorder = Style(foreground: .indexed(214))
        theme.focusedButton = Style(foreground: .black, background: .indexed(214), attributes: .bold)
        theme.pressedButton = Style(foreground: .black, background: .indexed(222), attributes: .bold)
        theme.selection = Style(foreground: .black, background: .indexed(214))
        theme.progressFill = Style(foreground: .indexed(214))
        theme.statusKey = Style(foreground: .indexed(214), background: .indexed(236), attributes: .bold)
        theme.title = Style(foreground: .indexed(222), attributes: .bold)
    }
}
