import Testing

@testable import TrellisCore

/// The views and metrics most format tests use.
let testViews: Set<String> = ["v", "w", "view1", "view2", "a", "b", "c"]
let testMetrics: [String: Double] = ["m": 8, "metric1": 42, "half": 0.5, "prio": 600, "zero": 0]

/// Every equation of `format`, as text.
func equationTexts(
    _ format: String, views: Set<String> = testViews, metrics: [String: Double] = testMetrics,
    options: FormatOptions = []
) throws -> [String] {
    try FormatParser.parse(format, views: views, metrics: metrics, options: options).equations.map(
        \.description)
}

/// The error parsing `format` throws, or `nil` (with a recorded issue) when it parses.
func formatError(
    _ format: String, views: Set<String> = testViews, metrics: [String: Double] = testMetrics,
    options: FormatOptions = [], sourceLocation: SourceLocation = #_sourceLocation
) -> FormatError? {
    do {
        let parsed = try FormatParser.parse(format, views: views, metrics: metrics, options: options)
        Issue.record("expected an error, parsed \(parsed.equations)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Expects `format` to fail with `kind` at `column`.
func expectFailure(
    _ format: String, _ kind: FormatError.Kind, column: Int, views: Set<String> = testViews,
    metrics: [String: Double] = testMetrics, options: FormatOptions = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let error = formatError(
            format, views: views, metrics: metrics, options: options, sourceLocation: sourceLocation)
    else { return }
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
    #expect(error.format == format, sourceLocation: sourceLocation)
}
