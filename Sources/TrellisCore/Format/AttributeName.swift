/// An attribute as written in an equation: a simple one, or a compound that stands for
/// several.
enum AttributeName: Hashable, CustomStringConvertible {
    /// One attribute.
    case simple(FormatAttribute)
    /// `center`: centerX, centerY.
    case center
    /// `size`: width, height.
    case size
    /// `frame`: top, left, bottom, right.
    case frame

    /// Reads a spelling; `baseline` is `lastBaseline`.
    init?(_ spelling: String) {
        switch spelling {
        case "center": self = .center
        case "size": self = .size
        case "frame": self = .frame
        case "baseline": self = .simple(.lastBaseline)
        default:
            guard let attribute = FormatAttribute(rawValue: spelling) else { return nil }
            self = .simple(attribute)
        }
    }

    /// The simple attributes this one stands for, in expansion order.
    var expansion: [FormatAttribute] {
        switch self {
        case .simple(let attribute): [attribute]
        case .center: [.centerX, .centerY]
        case .size: [.width, .height]
        case .frame: [.top, .left, .bottom, .right]
        }
    }

    /// Whether a bare number may stand on the other side (sizes only).
    var acceptsConstant: Bool {
        switch self {
        case .simple(let attribute): attribute.isDimension
        case .size: true
        case .center, .frame: false
        }
    }

    /// The spelling.
    var description: String {
        switch self {
        case .simple(let attribute): attribute.rawValue
        case .center: "center"
        case .size: "size"
        case .frame: "frame"
        }
    }
}
