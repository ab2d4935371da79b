// Exact rational numbers for the reference oracle (ExactLexicographicLP).
//
// A rational is a reduced fraction of two `Int128`s. Every operation that could leave that range
// throws `RationalOverflow` instead of wrapping, so the oracle can answer "unknown" rather than
// something wrong. Comparison never overflows: it compares 256-bit cross products.

/// Thrown when the exact result of a rational operation does not fit in `Int128`.
package struct RationalOverflow: Error, Equatable {
    /// The overflow error.
    package init() {}
}

/// An exact fraction `numerator / denominator`, always reduced, with a positive denominator.
///
/// Neither part is ever `Int128.min`, so negation cannot overflow.
package struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator; its sign is the sign of the number.
    package let numerator: Int128
    /// The denominator, always at least 1.
    package let denominator: Int128

    /// Zero.
    package static let zero = Rational(reduced: 0, 1)
    /// One.
    package static let one = Rational(reduced: 1, 1)

    /// Wraps parts that are already reduced, with a positive denominator.
    private init(reduced numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Wraps parts that are already reduced, with a positive denominator, failing if the
    /// numerator is `Int128.min` (whose negation does not exist).
    private static func reduced(_ numerator: Int128, _ denominator: Int128) throws(RationalOverflow)
        -> Rational
    {
        if numerator == .min { throw RationalOverflow() }
        return Rational(reduced: numerator, denominator)
    }

    /// Reduces any parts to lowest terms with a positive denominator, failing if either is
    /// `Int128.min`.
    private static func make(_ numerator: Int128, _ denominator: Int128) throws(RationalOverflow) -> Rational
    {
        if numerator == .min || denominator == .min { throw RationalOverflow() }
        var numerator = numerator
        var denominator = denominator
        if denominator < 0 {
            numerator = -numerator
            denominator = -denominator
        }
        let divisor = greatestCommonDivisor(numerator, denominator)
        if divisor > 1 {
            numerator /= divisor
            denominator /= divisor
        }
        return Rational(reduced: numerator, denominator)
    }

    /// The integer `value`.
    /// - Parameter value: Any `Int`.
    package init(_ value: Int) {
        self.init(reduced: Int128(Int64(value)), 1)
    }

    /// The fraction `numerator / denominator`, reduced: `Rational(1, 3)` is one third exactly.
    /// - Parameters:
    ///   - numerator: Any value except `Int128.min`.
    ///   - denominator: Any nonzero value except `Int128.min`.
    package init(_ numerator: Int128, _ denominator: Int128) {
        precondition(denominator != 0, "a rational needs a nonzero denominator")
        precondition(numerator != .min && denominator != .min, "Int128.min has no negation")
        // Cannot throw: the parts were checked above.
        self = (try? Rational.make(numerator, denominator)) ?? .zero
    }

    /// The exact value of a finite Double (every finite Double is `m · 2^e`), or nil if it is not
    /// finite, is subnormal, or its fraction does not fit in `Int128`.
    /// - Parameter value: The Double to convert.
    package init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero
            return
        }
        guard value.isNormal else { return nil }
        // value = ±(2^52 + stored bits) · 2^(exponent − 52).
        var mantissa = Int128(1) << 52 | Int128(value.significandBitPattern)
        var power = Int(value.exponent) - 52
        let trailingZeros = mantissa.trailingZeroBitCount
        mantissa >>= trailingZeros
        power += trailingZeros
        let mantissaBits = 128 - mantissa.leadingZeroBitCount
        if power >= 0 {
            guard mantissaBits + power <= 126 else { return nil }
            mantissa <<= power
            self.init(reduced: value < 0 ? -mantissa : mantissa, 1)
        } else {
            guard -power <= 126 else { return nil }
            // The mantissa is odd, so the fraction is already reduced.
            self.init(reduced: value < 0 ? -mantissa : mantissa, Int128(1) << -power)
        }
    }

    /// The largest power-of-two denominator ``init(approximating:)`` keeps as it is.
    package static let largestDyadicDenominator: Int128 = 1 << 20
    /// The largest denominator ``init(approximating:)`` recovers from a rounded fraction.
    package static let largestRecoveredDenominator: Int128 = 10_000

    /// The rational a test meant by `value`, or nil if there is no clear one.
    ///
    /// - If the exact value of `value` has a denominator of at most 2^20 (integers, halves,
    ///   quarters, …), that exact value.
    /// - Otherwise the fraction `p/q` with `q ≤ 10_000` whose correctly rounded quotient is
    ///   exactly `value` (so `1.0 / 3.0` gives one third), found among the continued-fraction
    ///   convergents of the exact value. Any fraction with so small a denominator that rounds to
    ///   `value` is within `1/(2q²)` of it and therefore one of those convergents (Legendre).
    /// - Otherwise nil.
    /// - Parameter value: A coefficient, constant or weight written in a test.
    package init?(approximating value: Double) {
        guard let exact = Rational(exactly: value) else { return nil }
        if exact.denominator <= Rational.largestDyadicDenominator {
            self = exact
            return
        }
        guard
            let recovered = exact.nearestConvergent(maximumDenominator: Rational.largestRecoveredDenominator),
            Double(recovered.numerator) / Double(recovered.denominator) == value
        else { return nil }
        self = recovered
    }

    /// The last continued-fraction convergent of this number whose denominator is at most
    /// `maximumDenominator`.
    /// - Parameter maximumDenominator: The largest denominator allowed (at least 1).
    /// - Returns: The convergent, or nil if an intermediate value overflowed.
    private func nearestConvergent(maximumDenominator: Int128) -> Rational? {
        // Expand |self| = a / b; convergents h/k follow h = q·h₁ + h₂, k = q·k₁ + k₂.
        var a = numerator.magnitude
        var b = denominator.magnitude
        var (h1, h2): (UInt128, UInt128) = (1, 0)
        var (k1, k2): (UInt128, UInt128) = (0, 1)
        while b != 0 {
            let quotient = a / b
            let (qk, kOverflow) = quotient.multipliedReportingOverflow(by: k1)
            let (k, kSumOverflow) = qk.addingReportingOverflow(k2)
            if kOverflow || kSumOverflow || k > UInt128(maximumDenominator) { break }
            let (qh, hOverflow) = quotient.multipliedReportingOverflow(by: h1)
            let (h, hSumOverflow) = qh.addingReportingOverflow(h2)
            if hOverflow || hSumOverflow || h > UInt128(Int128.max) { return nil }
            (h2, h1) = (h1, h)
            (k2, k1) = (k1, k)
            (a, b) = (b, a - quotient * b)
        }
        guard k1 != 0 else { return nil }
        let magnitude = Rational(reduced: Int128(h1), Int128(k1))
        return numerator < 0 ? -magnitude : magnitude
    }

    /// Whether this is zero.
    package var isZero: Bool { numerator == 0 }
    /// Whether this is below zero.
    package var isNegative: Bool { numerator < 0 }
    /// Whether this is above zero.
    package var isPositive: Bool { numerator > 0 }

    /// The nearest Double, give or take a rounding or two.
    package var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// `numerator` for integers, `numerator/denominator` otherwise.
    package var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    // MARK: - Arithmetic

    /// The negation (never overflows: neither part is `Int128.min`).
    package static prefix func - (value: Rational) -> Rational {
        Rational(reduced: -value.numerator, value.denominator)
    }

    /// The exact sum.
    /// - Throws: ``RationalOverflow`` if it does not fit.
    package static func + (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        if lhs.denominator == 1 && rhs.denominator == 1 {
            return try reduced(checked(lhs.numerator.addingReportingOverflow(rhs.numerator)), 1)
        }
        // With g = gcd(b, d): a/b + c/d = (a·(d/g) + c·(b/g)) / (b·(d/g)), and the only common
        // factor the numerator can share with that denominator divides g (Knuth, TAOCP 4.5.1).
        let sharedDenominator = greatestCommonDivisor(lhs.denominator, rhs.denominator)
        let lhsScale = rhs.denominator / sharedDenominator
        let rhsScale = lhs.denominator / sharedDenominator
        let numerator = try checked(
            checked(lhs.numerator.multipliedReportingOverflow(by: lhsScale))
                .addingReportingOverflow(checked(rhs.numerator.multipliedReportingOverflow(by: rhsScale))))
        if numerator == 0 { return .zero }
        let common = greatestCommonDivisor(numerator, sharedDenominator)
        let denominator = try checked((lhs.denominator / common).multipliedReportingOverflow(by: lhsScale))
        return try reduced(numerator / common, denominator)
    }

    /// The exact difference.
    /// - Throws: ``RationalOverflow`` if it does not fit.
    package static func - (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        try lhs + -rhs
    }

    /// The exact product.
    /// - Throws: ``RationalOverflow`` if it does not fit.
    package static func * (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        if lhs.denominator == 1 && rhs.denominator == 1 {
            return try reduced(checked(lhs.numerator.multipliedReportingOverflow(by: rhs.numerator)), 1)
        }
        // Cancel across first: the products are then the reduced result, no larger than needed.
        let left = greatestCommonDivisor(lhs.numerator, rhs.denominator)
        let right = greatestCommonDivisor(rhs.numerator, lhs.denominator)
        let numerator = try checked(
            (lhs.numerator / left).multipliedReportingOverflow(by: rhs.numerator / right))
        let denominator = try checked(
            (lhs.denominator / right).multipliedReportingOverflow(by: rhs.denominator / left))
        return try reduced(numerator, denominator)
    }

    /// The exact quotient.
    /// - Precondition: `rhs` is not zero.
    /// - Throws: ``RationalOverflow`` if it does not fit.
    package static func / (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        precondition(!rhs.isZero, "division by zero")
        let reciprocal =
            rhs.numerator < 0
            ? Rational(reduced: -rhs.denominator, -rhs.numerator)
            : Rational(reduced: rhs.denominator, rhs.numerator)
        return try lhs * reciprocal
    }

    /// Orders by value, exactly: by sign, then by cross products (at 256 bits only when the
    /// parts are too large for the products to fit in `Int128`).
    package static func < (lhs: Rational, rhs: Rational) -> Bool {
        if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
        if lhs.numerator.signum() != rhs.numerator.signum() { return lhs.numerator < rhs.numerator }
        if fitsInHalfWidth(lhs) && fitsInHalfWidth(rhs) {
            return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
        }
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return left.high != right.high ? left.high < right.high : left.low < right.low
    }

    /// Whether both parts have magnitudes below 2^63, so a product of two such parts fits.
    private static func fitsInHalfWidth(_ value: Rational) -> Bool {
        let limit: Int128 = 1 << 63
        return value.numerator < limit && value.numerator > -limit && value.denominator < limit
    }

    /// The value of an overflow-reporting operation, or a throw if it overflowed.
    private static func checked(
        _ result: (partialValue: Int128, overflow: Bool)
    ) throws(RationalOverflow) -> Int128 {
        if result.overflow || result.partialValue == .min { throw RationalOverflow() }
        return result.partialValue
    }

    /// The greatest common divisor of the magnitudes (1 when both are zero, so dividing by it is
    /// always safe).
    private static func greatestCommonDivisor(_ x: Int128, _ y: Int128) -> Int128 {
        var a = x.magnitude
        var b = y.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        // At most 2^127 − 1: neither argument is Int128.min.
        return a == 0 ? 1 : Int128(bitPattern: a)
    }
}
