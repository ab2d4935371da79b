/// How an animation's progress through its duration maps to progress between its start and end
/// values.
///
/// The easing curves are the cubic Bézier timing curves CSS and Core Animation name the same
/// way: `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1) and `easeInOut` (0.42, 0, 0.58, 1).
///
/// ```swift
/// AnimationCurve.linear.value(at: 0.25)      // 0.25
/// AnimationCurve.easeInOut.value(at: 0.5)    // 0.5
/// AnimationCurve.easeIn.value(at: 0.5)       // about 0.32: slow start
/// ```
public enum AnimationCurve: Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Starts slowly, then speeds up.
    case easeIn
    /// Starts quickly, then slows down.
    case easeOut
    /// Starts slowly, speeds up, and slows down at the end.
    case easeInOut

    /// The eased progress at `progress` of the duration.
    ///
    /// - Parameter progress: The share of the duration elapsed, clamped to 0…1.
    /// - Returns: The share of the way from the start value to the end value: 0 at 0 and 1 at
    ///   1, never decreasing in between.
    public func value(at progress: Double) -> Double {
        let time = progress.isNaN ? 0 : min(1, max(0, progress))
        switch self {
        case .linear: return time
        case .easeIn: return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: time)
        case .easeOut: return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: time)
        case .easeInOut: return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: time)
        }
    }

    /// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2) at the point whose x is `x`.
    ///
    /// The curve is given by a parameter t, not by x, so t is found first: Newton's method
    /// converges in a few steps where the slope is healthy; bisection (x grows with t, since
    /// both control x values lie in 0…1) finishes the job where it is not.
    private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
            let derivative = slope(t, x1, x2)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
