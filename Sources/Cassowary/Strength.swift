/// How much a constraint matters: required, or an optional constraint on a priority level with a
/// weight.
///
/// Optional constraints are traded off by the solver. Within one **level** the solver minimizes
/// kiwi's weighted sum `Σ weight · |error|`; across levels the comparison is strict
/// (lexicographic): any error on a higher level outweighs any amount of error on lower levels.
/// Level 0 with kiwi's weights (``strong``, ``medium``, ``weak``) is exactly kiwi's behaviour.
///
/// ```swift
/// try solver.add((x == 10).strength(.weak))                        // kiwi: weight 1 on level 0
/// try solver.add((x == 20).strength(Strength(level: 751)))         // beats any level-750 error
/// ```
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The strict priority level; `Int.max` means required. Optional levels compare strictly.
    public var level: Int
    /// The weight of an error, compared only with weights on the same level.
    public var weight: Double

    /// The weight kiwi gives a required constraint: `create(1000, 1000, 1000)`.
    static let requiredWeight: Double = 1_001_001_000

    /// A constraint that must hold exactly.
    public static let required = Strength(uncheckedLevel: Int.max, weight: requiredWeight)
    /// kiwi's strong strength: weight 1,000,000 on level 0.
    public static let strong = Strength(uncheckedLevel: 0, weight: 1_000_000)
    /// kiwi's medium strength: weight 1,000 on level 0.
    public static let medium = Strength(uncheckedLevel: 0, weight: 1_000)
    /// kiwi's weak strength: weight 1 on level 0.
    public static let weak = Strength(uncheckedLevel: 0, weight: 1)

    private init(uncheckedLevel: Int, weight: Double) {
        self.level = uncheckedLevel
        self.weight = weight
    }

    /// Creates a level-0 strength the way kiwi's `strength::create` does:
    /// `strong·10⁶ + medium·10³ + weak`, each part multiplied by `weight` and clipped to
    /// 0…1000 first. The result is never required (it stays on level 0).
    /// - Parameters:
    ///   - strong: The strong part (0…1000 after weighting).
    ///   - medium: The medium part (0…1000 after weighting).
    ///   - weak: The weak part (0…1000 after weighting).
    ///   - weight: A factor applied to each part.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func part(_ value: Double) -> Double {
            let product = value * weight
            return product.isNaN ? 0 : max(0, min(1000, product))
        }
        let total = part(strong) * 1_000_000 + part(medium) * 1_000 + part(weak)
        self.init(uncheckedLevel: 0, weight: min(total, Strength.requiredWeight))
    }

    /// Creates an optional strength on a strict priority level.
    /// - Parameters:
    ///   - level: The priority level; higher levels strictly outrank lower ones. Clamped to
    ///     `Int.max - 1` (`Int.max` is reserved for ``required``).
    ///   - weight: The weight within the level; negative or NaN weights become 0.
    public init(level: Int, weight: Double = 1) {
        self.init(
            uncheckedLevel: min(level, Int.max - 1),
            weight: weight.isNaN ? 0 : max(0, weight))
    }

    /// Whether this is the required strength (level `Int.max`).
    public var isRequired: Bool { level == Int.max }

    /// Orders by level, then by weight.
    /// - Parameters:
    ///   - lhs: A strength.
    ///   - rhs: Another strength.
    /// - Returns: Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    /// `required`, `strong`, `medium`, `weak`, a bare weight on level 0 (`1234.5`), or
    /// `level 751` / `level 751 weight 2` on other levels.
    public var description: String {
        if isRequired { return "required" }
        if level == 0 {
            switch weight {
            case 1_000_000: return "strong"
            case 1_000: return "medium"
            case 1: return "weak"
            default: return formatNumber(weight)
            }
        }
        return weight == 1 ? "level \(level)" : "level \(level) weight \(formatNumber(weight))"
    }
}
