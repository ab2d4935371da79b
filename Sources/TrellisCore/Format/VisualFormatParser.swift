/// Parses one Visual Format piece, following Apple's grammar:
///
/// ```
/// piece          := (orientation ':')? (superview connection)? view (connection view)*
///                   (connection superview)?
/// orientation    := 'H' | 'V'
/// superview      := '|'
/// view           := '[' viewName ('(' predicateList ')')? ']'
/// connection     := '' | '-' simplePredicate '-' | '-' '(' predicateList ')' '-' | '-'
/// simplePredicate:= metricName | positiveNumber
/// predicateList  := predicate (',' predicate)*
/// predicate      := relation? (constant | viewName) ('@' priority)?
/// relation       := '==' | '<=' | '>='
/// constant       := ('+' | '-')? (metricName | number)
/// priority       := ('+' | '-')? (metricName | number | 'required' | 'high' | 'low' | 'fittingSize')
/// ```
///
/// Spaces may stand between any two tokens. A view name in a predicate is only allowed
/// inside a view's own parentheses (it means that view's same dimension).
struct VisualFormatParser {
    var scanner: FormatScanner
    let names: FormatNames
    let options: FormatOptions

    /// The views seen so far, to reject one appearing twice.
    private var seen: Set<String> = []

    init(scanner: FormatScanner, names: FormatNames, options: FormatOptions) {
        self.scanner = scanner
        self.names = names
        self.options = options
    }

    /// Parses the whole piece.
    ///
    /// - Throws: ``FormatError`` at the first problem, reading left to right.
    mutating func parse() throws(FormatError) -> VisualFormat {
        scanner.skipWhitespace()
        let firstIndex = scanner.position
        let orientation = try parseOrientation()
        let (alignments, direction) = try validatedOptions(for: orientation, at: firstIndex)
        scanner.skipWhitespace()
        var format = VisualFormat(
            orientation: orientation, direction: direction, alignments: alignments, column: firstIndex + 1,
            leadingEdge: nil, views: [], connections: [], trailingEdge: nil)
        if scanner.isAt(UInt8(ascii: "|")) {
            let edgeIndex = scanner.position
            scanner.advance()
            scanner.skipWhitespace()
            let connection = try parseConnection()
            format.leadingEdge = VisualFormat.SuperviewEdge(column: edgeIndex + 1, connection: connection)
        }
        format.views.append(try parseView(expected: "'[' to begin a view"))
        while true {
            scanner.skipWhitespace()
            if scanner.isAtEnd { return format }
            let connection = try parseConnection()
            scanner.skipWhitespace()
            if scanner.isAt(UInt8(ascii: "|")) {
                format.trailingEdge = VisualFormat.SuperviewEdge(
                    column: scanner.position + 1, connection: connection)
                scanner.advance()
                scanner.skipWhitespace()
                guard scanner.isAtEnd else {
                    throw scanner.unexpected(expected: "the end after the superview '|'")
                }
                return format
            }
            let expected = connection.spacing == .flush ? "'-', '[', '|' or the end" : "'[' or '|' after '-'"
            guard scanner.isAt(UInt8(ascii: "[")) else { throw scanner.unexpected(expected: expected) }
            format.connections.append(connection)
            format.views.append(try parseView(expected: expected))
        }
    }

    // MARK: Orientation and options

    /// Reads `H:` or `V:` if present.
    private mutating func parseOrientation() throws(FormatError) -> FormatOrientation {
        guard scanner.isAtIdentifier else { return .horizontal }
        let index = scanner.position
        let name = try scanner.scanIdentifier()
        scanner.skipWhitespace()
        let isOrientation = name == "H" || name == "V"
        guard scanner.isAt(UInt8(ascii: ":")) else {
            if isOrientation { throw scanner.error(.missingOrientationColon(name), at: scanner.position) }
            throw scanner.unexpected(at: index, expected: "'H:', 'V:', '|' or '['")
        }
        guard isOrientation else { throw scanner.error(.unknownOrientation(name), at: index) }
        scanner.advance()
        return name == "H" ? .horizontal : .vertical
    }

    /// The options' alignments and direction, checked against the piece's orientation.
    private func validatedOptions(
        for orientation: FormatOrientation, at index: Int
    ) throws(FormatError) -> ([FormatAttribute], FormatDirection) {
        let unknown = options.rawValue & ~FormatOptions.knownBits
        if unknown != 0 { throw scanner.error(.unknownOptions(unknown), at: index) }
        guard let direction = options.direction else {
            throw scanner.error(.conflictingDirections, at: index)
        }
        let alignments = options.alignmentAttributes
        let alongX = alignments.filter(\.isHorizontalLocation)
        let alongY = alignments.filter(\.isVerticalLocation)
        if !alongX.isEmpty, !alongY.isEmpty { throw scanner.error(.mixedAlignmentAxes, at: index) }
        if let wrong = (orientation == .horizontal ? alongX : alongY).first {
            throw scanner.error(.alignmentOnOwnAxis(wrong), at: index)
        }
        return (alignments, direction)
    }

    // MARK: Views and connections

    /// Reads `[name(predicates)]`.
    private mutating func parseView(expected: String) throws(FormatError) -> VisualFormat.View {
        guard scanner.isAt(UInt8(ascii: "[")) else { throw scanner.unexpected(expected: expected) }
        scanner.advance()
        scanner.skipWhitespace()
        guard scanner.isAtIdentifier else { throw scanner.unexpected(expected: "a view name") }
        let index = scanner.position
        let name = try scanner.scanIdentifier()
        guard names.views.contains(name) else { throw scanner.error(.unknownView(name), at: index) }
        guard seen.insert(name).inserted else { throw scanner.error(.duplicateView(name), at: index) }
        scanner.skipWhitespace()
        var predicates: [VisualFormat.Predicate] = []
        var expected = "'(' or ']'"
        if scanner.isAt(UInt8(ascii: "(")) {
            predicates = try parsePredicateList(subject: name)
            scanner.skipWhitespace()
            expected = "']' to end the view"
        }
        guard scanner.isAt(UInt8(ascii: "]")) else { throw scanner.unexpected(expected: expected) }
        scanner.advance()
        return VisualFormat.View(name: name, column: index + 1, predicates: predicates)
    }

    /// Reads a connection: nothing (flush), `-`, `-n-`, `-metric-` or `-(predicates)-`.
    private mutating func parseConnection() throws(FormatError) -> VisualFormat.Connection {
        let column = scanner.position + 1
        guard scanner.isAt(UInt8(ascii: "-")) else {
            return VisualFormat.Connection(spacing: .flush, column: column)
        }
        scanner.advance()
        scanner.skipWhitespace()
        let predicates: [VisualFormat.Predicate]
        if scanner.isAt(UInt8(ascii: "(")) {
            predicates = try parsePredicateList(subject: nil)
        } else if scanner.isAtNumber || scanner.isAtIdentifier {
            let index = scanner.position
            let value = try parseConstant(subject: nil, sign: 1)
            predicates = [
                VisualFormat.Predicate(relation: .equal, object: value, priority: 1000, column: index + 1)
            ]
        } else {
            return VisualFormat.Connection(spacing: .standard, column: column)
        }
        scanner.skipWhitespace()
        guard scanner.isAt(UInt8(ascii: "-")) else {
            throw scanner.unexpected(expected: "'-' after the spacing")
        }
        scanner.advance()
        return VisualFormat.Connection(spacing: .predicates(predicates), column: column)
    }

    // MARK: Predicates

    /// Reads `(predicate, …)`; `subject` is the view whose size they constrain, or `nil` for
    /// a connection (where only numbers may appear).
    private mutating func parsePredicateList(subject: String?) throws(FormatError) -> [VisualFormat.Predicate]
    {
        scanner.advance()  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            scanner.skipWhitespace()
            predicates.append(try parsePredicate(subject: subject))
            scanner.skipWhitespace()
            if scanner.isAt(UInt8(ascii: ",")) {
                scanner.advance()
                continue
            }
            guard scanner.isAt(UInt8(ascii: ")")) else { throw scanner.unexpected(expected: "',' or ')'") }
            scanner.advance()
            return predicates
        }
    }

    /// Reads `relation? object ('@' priority)?`.
    private mutating func parsePredicate(subject: String?) throws(FormatError) -> VisualFormat.Predicate {
        let index = scanner.position
        let relation = try scanner.scanRelation() ?? .equal
        scanner.skipWhitespace()
        var sign = 1.0
        if let byte = scanner.current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            if byte == UInt8(ascii: "-") { sign = -1 }
            scanner.advance()
            scanner.skipWhitespace()
        }
        if scanner.isAt(UInt8(ascii: "|")) { throw scanner.error(.superviewNotAllowed, at: scanner.position) }
        guard scanner.isAtNumber || scanner.isAtIdentifier else {
            let what = subject == nil ? "a number or a metric" : "a number, a metric or a view name"
            throw scanner.unexpected(expected: what)
        }
        let objectIndex = scanner.position
        let object = try parseConstant(subject: subject, sign: sign)
        if sign < 0, case .view = object {
            throw scanner.unexpected(at: objectIndex, expected: "a number or a metric after '-'")
        }
        scanner.skipWhitespace()
        var priority: Float = 1000
        if scanner.isAt(UInt8(ascii: "@")) {
            scanner.advance()
            priority = try scanner.scanPriority(names: names)
        }
        return VisualFormat.Predicate(
            relation: relation, object: object, priority: priority, column: index + 1)
    }

    /// Reads a number, a metric, or (when `subject` is a view) another view's name.
    private mutating func parseConstant(subject: String?, sign: Double) throws(FormatError)
        -> VisualFormat.Object
    {
        if scanner.isAtNumber { return .constant(sign * (try scanner.scanNumber())) }
        let index = scanner.position
        let name = try scanner.scanIdentifier()
        let metric = try names.metric(name, at: index, in: scanner)
        guard let subject else {
            if let metric { return .constant(sign * metric) }
            if names.views.contains(name) { throw scanner.error(.viewInConnection(name), at: index) }
            throw scanner.error(.unknownMetric(name), at: index)
        }
        switch (names.views.contains(name), metric) {
        case (true, .some): throw scanner.error(.ambiguousName(name), at: index)
        case (true, nil):
            if name == subject { throw scanner.error(.selfReference(name), at: index) }
            return .view(name)
        case (false, .some(let value)): return .constant(sign * value)
        case (false, nil): throw scanner.error(.unknownName(name), at: index)
        }
    }
}
