import TrellisCore

/// The playground's screen: a title, the canvas beside the list of constraints, the prompt
/// with its text field, a message area for errors and hints, and a status bar.
///
/// The canvas behaves like a window for the constraints the user types: its size is held by
/// required constraints with constants — the room its box has, updated in ``layoutSubviews()``
/// — not by constraints to the box. So a line that needs another size for `|` conflicts and
/// is broken (as it would be against a window), and nothing the user types can push the
/// playground's own layout around.
final class PlaygroundView: TermView {
    /// The title line.
    let titleLabel = Label(
        "Trellis playground · type an equation or Visual Format, Enter adds it")
    /// The box around the canvas.
    let canvasBox = Box(title: " Canvas ")
    /// Where v1 … v4 are laid out: `|`.
    let canvas = CanvasView()
    /// The box around the list of constraints.
    let listBox = Box(title: " Constraints ")
    /// The entered lines, with broken and conflicting ones marked.
    let list = ListView()
    /// Which views are ambiguous, under the list.
    let summaryLabel = Label()
    /// `›` before the field.
    let promptLabel = Label("›")
    /// Where the user types.
    let field = TextField(placeholder: "v1.width == 2 * v2.width   or   H:|-[v1]-[v2]-|")
    /// Parse errors with their caret, or hints.
    let messageLabel = Label()
    /// Key hints.
    let statusBar = StatusBar()

    /// The list's width while the terminal has room for it.
    static let listPreferredWidth = 40.0
    /// The canvas's width kept before the list gets its preferred width.
    static let canvasPreferredWidth = 40.0
    /// The rows of the message area: an error's message, its line and the caret.
    static let messageRows = 3.0

    /// The canvas's width: the width of its box's content.
    let canvasWidth: LayoutConstraint
    /// The canvas's height: the height of its box's content.
    let canvasHeight: LayoutConstraint

    /// Creates the screen with its constraints; add it to a window and fill the window with it.
    override init() {
        canvasWidth = canvas.widthAnchor.constraint(equalToConstant: 0)
        canvasWidth.identifier = "canvas width"
        canvasHeight = canvas.heightAnchor.constraint(equalToConstant: 0)
        canvasHeight.identifier = "canvas height"
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "playground"
        titleLabel.identifier = "title"
        titleLabel.themeStyle = \.title
        canvasBox.identifier = "canvas-box"
        listBox.identifier = "list-box"
        list.identifier = "constraints"
        summaryLabel.identifier = "summary"
        promptLabel.identifier = "prompt"
        promptLabel.themeStyle = \.title
        field.identifier = "field"
        messageLabel.identifier = "message"
        statusBar.identifier = "status"
        for view in [titleLabel, canvasBox, listBox, promptLabel, field, messageLabel, statusBar]
            as [TermView]
        {
            addSubview(view)
        }
        canvasBox.contentView.addSubview(canvas)
        listBox.contentView.addSubview(list)
        listBox.contentView.addSubview(summaryLabel)
        list.placeholder = "No constraints yet: type one below, or press F2–F5 for a preset."
        activateConstraints()
    }

    private func activateConstraints() {
        let content = canvasBox.contentView
        let listContent = listBox.contentView
        LayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 1),
            titleLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -1),
            titleLabel.heightAnchor.constraint(equalToConstant: 1),

            canvasBox.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            canvasBox.leftAnchor.constraint(equalTo: leftAnchor),
            canvasBox.bottomAnchor.constraint(equalTo: field.topAnchor),
            canvasBox.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            canvasBox.heightAnchor.constraint(greaterThanOrEqualToConstant: 3),

            listBox.topAnchor.constraint(equalTo: canvasBox.topAnchor),
            listBox.bottomAnchor.constraint(equalTo: canvasBox.bottomAnchor),
            // The two boxes share the border between them (drawn once, with ┬ and ┴).
            listBox.leftAnchor.constraint(equalTo: canvasBox.rightAnchor, constant: -1),
            listBox.rightAnchor.constraint(equalTo: rightAnchor),
            listBox.widthAnchor.constraint(greaterThanOrEqualToConstant: 16),

            list.topAnchor.constraint(equalTo: listContent.topAnchor),
            list.leftAnchor.constraint(equalTo: listContent.leftAnchor),
            list.rightAnchor.constraint(equalTo: listContent.rightAnchor),
            summaryLabel.topAnchor.constraint(equalTo: list.bottomAnchor),
            summaryLabel.leftAnchor.constraint(equalTo: listContent.leftAnchor),
            summaryLabel.rightAnchor.constraint(equalTo: listContent.rightAnchor),
            summaryLabel.bottomAnchor.constraint(equalTo: listContent.bottomAnchor),
            summaryLabel.heightAnchor.constraint(lessThanOrEqualToConstant: 1),

            promptLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 1),
            promptLabel.widthAnchor.constraint(equalToConstant: 1),
            promptLabel.topAnchor.constraint(equalTo: field.topAnchor),
            promptLabel.heightAnchor.constraint(equalToConstant: 1),
            field.leftAnchor.constraint(equalTo: promptLabel.rightAnchor, constant: 1),
            field.rightAnchor.constraint(equalTo: rightAnchor, constant: -1),
            field.heightAnchor.constraint(equalToConstant: 1),

            messageLabel.topAnchor.constraint(equalTo: field.bottomAnchor),
            messageLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 1),
            messageLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -1),
            messageLabel.bottomAnchor.constraint(equalTo: statusBar.topAnchor),
            messageLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 1),

            statusBar.leftAnchor.constraint(equalTo: leftAnchor),
            statusBar.rightAnchor.constraint(equalTo: rightAnchor),
            statusBar.bottomAnchor.constraint(equalTo: bottomAnchor),
            statusBar.heightAnchor.constraint(equalToConstant: 1),
        ])
        // The canvas at the box's content's origin, with the size layoutSubviews gives it.
        let pins = [
            canvas.leftAnchor.constraint(equalTo: content.leftAnchor),
            canvas.topAnchor.constraint(equalTo: content.topAnchor),
            canvasWidth, canvasHeight,
        ]
        // Wishes, strongest first: the message area's three rows, the canvas's width, the
        // list's width, the summary's row.
        let messageHeight = messageLabel.heightAnchor.constraint(equalToConstant: Self.messageRows)
        messageHeight.priority = 700
        let canvasWidth = canvasBox.widthAnchor.constraint(
            greaterThanOrEqualToConstant: Self.canvasPreferredWidth)
        canvasWidth.priority = 550
        let listWidth = listBox.widthAnchor.constraint(equalToConstant: Self.listPreferredWidth)
        listWidth.priority = 500
        let summaryHeight = summaryLabel.heightAnchor.constraint(equalToConstant: 1)
        summaryHeight.priority = 400
        LayoutConstraint.activate(pins + [messageHeight, canvasWidth, listWidth, summaryHeight])
        // The labels' own sizes must not decide the layout above.
        for label in [messageLabel, summaryLabel, titleLabel] {
            label.setContentCompressionResistancePriority(100, for: .vertical)
            label.setContentHuggingPriority(100, for: .vertical)
            label.setContentCompressionResistancePriority(100, for: .horizontal)
        }
    }

    /// Gives the canvas the size its box has room for: a resize reaches the user's constraints
    /// as two changed constants (and a constraint broken at the old size is tried again).
    override func layoutSubviews() {
        let room = canvasBox.contentView.frame.size
        if canvasWidth.constant != Double(room.width) { canvasWidth.constant = Double(room.width) }
        if canvasHeight.constant != Double(room.height) { canvasHeight.constant = Double(room.height) }
    }
}
