/// How lines and box borders are drawn.
///
/// ```
/// single   ┌─┬─┐   double   ╔═╦═╗   rounded  ╭─┬─╮   heavy   ┏━┳━┓   ascii   +-+-+
///          │ │ │            ║ ║ ║            │ │ │           ┃ ┃ ┃           | | |
///          └─┴─┘            ╚═╩═╝            ╰─┴─╯           ┗━┻━┛           +-+-+
/// ```
public enum LineStyle: Hashable, Sendable, CaseIterable {
    /// Thin lines: `┌─┐`.
    case single
    /// Double lines: `╔═╗`.
    case double
    /// Thin lines with rounded corners: `╭─╮`.
    case rounded
    /// Thick lines: `┏━┓`.
    case heavy
    /// Plain ASCII, for terminals without box-drawing glyphs: `+-+` and `|`.
    case ascii

    /// The weight recorded for the directions a line of this style connects.
    var weight: LineWeight {
        switch self {
        case .single, .rounded, .ascii: .light
        case .heavy: .heavy
        case .double: .double
        }
    }
}
