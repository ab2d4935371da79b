extension TermView {
    /// The theme this view draws with: its own ``themeOverride``, or the nearest ancestor's
    /// (``Theme/default`` when none sets one). Setting it sets ``themeOverride``, so
    /// `app.window.theme = .monochrome` restyles the whole window.
    public var theme: Theme {
        get {
            var current: TermView? = self
            while let view = current {
                if let theme = view.themeOverride { return theme }
                current = view.superview
            }
            return .default
        }
        set { themeOverride = newValue }
    }

    /// Marks this view and all its descendants to be drawn again.
    public func setNeedsDisplayInSubtree() {
        forEachInSubtree { $0.needsDisplay = true }
        window?.setNeedsFrame()
    }
}

/// A theme on the heap, so that views without a theme of their own (nearly all) do not carry
/// one inline.
final class ThemeBox: Sendable {
    let theme: Theme

    init(_ theme: Theme) {
        self.theme = theme
    }
}
