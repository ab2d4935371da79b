/// The weight of a line leaving a cell in one direction.
enum LineWeight: UInt8 {
    case none = 0
    case light = 1
    case heavy = 2
    case double = 3
}

/// The directions a box-drawing cell connects to its neighbours, with the weight of each.
///
/// Lines drawn on a `Canvas` record their connections in the buffer, so that a line drawn
/// across or onto another merges with it: a separator ending on a box's border makes `├`, two
/// crossing lines make `┼`. The glyph for a set of connections comes from a table generated from
/// the Unicode character names of the box-drawing block (`BoxGlyphs.generated.swift`).
struct LineConnections: Equatable {
    /// Two bits per direction, each a `LineWeight`: up, down, left, right from the low bits.
    var rawValue: UInt8

    /// No connection.
    static let none = LineConnections(rawValue: 0)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Connections in the given directions, all of one weight.
    init(up: Bool = false, down: Bool = false, left: Bool = false, right: Bool = false, weight: LineWeight) {
        let w = weight.rawValue
        rawValue = (up ? w : 0) | (down ? w << 2 : 0) | (left ? w << 4 : 0) | (right ? w << 6 : 0)
    }

    var isEmpty: Bool { rawValue == 0 }
    var hasVertical: Bool { rawValue & 0b0000_1111 != 0 }
    var hasHorizontal: Bool { rawValue & 0b1111_0000 != 0 }

    /// The number of directions connected.
    var directionCount: Int {
        (0..<4).reduce(0) { count, direction in count + (rawValue >> (direction * 2) & 0b11 != 0 ? 1 : 0) }
    }

    /// The same directions, all with one weight.
    func reweighted(_ weight: LineWeight) -> LineConnections {
        var result: UInt8 = 0
        for direction in 0..<4 where rawValue >> (direction * 2) & 0b11 != 0 {
            result |= weight.rawValue << (direction * 2)
        }
        return LineConnections(rawValue: result)
    }

    /// These connections with `other`'s laid over them: where both connect, `other`'s weight wins.
    func merged(with other: LineConnections) -> LineConnections {
        var result = rawValue
        for direction in 0..<4 where other.rawValue >> (direction * 2) & 0b11 != 0 {
            result &= ~(0b11 << (direction * 2))
            result |= other.rawValue & (0b11 << (direction * 2))
        }
        return LineConnections(rawValue: result)
    }

    /// A single direction extended to the opposite one (a half line made a whole line).
    var extendedToFullLine: LineConnections {
        var result = rawValue
        let up = rawValue & 0b11
        let down = rawValue >> 2 & 0b11
        let left = rawValue >> 4 & 0b11
        let right = rawValue >> 6 & 0b11
        result |= down | up << 2 | right << 4 | left << 6
        return LineConnections(rawValue: result)
    }

    /// The glyph that shows these connections in a line style, as a cell stores it (looked up
    /// in tables made once, without building a `Character`).
    ///
    /// Unicode has no glyph for some mixtures (double with heavy, double half lines); those fall
    /// back to the same directions in the new line's weight, then to whole lines, then to light
    /// lines, which exist for every combination.
    func cellGlyph(in style: LineStyle) -> CellGlyph {
        if style == .ascii {
            if hasVertical && hasHorizontal { return Self.plus }
            return hasVertical ? Self.bar : Self.dash
        }
        if style == .rounded, let arc = Self.arcCellGlyphs[Int(rawValue)] {
            return arc
        }
        let glyphs = Self.cellGlyphs
        if let glyph = glyphs[Int(rawValue)] { return glyph }
        let sameWeight = reweighted(style.weight)
        if let glyph = glyphs[Int(sameWeight.rawValue)] { return glyph }
        if let glyph = glyphs[Int(sameWeight.extendedToFullLine.rawValue)] { return glyph }
        return glyphs[Int(reweighted(.light).rawValue)] ?? Self.plus
    }

    private static let plus = CellGlyph(ascii: UInt8(ascii: "+"))
    private static let bar = CellGlyph(ascii: UInt8(ascii: "|"))
    private static let dash = CellGlyph(ascii: UInt8(ascii: "-"))
    /// `glyphs` as cell glyphs, made once.
    private static let cellGlyphs: [CellGlyph?] = glyphs.map { character($0).map(CellGlyph.init) }
    /// `arcGlyphs` as cell glyphs, made once.
    private static let arcCellGlyphs: [CellGlyph?] = arcGlyphs.map { character($0).map(CellGlyph.init) }

    private static func character(_ value: UInt16) -> Character? {
        value == 0 ? nil : Unicode.Scalar(value).map(Character.init)
    }
}
