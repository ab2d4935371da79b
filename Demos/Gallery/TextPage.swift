import Trellis

/// The "Text" tab: labels (alignment, wrapping, truncation), text fields (placeholder, secure
/// entry, change and submit callbacks) and a multi-line text view.
@MainActor
final class TextPage: ScrollingPage {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }

    let labelsBox = Box(
        title: "Label", lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    let fieldsBox = Box(
        title: "TextField", lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    let styleBox = Box(
        title: "Style", lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    let editorBox = Box(
        title: "TextView", lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    let nameField = TextField(placeholder: "Type your name")
    let passwordField = TextField(placeholder: "Secret")
    let greeting = Label("Hello! Type a name above.")
    let editor = TextView(
        text: """
            A TextView edits many lines:
            arrows move, Enter breaks a line,
            Page Up/Down and the wheel scroll,
            a click places the cursor.

            Long lines are not wrapped: they scroll sideways, as in an editor, when the cursor goes past the edge.
            """)

    init() {
        super.init(name: "text")
        buildLabels()
        buildFields()
        editor.identifier = "text.editor"
        editorBox.contentView.addSubview(editor)
        editor.bb.fill()
        // The editor takes the rows the page has left over.
        editor.setContentHuggingPriority(LayoutPriority(rawValue: 1), for: .vertical)
        buildStyles()
        for box in [labelsBox, styleBox, fieldsBox, editorBox] { content.addSubview(box) }
        labelsBox.identifier = "text.labels"
        styleBox.identifier = "text.styles"
        fieldsBox.identifier = "text.fields"
        editorBox.identifier = "text.editorBox"
        // Two columns of equal width: the labels above the styles, the fields above the editor.
        labelsBox.bb.left(1).top()
        styleBox.bb.left(labelsBox).right(labelsBox).below(labelsBox).bottom()
        fieldsBox.bb.left(labelsBox.rightAnchor + 1).right(-1).top().width(labelsBox)
        editorBox.bb.left(fieldsBox).right(fieldsBox).below(fieldsBox).bottom()
    }

    private func buildLabels() {
        let leading = Label("Leading")
        let centred = Label("Centred")
        centred.alignment = .center
        let trailing = Label("Trailing")
        trailing.alignment = .trailing
        let wrapping = Label(
            "Word wrapping: this paragraph reflows as the terminal resizes, and its height "
                + "follows its width through heightForWidth.")
        wrapping.lineBreakMode = .wordWrapping
        wrapping.identifier = "text.wrapping"
        let truncated = Label("A line too long for its label is cut with an ellipsis at its end")
        truncated.identifier = "text.truncated"
        let wide = Label("Wide characters: 漢字 かな 🌳 take two cells")
        wide.lineBreakMode = .wordWrapping
        let column = StackView(
            arrangedSubviews: [leading, centred, trailing, wrapping, truncated, wide],
            axis: .vertical)
        column.alignment = .fill
        column.setCustomSpacing(1, after: trailing)
        column.setCustomSpacing(1, after: wrapping)
        column.setCustomSpacing(1, after: truncated)
        labelsBox.contentView.addSubview(column)
        column.bb.fill()
    }

    private func buildStyles() {
        func attributes(_ attributes: TextAttributes) -> @MainActor (Theme) -> Style {
            { theme in
                var style = theme.text
                style.attributes.formUnion(attributes)
                return style
            }
        }
        let sampler = StyleSampler([
            .init(text: "Bold", style: attributes(.bold)),
            .init(text: "Dim", style: attributes(.dim)),
            .init(text: "Italic", style: attributes(.italic)),
            .init(text: "Underline", style: attributes(.underline)),
            .init(text: "Reverse", style: attributes(.reverse)),
            .init(text: "Strikethrough", style: attributes(.strikethrough)),
            .init(text: "secondary", style: { $0.secondaryText }),
            .init(text: "title", style: { $0.title }),
            .init(text: "success", style: { $0.success }),
            .init(text: "warning", style: { $0.warning }),
            .init(text: "error", style: { $0.error }),
        ])
        sampler.identifier = "text.sampler"
        styleBox.contentView.addSubview(sampler)
        // Top-aligned: the box stretches to the page's bottom, the samples stay at its top.
        sampler.bb.left().right().top().bottom(<=0)
    }

    private func buildFields() {
        nameField.identifier = "text.name"
        passwordField.identifier = "text.password"
        passwordField.isSecureTextEntry = true
        nameField.onChange = { [unowned self] text in
            greeting.text = text.isEmpty ? "Hello! Type a name above." : "Hello, \(text)!"
        }
        nameField.onSubmit = { [unowned self] text in report("Submitted the name “\(text)”") }
        passwordField.onChange = { [unowned self] text in
            greeting.text = "The password has \(text.count) characters, shown as •"
        }
        passwordField.onSubmit = { [unowned self] _ in report("Password submitted (and not shown)") }
        greeting.themeStyle = \.secondaryText
        greeting.identifier = "text.greeting"
        let rows = [("Name", nameField), ("Password", passwordField)].map { title, field in
            let label = Label(title)
            label.bb.width(9)
            let row = StackView(arrangedSubviews: [label, field], axis: .horizontal, spacing: 1)
            return row as TermView
        }
        let column = StackView(arrangedSubviews: rows + [greeting], axis: .vertical)
        column.alignment = .fill
        column.setCustomSpacing(1, after: rows[1])
        fieldsBox.contentView.addSubview(column)
        column.bb.fill()
    }
}
