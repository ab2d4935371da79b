/// The value range a chart maps onto its cells: a fixed range, or the data's own.
///
/// Charts share it so that a sparkline, a bar chart and a line chart given the same numbers
/// and the same ``ChartScale`` agree on how tall each value is.
public enum ChartScale: Hashable, Sendable {
    /// From the smallest value shown to the largest (from zero when no value is negative, so
    /// bars keep their proportions).
    case automatic
    /// A fixed range; values outside it are drawn at its ends.
    case fixed(ClosedRange<Double>)

    /// The range `values` are drawn in: never empty (a range of one value is widened by one
    /// below), and NaN and infinite values are ignored.
    public func range(of values: some Sequence<Double>) -> ClosedRange<Double> {
        switch self {
        case .fixed(let range):
            return range.lowerBound < range.upperBound ? range : (range.lowerBound - 1)...range.upperBound
        case .automatic:
            var low = 0.0
            var high = 0.0
            for value in values where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
            return low < high ? low...high : (high - 1)...high
        }
    }

    /// Where `value` lies in `range`, from 0 (its lower bound) to 1 (its upper bound), clamped;
    /// `nil` for NaN and infinite values.
    static func fraction(of value: Double, in range: ClosedRange<Double>) -> Double? {
        guard value.isFinite else { return nil }
        return min(1, max(0, (value - range.lowerBound) / (range.upperBound - range.lowerBound)))
    }
}
