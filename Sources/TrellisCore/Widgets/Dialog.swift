/// A modal box in the middle of the window with a title, a message and a row of buttons.
///
/// ``present(in:)`` shows it with `Application.presentModal`: it is drawn on top, centred by
/// constraints, and focus and input stay inside it — Tab cycles through its buttons and clicks
/// outside it are ignored. A button runs its action after dismissing the dialog; Escape calls
/// ``onCancel`` and dismisses it.
///
/// The dialog is as wide as its message and buttons want, at most ``maximumWidth`` and four
/// columns less than the window; a message that does not fit wraps onto more rows.
///
/// ```swift
/// let confirm = Dialog(title: "Quit", message: "Discard the unsaved changes?")
/// confirm.addButton("Cancel")
/// confirm.addButton("Discard") { app.quit() }
/// confirm.present(in: app)
/// ```
@MainActor
open class Dialog: Box {
    /// The label showing ``message``; hidden while the message is empty.
    public let messageLabel = Label()

    /// The row the buttons sit in, centred under the message.
    public let buttonRow = StackView()

    /// The buttons, in the order they were added.
    public private(set) var buttons: [Button] = []

    /// The text under the title; it wraps at words when the dialog is too narrow for it.
    public var message: String {
        get { messageLabel.text }
        set {
            messageLabel.text = newValue
            messageLabel.isHidden = newValue.isEmpty
        }
    }

    /// Called when Escape (or ``cancel()``) dismissed the dialog.
    public var onCancel: (@MainActor () -> Void)?

    /// Called whenever the dialog was dismissed, after a button's action or ``onCancel``.
    public var onDismiss: (@MainActor () -> Void)?

    /// Whether Escape cancels the dialog (`true` by default).
    public var cancelsOnEscape = true

    /// The widest the dialog gets, in cells (60 by default).
    public var maximumWidth = 60 {
        didSet { maximumWidthConstraint.constant = Double(maximumWidth) }
    }

    /// The application showing the dialog, while it is presented.
    public var presentingApplication: Application? { presentation.application }

    /// Whether the dialog is being shown.
    public var isPresented: Bool { presentation.isActive }

    private var maximumWidthConstraint: LayoutConstraint!
    private var presentation = ModalPresentation()

    /// Creates a dialog; add buttons with ``addButton(_:action:)``, then ``present(in:)`` it.
    ///
    /// - Parameters:
    ///   - title: The text in the top border.
    ///   - message: The text under the title; empty for none.
    public init(title: String, message: String = "") {
        super.init(
            title: title, lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        identifier = "Dialog"
        titleAlignment = .center
        messageLabel.lineBreakMode = .wordWrapping
        messageLabel.identifier = "Dialog.message"
        buttonRow.identifier = "Dialog.buttons"
        buttonRow.spacing = 2
        buttonRow.alignment = .center
        let column = StackView(arrangedSubviews: [messageLabel, buttonRow], axis: .vertical, spacing: 1)
        column.identifier = "Dialog.column"
        column.alignment = .center
        contentView.addSubview(column)
        maximumWidthConstraint = widthAnchor.constraint(lessThanOrEqualToConstant: Double(maximumWidth))
        maximumWidthConstraint.priority = .required - 1
        LayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: contentView.leftAnchor),
            column.rightAnchor.constraint(equalTo: contentView.rightAnchor),
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            maximumWidthConstraint,
        ])
        self.message = message
    }

    /// Adds a button to the right of the others.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - action: Run after the dialog is dismissed, when the button is pressed.
    /// - Returns: The button, to adjust it further.
    @discardableResult
    public func addButton(_ title: String, action: (@MainActor () -> Void)? = nil) -> Button {
        let button = Button(title)
        // Weak: the caller may keep the button longer than the dialog lives.
        button.onPress = { [weak self] in
            self?.dismiss()
            action?()
        }
        buttons.append(button)
        buttonRow.addArrangedSubview(button)
        return button
    }

    // MARK: - Presenting

    /// Shows the dialog on top of `app`'s window, centred, with focus on its first button.
    /// Presenting a dialog that is already shown does nothing.
    public func present(in app: Application) {
        guard !isPresented else { return }
        let window = app.window
        window.addSubview(self)
        let narrowerThanWindow = widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, constant: -4)
        let shorterThanWindow = heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor, constant: -2)
        narrowerThanWindow.priority = .required - 1
        shorterThanWindow.priority = .required - 1
        presentation.present(
            self, in: app,
            constraints: [
                centerXAnchor.constraint(equalTo: window.centerXAnchor),
                centerYAnchor.constraint(equalTo: window.centerYAnchor),
                narrowerThanWindow, shorterThanWindow,
            ])
    }

    /// Takes the dialog off the screen; focus goes back to the window below. Calls
    /// ``onDismiss``.
    public func dismiss() {
        guard presentation.dismiss(self) else { return }
        onDismiss?()
    }

    /// Dismisses the dialog as Escape does: calls ``onCancel``, then dismisses.
    public func cancel() {
        guard isPresented else { return }
        onCancel?()
        dismiss()
    }

    // MARK: - Input and drawing

    /// Escape cancels the dialog (unless ``cancelsOnEscape`` is `false`).
    open override func handle(_ key: KeyEvent) -> Bool {
        guard key == .escape, cancelsOnEscape else { return false }
        cancel()
        return true
    }

    /// Clears the dialog's rectangle, so nothing below shows through, then draws the border.
    open override func draw(in canvas: Canvas) {
        canvas.fill(with: .blank(theme.background))
        super.draw(in: canvas)
    }
}
