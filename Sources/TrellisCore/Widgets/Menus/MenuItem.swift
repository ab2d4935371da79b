/// One entry of a menu (``MenuPanel``, ``MenuBar``, a context menu): a title, an optional
/// key hint shown on the right, and the action it runs.
///
/// ```swift
/// MenuItem("Save", shortcut: "Ctrl-S") { document.save() }
/// ```
public struct MenuItem {
    /// The text shown.
    public var title: String
    /// A key hint shown right-aligned (it binds nothing by itself).
    public var shortcut: String?
    /// Whether the item can be chosen; a disabled item is shown dimmed and skipped.
    public var isEnabled: Bool
    /// Run when the item is chosen, after its menu closed.
    public var action: (@MainActor () -> Void)?

    /// Creates an item.
    public init(
        _ title: String, shortcut: String? = nil, isEnabled: Bool = true,
        action: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.action = action
    }
}
