/// The names a format string may use: the caller's views and metrics.
struct FormatNames {
    /// The view names.
    let views: Set<String>
    /// The metric names and their values.
    let metrics: [String: Double]

    /// Priority words, as Auto Layout names its common priorities.
    static let priorityWords: [String: Double] = [
        "required": 1000, "high": 750, "low": 250, "fittingSize": 50,
    ]

    /// The value of metric `name`.
    ///
    /// - Returns: `nil` when there is no such metric.
    /// - Throws: ``FormatError/Kind/invalidMetric(_:)`` when its value is NaN or infinite.
    func metric(_ name: String, at index: Int, in scanner: FormatScanner) throws(FormatError) -> Double? {
        guard let value = metrics[name] else { return nil }
        guard value.isFinite else { throw scanner.error(.invalidMetric(name), at: index) }
        return value
    }
}

extension FormatScanner {
    /// Reads a priority after `@`: an optionally signed number, a metric, or one of
    /// `required`, `high`, `low`, `fittingSize` (a metric of the same name wins).
    ///
    /// - Throws: ``FormatError/Kind/badPriority(_:)`` outside 1…1000; ``FormatError/Kind/unknownMetric(_:)``
    ///   for an unknown name; unexpected character or end for anything else.
    mutating func scanPriority(names: FormatNames) throws(FormatError) -> Float {
        skipWhitespace()
        let first = position
        var sign = 1.0
        if let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            if byte == UInt8(ascii: "-") { sign = -1 }
            advance()
            skipWhitespace()
        }
        let value: Double
        if isAtNumber {
            value = try scanNumber()
        } else if isAtIdentifier {
            let nameIndex = position
            let name = try scanIdentifier()
            if let metric = try names.metric(name, at: nameIndex, in: self) {
                value = metric
            } else if let word = FormatNames.priorityWords[name] {
                value = word
            } else {
                throw error(.unknownMetric(name), at: nameIndex)
            }
        } else {
            throw unexpected(expected: "a priority (a number, a metric, required, high, low or fittingSize)")
        }
        let priority = sign * value
        guard priority >= 1, priority <= 1000 else {
            throw error(.badPriority(FormatEquation.format(priority)), at: first)
        }
        return Float(priority)
    }
}
