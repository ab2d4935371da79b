/// Parses one equation piece: `view1.attr1 REL rightSide @ priority`.
///
/// The right side is a linear expression over at most one item (`view.attr`, a bare view
/// name meaning the left attribute, `|` or `|.attr`), numbers and metrics, with `+ - * /`,
/// unary signs and parentheses, folded into `multiplier × item + constant`:
///
/// ```
/// rightSide := sum
/// sum       := product (('+' | '-') product)*
/// product   := signed (('*' | '/') signed)*
/// signed    := ('+' | '-')* primary
/// primary   := number | metric | view ('.' attribute)? | '|' ('.' attribute)? | '(' sum ')'
/// ```
struct EquationParser {
    var scanner: FormatScanner
    let names: FormatNames

    /// The left side, needed while reading the right one (an omitted attribute means it).
    private var leftView = ""
    private var leftAttribute = AttributeName.simple(.width)

    init(scanner: FormatScanner, names: FormatNames) {
        self.scanner = scanner
        self.names = names
    }

    /// Parses the piece into one equation per simple attribute, in expansion order.
    ///
    /// - Throws: ``FormatError`` at the first problem, reading left to right.
    mutating func parse() throws(FormatError) -> [FormatEquation] {
        scanner.skipWhitespace()
        let column = scanner.position + 1
        try parseLeftSide()
        scanner.skipWhitespace()
        let relationIndex = scanner.position
        guard let relation = try scanner.scanRelation() else {
            throw scanner.error(.missingRelation, at: relationIndex)
        }
        if leftAttribute == .frame, relation != .equal {
            throw scanner.error(.frameInequality, at: relationIndex)
        }
        scanner.skipWhitespace()
        let rightIndex = scanner.position
        let form = try parseSum(depth: 0)
        scanner.skipWhitespace()
        var priority: Float = 1000
        var expected = "an operator, '@' or the end"
        if scanner.isAt(UInt8(ascii: "@")) {
            scanner.advance()
            priority = try scanner.scanPriority(names: names)
            scanner.skipWhitespace()
            expected = "the end after the priority"
        }
        if !scanner.isAtEnd { throw scanner.unexpected(expected: expected) }
        return try expand(
            form, relation: relation, priority: priority, column: column, rightIndex: rightIndex)
    }

    /// Reads `view.attribute`.
    private mutating func parseLeftSide() throws(FormatError) {
        if scanner.isAt(UInt8(ascii: "|")) { throw scanner.error(.superviewOnLeft, at: scanner.position) }
        guard scanner.isAtIdentifier else { throw scanner.unexpected(expected: "a view name") }
        let viewIndex = scanner.position
        leftView = try scanner.scanIdentifier()
        guard names.views.contains(leftView) else {
            throw scanner.error(.unknownView(leftView), at: viewIndex)
        }
        scanner.skipWhitespace()
        guard scanner.isAt(UInt8(ascii: ".")) else {
            throw scanner.error(.missingAttribute(view: leftView), at: scanner.position)
        }
        scanner.advance()
        leftAttribute = try parseAttribute()
    }

    /// Reads an attribute name after `.`.
    private mutating func parseAttribute() throws(FormatError) -> AttributeName {
        scanner.skipWhitespace()
        guard scanner.isAtIdentifier else { throw scanner.unexpected(expected: "an attribute name") }
        let index = scanner.position
        let spelling = try scanner.scanIdentifier()
        guard let attribute = AttributeName(spelling) else {
            throw scanner.error(.unknownAttribute(spelling), at: index)
        }
        return attribute
    }

    // MARK: Right side

    private mutating func parseSum(depth: Int) throws(FormatError) -> LinearForm {
        var sum = try parseProduct(depth: depth)
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else {
                return sum
            }
            let operatorIndex = scanner.position
            scanner.advance()
            try requireOperand(after: operatorIndex)
            let operand = try parseProduct(depth: depth)
            guard let folded = sum.adding(operand, sign: byte == UInt8(ascii: "+") ? 1 : -1) else {
                throw scanner.error(.tooManyItems, at: operand.term?.index ?? operatorIndex)
            }
            guard folded.isFinite else { throw scanner.error(.overflow, at: operatorIndex) }
            sum = folded
        }
    }

    private mutating func parseProduct(depth: Int) throws(FormatError) -> LinearForm {
        var product = try parseSigned(depth: depth)
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return product }
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") else {
                if startsOperand(byte) { throw scanner.error(.missingOperator, at: scanner.position) }
                return product
            }
            let operatorIndex = scanner.position
            scanner.advance()
            try requireOperand(after: operatorIndex)
            let operand = try parseSigned(depth: depth)
            if byte == UInt8(ascii: "*") {
                switch (product.term, operand.term) {
                case (.some, .some): throw scanner.error(.nonlinearTerm, at: operatorIndex)
                case (.some, nil): product = product.scaled(by: operand.constant)
                case (nil, _): product = operand.scaled(by: product.constant)
                }
            } else {
                if let term = operand.term { throw scanner.error(.divisionByItem, at: term.index) }
                if operand.constant == 0 { throw scanner.error(.divisionByZero, at: operatorIndex) }
                product = product.scaled(by: 1 / operand.constant)
            }
            guard product.isFinite else { throw scanner.error(.overflow, at: operatorIndex) }
        }
    }

    private mutating func parseSigned(depth: Int) throws(FormatError) -> LinearForm {
        var sign = 1.0
        while let byte = scanner.current, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            if byte == UInt8(ascii: "-") { sign = -sign }
            let operatorIndex = scanner.position
            scanner.advance()
            try requireOperand(after: operatorIndex)
        }
        return try parsePrimary(depth: depth).scaled(by: sign)
    }

    private mutating func parsePrimary(depth: Int) throws(FormatError) -> LinearForm {
        scanner.skipWhitespace()
        if scanner.isAtNumber { return .constant(try scanner.scanNumber()) }
        if scanner.isAtIdentifier { return try parseName() }
        if scanner.isAt(UInt8(ascii: "|")) {
            let index = scanner.position
            scanner.advance()
            return .item(
                LinearForm.Term(item: .superview, attribute: try parseOptionalAttribute(), index: index))
        }
        if scanner.isAt(UInt8(ascii: "(")) {
            guard depth < FormatParser.maximumNesting else {
                throw scanner.error(.nestingTooDeep, at: scanner.position)
            }
            scanner.advance()
            scanner.skipWhitespace()
            let inner = try parseSum(depth: depth + 1)
            scanner.skipWhitespace()
            guard scanner.isAt(UInt8(ascii: ")")) else {
                throw scanner.unexpected(expected: "')' or an operator")
            }
            scanner.advance()
            return inner
        }
        throw scanner.unexpected(expected: "a view, a number or a metric")
    }

    /// A name on the right: `view.attr`, or a bare view or metric.
    private mutating func parseName() throws(FormatError) -> LinearForm {
        let index = scanner.position
        let name = try scanner.scanIdentifier()
        scanner.skipWhitespace()
        if scanner.isAt(UInt8(ascii: ".")) {
            guard names.views.contains(name) else { throw scanner.error(.unknownView(name), at: index) }
            scanner.advance()
            return .item(LinearForm.Term(item: .view(name), attribute: try parseAttribute(), index: index))
        }
        let isView = names.views.contains(name)
        let metric = try names.metric(name, at: index, in: scanner)
        switch (isView, metric) {
        case (true, .some): throw scanner.error(.ambiguousName(name), at: index)
        case (true, nil):
            return .item(LinearForm.Term(item: .view(name), attribute: leftAttribute, index: index))
        case (false, .some(let value)): return .constant(value)
        case (false, nil): throw scanner.error(.unknownName(name), at: index)
        }
    }

    /// `.attr` after `|`, or the left attribute when there is none.
    private mutating func parseOptionalAttribute() throws(FormatError) -> AttributeName {
        scanner.skipWhitespace()
        guard scanner.isAt(UInt8(ascii: ".")) else { return leftAttribute }
        scanner.advance()
        return try parseAttribute()
    }

    /// Throws ``FormatError/Kind/trailingOperator(_:)`` when nothing that could be an operand
    /// follows the operator at `operatorIndex`.
    private mutating func requireOperand(after operatorIndex: Int) throws(FormatError) {
        scanner.skipWhitespace()
        let byte = scanner.current
        if byte == nil || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ")") {
            throw scanner.error(
                .trailingOperator(scanner.source.characters[operatorIndex]), at: operatorIndex)
        }
    }

    /// Whether `byte` can begin an operand (used to spot two operands in a row).
    private func startsOperand(_ byte: UInt8) -> Bool {
        FormatScanner.isDigit(byte) || FormatScanner.isIdentifierStart(byte) || byte == UInt8(ascii: "|")
            || byte == UInt8(ascii: "(") || (byte == UInt8(ascii: ".") && scanner.isAtNumber)
    }

    // MARK: Meaning

    /// Checks the folded right side against the left and expands compounds.
    private func expand(
        _ form: LinearForm, relation: FormatRelation, priority: Float, column: Int, rightIndex: Int
    ) throws(FormatError) -> [FormatEquation] {
        guard let term = form.term else {
            guard leftAttribute.acceptsConstant else {
                throw scanner.error(.locationNeedsItem(leftAttribute.description), at: rightIndex)
            }
            return leftAttribute.expansion.map {
                FormatEquation(
                    firstView: leftView, firstAttribute: $0, relation: relation, secondItem: nil,
                    secondAttribute: nil, multiplier: 1, constant: form.constant, priority: priority,
                    column: column)
            }
        }
        try check(term, coefficient: form.coefficient)
        return zip(leftAttribute.expansion, term.attribute.expansion).map {
            FormatEquation(
                firstView: leftView, firstAttribute: $0, relation: relation, secondItem: term.item,
                secondAttribute: $1, multiplier: form.coefficient, constant: form.constant,
                priority: priority, column: column)
        }
    }

    /// Throws when the item cannot be related to the left side.
    private func check(_ term: LinearForm.Term, coefficient: Double) throws(FormatError) {
        if coefficient == 0 { throw scanner.error(.zeroMultiplier, at: term.index) }
        switch (leftAttribute, term.attribute) {
        case (.simple(let left), .simple(let right)):
            guard left.canPair(with: right) else {
                throw scanner.error(.incompatibleAttributes(first: left, second: right), at: term.index)
            }
        default:
            guard leftAttribute == term.attribute else {
                throw scanner.error(
                    .compoundMismatch(first: leftAttribute.description, second: term.attribute.description),
                    at: term.index)
            }
        }
        // `v.width == v.width * 2.5 - 10` is a plain linear equation (width = 20/3); only with
        // a multiplier of 1 does the attribute cancel out and constrain nothing.
        if term.item == .view(leftView), term.attribute == leftAttribute, coefficient == 1 {
            throw scanner.error(.selfReference("\(leftView).\(leftAttribute)"), at: term.index)
        }
    }
}
