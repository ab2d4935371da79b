import Trellis

/// The "Layout" tab: a split view whose divider the user drags (or moves with the arrow keys);
/// on its left a scroll view of every box style, on its right stack views in each
/// distribution, re-solved live as the divider moves.
@MainActor
final class LayoutPage: TermView {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }

    let split = SplitView(axis: .horizontal, dividerPosition: 24)
    let boxesScroll = ScrollView()
    let stacksPage = ScrollingPage(name: "layout.stacks")
    let stacksBox = Box(
        title: "StackView distributions", lineStyle: .rounded,
        padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    let splitBox = Box(
        title: "SplitView", lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    let dividerStatus = Label("")

    /// The distributions shown, with their names.
    static let distributions: [(name: String, distribution: StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "layout.page"
        split.identifier = "layout.split"
        split.minimumFirstPaneLength = 10
        split.minimumSecondPaneLength = 16
        split.onDividerMove = { [unowned self] position in
            updateDividerStatus(position)
        }
        addSubview(split)
        split.bb.fill()
        buildBoxStyles()
        buildStacks()
        if case .cells(let column) = split.dividerPosition { updateDividerStatus(column) }
    }

    private func buildBoxStyles() {
        boxesScroll.identifier = "layout.boxes"
        boxesScroll.showsHorizontalScrollIndicator = false
        split.firstPane.addSubview(boxesScroll)
        boxesScroll.bb.fill()
        var boxes: [TermView] = []
        for style in LineStyle.allCases {
            let box = Box(
                title: "\(style)", lineStyle: style, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
            )
            box.identifier = "layout.box.\(style)"
            let label = Label("lineStyle: .\(style)")
            label.themeStyle = \.secondaryText
            box.contentView.addSubview(label)
            label.bb.fill()
            boxes.append(box)
        }
        let padded = Box(
            title: "padding 1", lineStyle: .single, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        let paddedLabel = Label("Padding is the box's layout margins.")
        paddedLabel.lineBreakMode = .wordWrapping
        padded.contentView.addSubview(paddedLabel)
        paddedLabel.bb.fill()
        boxes.append(padded)
        let column = StackView(arrangedSubviews: boxes, axis: .vertical)
        column.alignment = .fill
        boxesScroll.addSubview(column)
        LayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: boxesScroll.contentLayoutGuide.leftAnchor),
            column.rightAnchor.constraint(equalTo: boxesScroll.contentLayoutGuide.rightAnchor),
            column.topAnchor.constraint(equalTo: boxesScroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: boxesScroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: boxesScroll.frameLayoutGuide.widthAnchor, constant: -1),
        ])
    }

    private func buildStacks() {
        split.secondPane.addSubview(stacksPage)
        // One blank cell after the divider, as before it (where the boxes' column leaves a cell
        // for its scroll indicator), so the boxes on the right do not touch the divider.
        stacksPage.bb.fill(insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 0))
        let content = stacksPage.content
        content.addSubview(stacksBox)
        content.addSubview(splitBox)
        stacksBox.identifier = "layout.stacksBox"
        splitBox.identifier = "layout.splitBox"
        stacksBox.bb.fillTop()
        splitBox.bb.below(stacksBox).fillWidth().bottom()
        var rows: [TermView] = []
        let colors: [Color] = [.indexed(24), .indexed(30), .indexed(97)]
        for (index, entry) in Self.distributions.enumerated() {
            let name = Label(".\(entry.name)")
            name.themeStyle = \.secondaryText
            let stack = StackView(
                arrangedSubviews: zip(["A", "Bee", "Cicada"], colors).map { Swatch($0, color: $1) },
                axis: .horizontal, spacing: 1)
            stack.distribution = entry.distribution
            stack.identifier = "layout.stack\(index)"
            let group = StackView(arrangedSubviews: [name, stack], axis: .vertical)
            group.alignment = .fill
            rows.append(group)
        }
        let column = StackView(arrangedSubviews: rows, axis: .vertical, spacing: 1)
        column.alignment = .fill
        stacksBox.contentView.addSubview(column)
        column.bb.fill()

        let help = Label("Drag the divider, or Tab to it and press ← →: both sides re-solve live.")
        help.lineBreakMode = .wordWrapping
        help.themeStyle = \.secondaryText
        dividerStatus.identifier = "layout.dividerStatus"
        let column2 = StackView(arrangedSubviews: [help, dividerStatus], axis: .vertical, spacing: 1)
        column2.alignment = .fill
        splitBox.contentView.addSubview(column2)
        column2.bb.left().right().top().bottom(<=0)
    }

    private func updateDividerStatus(_ position: Int) {
        dividerStatus.text = "Divider at column \(position)"
    }
}
