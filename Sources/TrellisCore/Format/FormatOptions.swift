/// Options that apply to every Visual Format piece of a format string: which attribute to
/// align all of a piece's views by, and the direction a horizontal piece runs in.
///
/// Alignment options must be *across* a piece's axis: a horizontal piece (`H:`) may align its
/// views by `top`, `bottom`, `centerY`, `firstBaseline` or `lastBaseline`; a vertical piece by
/// `left`, `right`, `leading`, `trailing` or `centerX`. Several alignments on the same axis
/// may be combined (`[.alignAllTop, .alignAllBottom]`); alignments on different axes may not,
/// since one of them would always lie along the piece. Equation pieces ignore the options.
///
/// ```swift
/// let parsed = try FormatParser.parse(
///     "H:|-[name]-[field]-|", views: ["name", "field"], options: [.alignAllCenterY])
/// ```
///
/// The bit values mirror Auto Layout's `NSLayoutFormatOptions` (bit *n* aligns attribute
/// number *n*; the direction lives in bits 16–17), so numbers carried over from Apple code
/// mean the same here.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates options from raw bits. Bits that name no option make parsing fail with
    /// ``FormatError/Kind/unknownOptions(_:)``.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Align every view's left edge with the previous view's.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view's right edge with the previous view's.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view's top edge with the previous view's.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view's bottom edge with the previous view's.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view's leading edge with the previous view's.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view's trailing edge with the previous view's.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view's horizontal centre with the previous view's.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view's vertical centre with the previous view's.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view's last baseline with the previous view's.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align every view's first baseline with the previous view's.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

    /// The default direction (no bits set): horizontal pieces use `leading`/`trailing`.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal pieces run from left to right and use `left`/`right`.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal pieces run from right to left: the first view is the rightmost.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// Every alignment option with its attribute, in bit order — the order in which
    /// alignment constraints are generated.
    static let alignments: [(option: FormatOptions, attribute: FormatAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The two direction bits.
    static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Every bit that names an option.
    static let knownBits: UInt32 = alignments.reduce(directionMask.rawValue) { $0 | $1.option.rawValue }

    /// The attributes to align by, in bit order (left, right, top, bottom, leading, trailing,
    /// centerX, centerY, lastBaseline, firstBaseline).
    public var alignmentAttributes: [FormatAttribute] {
        Self.alignments.filter { contains($0.option) }.map(\.attribute)
    }

    /// The direction the options ask for, or `nil` when both direction bits are set.
    public var direction: FormatDirection? {
        switch rawValue & Self.directionMask.rawValue {
        case 0: .leadingToTrailing
        case Self.directionLeftToRight.rawValue: .leftToRight
        case Self.directionRightToLeft.rawValue: .rightToLeft
        default: nil
        }
    }
}
