extension Screenshot {
    /// The screenshot as text with ANSI escape sequences (SGR) for its colours and attributes,
    /// one line per row ending in a line feed: `cat` it in a terminal to see the screen again.
    ///
    /// Each row starts in the plain style and ends with the style reset; plain blanks at the end
    /// of a row are left out. Colours are written as the style holds them (16 colours, 256-colour
    /// palette entries, 24-bit RGB), so a terminal shows them in its own palette.
    ///
    /// - Complexity: O(*width × height*).
    public func ansiText() -> String {
        var encoder = ANSIEncoder()
        encoder.encodeLines(of: self)
        return String(decoding: encoder.bytes, as: UTF8.self)
    }
}
