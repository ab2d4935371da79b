/// A border around content, with an optional title in its top edge.
///
/// Put children in ``contentView`` (or pin them to the box's `layoutMarginsGuide`): both sit
/// inside the border and the ``padding``, because the box's `layoutMargins` are the border's
/// width plus the padding. The box has no intrinsic size of its own: the constraints between
/// its content and the content view give it one, and it can be stretched by constraints like
/// any view.
///
/// While the focused view is inside the box, the border is drawn in the theme's
/// `focusedBorder` style.
///
/// Boxes share a border when they overlap by one cell: each shared border is drawn once, with
/// `┬ ┴ ├ ┤ ┼` where borders meet (boxes side by side: `right.bb.left(left.rightAnchor - 1)`,
/// or a ``StackView`` with a ``StackView/spacing`` of -1). Boxes inside a box share its border
/// when its padding is -1 on the sides they touch, which puts the content view on the border.
/// A border that meets a title joins the edge and leaves the title whole; two titles in the
/// same cells are not merged (the box drawn later wins), so title one of them.
///
/// ```swift
/// let box = Box(title: "Log", lineStyle: .rounded)
/// box.padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
/// box.contentView.addSubview(log)
/// log.bb.fill()             // fills the content view
/// window.addSubview(box)
/// box.bb.left(2).top(1).width(40).height(10)
/// ```
@MainActor
open class Box: TermView {
    /// The view children go in: inset from the box's edges by the border and the padding.
    public let contentView = TermView()

    /// The kind of line the border is drawn with.
    public var lineStyle: LineStyle = .single {
        didSet { if lineStyle != oldValue { setNeedsDisplay() } }
    }

    /// Text shown in the top edge of the border, or `nil` for none. It is truncated with `…`
    /// when the box is too narrow.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Where the title sits in the top edge.
    public var titleAlignment: TextAlignment = .leading {
        didSet { if titleAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The space between the border and the content, in cells.
    ///
    /// The box keeps its `layoutMargins` equal to the border (one cell on each side) plus the
    /// padding, so setting either is the same thing seen from two sides.
    public var padding: EdgeInsets {
        get {
            EdgeInsets(
                top: layoutMargins.top - 1, left: layoutMargins.left - 1,
                bottom: layoutMargins.bottom - 1, right: layoutMargins.right - 1)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top + 1, left: newValue.left + 1, bottom: newValue.bottom + 1,
                right: newValue.right + 1)
        }
    }

    /// Whether the border was last drawn with the focused look.
    private var drewFocusedBorder = false

    /// Creates a box.
    ///
    /// - Parameters:
    ///   - title: Text for the top edge of the border, or `nil`.
    ///   - lineStyle: The kind of line the border is drawn with.
    ///   - padding: The space between the border and the content.
    public init(title: String? = nil, lineStyle: LineStyle = .single, padding: EdgeInsets = .zero) {
        self.title = title
        self.lineStyle = lineStyle
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        self.padding = padding
        contentView.identifier = "Box.contentView"
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        let margins = layoutMarginsGuide
        LayoutConstraint.activate([
            contentView.leftAnchor.constraint(equalTo: margins.leftAnchor),
            contentView.rightAnchor.constraint(equalTo: margins.rightAnchor),
            contentView.topAnchor.constraint(equalTo: margins.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Whether the focused view is this box or inside it.
    public var containsFocus: Bool {
        guard let focused = window?.application?.focusedView else { return false }
        return focused.isDescendant(of: self)
    }

    /// Draws the border and the title.
    open override func draw(in canvas: Canvas) {
        let theme = theme
        let focused = containsFocus
        drewFocusedBorder = focused
        let border = focused ? theme.focusedBorder : theme.border
        canvas.drawBox(
            canvas.bounds, lineStyle: lineStyle, style: border, title: title,
            titleAlignment: titleAlignment, titleStyle: Self.titleStyle(theme.title, on: border))
    }

    /// The title's style over a border: the title's attributes added to the border's, and the
    /// title's colours where it has its own, so a focused box's title takes the accent too.
    static func titleStyle(_ title: Style, on border: Style) -> Style {
        Style(
            foreground: title.foreground == .default ? border.foreground : title.foreground,
            background: title.background == .default ? border.background : title.background,
            attributes: title.attributes.union(border.attributes))
    }

    /// Redraws the border when focus enters or leaves the box.
    open override func focusWithinDidChange() {
        if containsFocus != drewFocusedBorder { setNeedsDisplay() }
    }
}
