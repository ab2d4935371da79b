/// A colour as red, green and blue components: what a ``Color`` looks like once a
/// ``TerminalPalette`` has decided it.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a number written `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(
            UInt8(truncatingIfNeeded: hex >> 16), UInt8(truncatingIfNeeded: hex >> 8),
            UInt8(truncatingIfNeeded: hex))
    }

    /// The colour `fraction` of the way from this one to `other` (0 is this one, 1 is `other`).
    public func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
        }
        return RGBColor(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }

    /// `#rrggbb`, lower case, as CSS and SVG write it.
    public var description: String {
        "#"
            + [red, green, blue].map { component in
                let hex = String(component, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
