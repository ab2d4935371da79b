import Trellis

/// The "Constraints" tab, a live demonstration of the solver: a panel whose width constraint
/// is animated, three swatches whose widths give way in priority order as the terminal
/// narrows, and a button that adds a conflicting required constraint so the engine breaks it
/// and the constraint debugger shows it.
@MainActor
final class ConstraintsPage: ScrollingPage {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }
    /// Shows the constraint debugger.
    var showDebugger: @MainActor () -> Void = {}

    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let animationBox = Box(title: "TermView.animate", lineStyle: .rounded, padding: padding)
    let prioritiesBox = Box(title: "Priorities give way", lineStyle: .rounded, padding: padding)
    let conflictBox = Box(title: "Conflicts and the debugger", lineStyle: .rounded, padding: padding)

    // Animation.
    let animateButton = Button("Animate")
    let loopCheckbox = Checkbox("Loop")
    let panel = Swatch("", color: .indexed(24))
    let track = TermView()
    /// The panel's width: the constant the animation moves.
    private(set) var panelWidth: LayoutConstraint!
    /// The width the panel has when narrow.
    static let narrowWidth = 12.0

    // Priorities.
    let prioritySwatches = [
        Swatch("A", color: .indexed(24)), Swatch("B", color: .indexed(30)), Swatch("C", color: .indexed(97)),
    ]
    static let priorities: [Float] = [750, 500, 250]

    // Conflicts.
    let fixed = Swatch("width == 12", color: .indexed(65))
    let conflictButton = Button("Add width == 24")
    let issueLabel = Label("No broken constraints.")
    /// The conflicting constraint while it is active.
    private(set) var conflicting: LayoutConstraint?

    init() {
        super.init(name: "constraints")
        buildAnimation()
        buildPriorities()
        buildConflict()
        for box in [animationBox, prioritiesBox, conflictBox] { content.addSubview(box) }
        animationBox.identifier = "constraints.animation"
        prioritiesBox.identifier = "constraints.priorities"
        conflictBox.identifier = "constraints.conflicts"
        animationBox.bb.fillTop(insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        prioritiesBox.bb.below(animationBox).left(1).right(-1)
        conflictBox.bb.below(prioritiesBox).left(1).right(-1).bottom()
    }

    /// A line of code shown under a demonstration, in the secondary style.
    private func codeLabel(_ code: String) -> Label {
        let label = Label(code)
        label.themeStyle = \.secondaryText
        label.lineBreakMode = .wordWrapping
        return label
    }

    private func buildAnimation() {
        animateButton.identifier = "constraints.animate"
        panel.identifier = "constraints.panel"
        track.identifier = "constraints.track"
        panel.caption = { size in "width \(size.width)" }
        panel.hasIntrinsicWidth = false
        animateButton.onPress = { [unowned self] in animatePanel() }
        loopCheckbox.onToggle = { [unowned self] looping in if looping { animatePanel() } }
        let contentView = animationBox.contentView
        let code = codeLabel(
            "TermView.animate(duration: .milliseconds(800)) { panelWidth.constant = target }")
        for view in [animateButton, loopCheckbox, track, code] { contentView.addSubview(view) }
        track.addSubview(panel)
        animateButton.bb.left().top()
        loopCheckbox.bb.after(animateButton, spacing: 2).top()
        track.bb.below(animateButton, spacing: 1).left().right().height(1)
        code.bb.below(track, spacing: 1).left().right().bottom()
        panel.bb.left().top().bottom().width(<=track)
        panelWidth = panel.bb.width(Self.narrowWidth ~ 750).constraint
        panelWidth.identifier = "panelWidth"
    }

    /// Animates the panel to the other end of the track: wide when it is narrow, and back.
    func animatePanel() {
        let wide = Double(max(Int(Self.narrowWidth), track.bounds.width))
        let target = panelWidth.constant > Self.narrowWidth ? Self.narrowWidth : wide
        report("Animating the panel's width to \(Int(target))")
        TermView.animate(duration: .milliseconds(800)) {
            panelWidth.constant = target
        } completion: { [weak self] finished in
            guard let self, finished, loopCheckbox.isChecked else { return }
            animatePanel()
        }
    }

    private func buildPriorities() {
        let contentView = prioritiesBox.contentView
        let row = TermView()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.identifier = "constraints.priorityRow"
        contentView.addSubview(row)
        let code = codeLabel(
            "a.bb.width(>=10).width(36 ~ 750); b.bb.width(36 ~ 500); c.bb.width(36 ~ 250) — "
                + "narrow the terminal: C gives way first, then B, then A down to its required 10.")
        contentView.addSubview(code)
        row.bb.left().right().top().height(1)
        code.bb.below(row, spacing: 1).left().right().bottom()
        let (a, b, c) = (prioritySwatches[0], prioritySwatches[1], prioritySwatches[2])
        for (index, swatch) in prioritySwatches.enumerated() {
            let name = ["A", "B", "C"][index]
            let priority = Int(Self.priorities[index])
            swatch.identifier = "constraints.priority\(name)"
            swatch.caption = { size in "\(name) @\(priority): \(size.width)" }
            swatch.hasIntrinsicWidth = false
            row.addSubview(swatch)
        }
        a.bb.left().top().bottom().width(>=10).width(36 ~ 750)
        b.bb.after(a, spacing: 1).top().bottom().width(>=0).width(36 ~ 500)
        c.bb.after(b, spacing: 1).top().bottom().width(>=0).width(36 ~ 250).right(<=0)
    }

    private func buildConflict() {
        fixed.identifier = "constraints.fixed"
        conflictButton.identifier = "constraints.conflict"
        issueLabel.identifier = "constraints.issue"
        issueLabel.lineBreakMode = .wordWrapping
        issueLabel.themeStyle = \.secondaryText
        // The issue's text takes the rows the page has left over.
        issueLabel.setContentHuggingPriority(LayoutPriority(rawValue: 1), for: .vertical)
        conflictButton.onPress = { [unowned self] in toggleConflict() }
        let contentView = conflictBox.contentView
        for view in [fixed, conflictButton, issueLabel] { contentView.addSubview(view) }
        fixed.bb.left().top().height(1).width(12)
        conflictButton.bb.after(fixed, spacing: 2).top()
        issueLabel.bb.below(fixed, spacing: 1).left().right().bottom()
    }

    /// Adds a required `width == 24` to a swatch that already has a required `width == 12`,
    /// so the engine breaks it (and shows the debugger); pressed again, takes it away.
    func toggleConflict() {
        if let conflicting {
            conflicting.isActive = false
            self.conflicting = nil
            conflictButton.title = "Add width == 24"
            issueLabel.themeStyle = \.secondaryText
            issueLabel.text = "No broken constraints."
            report("Conflicting constraint removed")
            return
        }
        let constraint = fixed.widthAnchor.constraint(equalToConstant: 24)
        constraint.identifier = "conflicting"
        constraint.isActive = true
        conflicting = constraint
        conflictButton.title = "Remove width == 24"
        let issue = window?.layoutIssues.last { $0.constraint === constraint }
        issueLabel.themeStyle = \.error
        issueLabel.text = issue.map { "\($0)" } ?? "The engine accepted the constraint."
        showDebugger()
        report("Broken constraint shown in red by the debugger (F12 hides it)")
    }
}
