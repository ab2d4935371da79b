/// How a cell looks: foreground and background colours and text attributes.
///
/// ```swift
/// let title = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
/// let plain = Style.plain
/// ```
public struct Style: Hashable, Sendable {
    /// The colour of the glyph.
    public var foreground: Color
    /// The colour behind the glyph.
    public var background: Color
    /// Bold, underline and the other attributes.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's default.
    public init(
        foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let plain = Style()
}
