extension Cell {
    /// The cluster shown in place of one that cannot fill a cell on its own.
    public static let replacementCharacter: Character = "\u{FFFD}"

    /// Creates a cell for a grapheme cluster, measuring its display width.
    ///
    /// A cluster with no width of its own — a control character, a lone combining mark, a lone
    /// zero-width joiner — cannot occupy a cell: it becomes U+FFFD REPLACEMENT CHARACTER (one
    /// column), so a stray control shows up as `�` instead of reaching the terminal. (Text drawing
    /// on a `Canvas` drops such clusters instead, since there they take no column.)
    ///
    /// ```swift
    /// Cell("a").width                 // 1
    /// Cell("中", style: bold).width    // 2
    /// Cell("\u{7}").grapheme          // "\u{FFFD}"
    /// ```
    ///
    /// - Parameters:
    ///   - grapheme: The cluster to show.
    ///   - style: How it looks.
    public init(_ grapheme: Character, style: Style = .plain) {
        let width = DisplayWidth.of(grapheme)
        if width == 0 {
            self.init(grapheme: Cell.replacementCharacter, width: 1, style: style)
        } else {
            self.init(grapheme: grapheme, width: UInt8(width), style: style)
        }
    }
}
