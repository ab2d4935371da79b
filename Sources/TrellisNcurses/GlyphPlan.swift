/// How the backend draws one cell's grapheme cluster so that it covers exactly the cell's
/// width on the terminal, whatever the terminal thinks of the cluster.
///
/// Trellis measures clusters by Unicode's rules; ncurses and most terminals (tmux among them)
/// advance the cursor by libc's `wcwidth` of the cluster's *first* code point, and ncurses keeps
/// at most 5 code points per cell (`CCHARW_MAX`), stops at the first spacing one after the
/// first, and refuses a cluster whose first code point libc calls unprintable. The plan reconciles
/// the two, in this order:
///
/// | Cluster                                   | Drawn as                                    |
/// |-------------------------------------------|---------------------------------------------|
/// | libc width of its first code point equals ours, ≤ 5 code points, all non-spacing after the first | itself (`asIs`): `中`, `é` (e + U+0301), `😀` |
/// | VS16 emoji libc measures narrower (❤️ = U+2764 U+FE0F) | without U+FE0F, plus blank padding (`presentationSelectorRemoved`): `❤` + one blank cell |
/// | other clusters libc measures narrower than Unicode | itself, plus padding (`padded`) |
/// | more than ncurses keeps, or a spacing code point after the first (ZWJ families, flags, Hangul jamo) | its leading part that ncurses keeps, plus padding up to our width (`shortened`): 👨‍👩‍👧 becomes 👨 |
/// | starts with a combining mark             | the mark on U+25CC DOTTED CIRCLE (`dottedCircleBase`), as Unicode suggests |
/// | unprintable to libc, or wider on the terminal than our width | U+FFFD, plus padding (`placeholder`) |
///
/// The backend moves to each cluster's cell before drawing it, so a terminal that still disagrees
/// cannot shift the cells that follow.
struct GlyphPlan: Hashable {
    /// Why the cluster is drawn the way it is.
    enum Treatment: Hashable {
        /// Drawn exactly as given.
        case asIs
        /// Drawn as given, but libc measures it narrower than Unicode does: blank padding fills
        /// the rest of its cells.
        case padded
        /// Variation selector 16 removed, so the text presentation is drawn at the width libc
        /// and the terminal agree on.
        case presentationSelectorRemoved
        /// Only the leading part ncurses can hold in one cell is drawn.
        case shortened
        /// A cluster with no base character, drawn on a dotted circle.
        case dottedCircleBase
        /// A replacement character stands in for a cluster that cannot be drawn.
        case placeholder
    }

    /// The code points put into the cell (one `cchar_t`): a spacing one, then up to four
    /// non-spacing ones.
    var scalars: [Unicode.Scalar]
    /// The columns the terminal advances for `scalars`.
    var terminalWidth: Int
    /// The blank cells drawn after the cluster so that together they cover the cell's width.
    var padding: Int
    /// Why.
    var treatment: Treatment

    /// The most code points ncurses keeps in one cell.
    static let maximumScalars = 5
    /// VARIATION SELECTOR-16, which asks for the emoji presentation.
    static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    /// COMBINING LONG STROKE OVERLAY, drawn over a cluster for strikethrough: ncurses has no
    /// strikethrough attribute.
    static let strikethroughOverlay: Unicode.Scalar = "\u{0336}"

    /// Plans how to draw `grapheme` over `width` cells.
    ///
    /// - Parameters:
    ///   - grapheme: The cluster.
    ///   - width: The columns it must cover: its display width, already clipped by the backend
    ///     to the columns left on the row (1 or 2).
    ///   - strikethrough: Whether to overlay a stroke (where a code point slot is free).
    ///   - scalarWidth: The width the terminal library gives a code point: libc's `wcwidth`
    ///     (−1 for unprintable); injected so the policy can be tested with known widths.
    static func plan(
        for grapheme: Character, width: Int, strikethrough: Bool = false,
        scalarWidth: (Unicode.Scalar) -> Int
    ) -> GlyphPlan {
        var plan = basePlan(for: grapheme, width: max(1, width), scalarWidth: scalarWidth)
        if strikethrough && plan.scalars.count < maximumScalars {
            plan.scalars.append(strikethroughOverlay)
        }
        return plan
    }

    private static func basePlan(
        for grapheme: Character, width: Int, scalarWidth: (Unicode.Scalar) -> Int
    ) -> GlyphPlan {
        let all = Array(grapheme.unicodeScalars)
        guard let first = all.first else { return placeholder(width: width) }
        let firstWidth = scalarWidth(first)
        if firstWidth < 0 { return placeholder(width: width) }
        if firstWidth == 0 {
            let marks = Array(all.prefix(maximumScalars - 1))
            guard marks.allSatisfy({ scalarWidth($0) == 0 }) else { return placeholder(width: width) }
            return GlyphPlan(
                scalars: ["\u{25CC}"] + marks, terminalWidth: 1, padding: width - 1,
                treatment: .dottedCircleBase)
        }
        // What one cchar_t holds: the first code point and the non-spacing ones after it.
        var kept = [first]
        for scalar in all.dropFirst() {
            guard kept.count < maximumScalars, scalarWidth(scalar) == 0 else { break }
            kept.append(scalar)
        }
        let isComplete = kept.count == all.count
        while kept.count > 1, kept.last == "\u{200D}" { kept.removeLast() }  // a dangling joiner
        if firstWidth > width { return placeholder(width: width) }
        if firstWidth == width {
            return GlyphPlan(
                scalars: kept, terminalWidth: firstWidth, padding: 0,
                treatment: isComplete ? .asIs : .shortened)
        }
        if isComplete, kept.contains(emojiPresentationSelector) {
            return GlyphPlan(
                scalars: kept.filter { $0 != emojiPresentationSelector }, terminalWidth: firstWidth,
                padding: width - firstWidth, treatment: .presentationSelectorRemoved)
        }
        return GlyphPlan(
            scalars: kept, terminalWidth: firstWidth, padding: width - firstWidth,
            treatment: isComplete ? .padded : .shortened)
    }

    /// U+FFFD REPLACEMENT CHARACTER, padded to `width`.
    static func placeholder(width: Int) -> GlyphPlan {
        GlyphPlan(scalars: ["\u{FFFD}"], terminalWidth: 1, padding: width - 1, treatment: .placeholder)
    }
}
