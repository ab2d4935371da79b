import TrellisCore

/// Makes fuzz inputs for the format parser and checks the results.
struct FormatFuzzer {
    /// The views every input may name.
    static let views: Set<String> = ["v", "w", "a", "b", "view1", "view2", "button", "H", "V"]
    /// The metrics every input may name; `bad` is NaN so invalid metrics get exercised.
    static let metrics: [String: Double] = [
        "m": 8, "metric1": 42, "zero": 0, "prio": 750, "bad": .nan, "w": 3,
    ]

    /// Valid formats to mutate (each must parse with the default options).
    static let corpus: [String] = [
        "view1.centerX==|.centerX", "view1.center==|;view1.size==50",
        "H:|[view1(20)];V:|[view1];view1.height==view2+metric1", "[button]-[a]", "[button(>=50)]",
        "|-50-[v]-50-|", "V:[a]-10-[b]", "[a][b]", "[button(100@20)]", "[a(==b)]", "[a(>=70,<=100)]",
        "|-[a]-[b]-[v(>=20)]-|", "v.width == w.width * 2 + 3 @ 750", "v.width == (w.width + 10) * 2",
        "v.left >= |.left + m @high", "v.frame == |", "v.size <= a * 0.5 - 1",
        "V:|-(>=m@prio,<=20)-[a(m)]-(-5)-|",
        "H:[a]-m-[b(==a@low)]|", "v.width == 10 / 4 + .5e1", "v.baseline == w.firstBaseline - 2",
        "v.center == w.center; [a]-[b]; V:[v]", " H : | - [ a ( >= 1 ) ] - | ",
    ]

    /// Tokens that random strings are made of: the grammars' punctuation, names, numbers,
    /// and a few characters that must be rejected.
    static let alphabet: [String] = [
        "H:", "V:", "H", "V", ":", "|", "[", "]", "(", ")", "-", "@", ",", ";", ".", "==", "<=", ">=", "=",
        "<", ">",
        "*", "/", "+", " ", "  ", "\t", "\n", "v", "w", "a", "b", "m", "view1", "zero", "bad", "prio", "x",
        "_",
        ".width", ".height", ".left", ".center", ".size", ".frame", ".centerX", ".baseline", ".top",
        ".leading",
        "width", "required", "high", "low", "fittingSize", "0", "1", "9", "50", "1.5", ".5", "5.", "1e3",
        "1e999",
        "-5", "1.2.3", "é", "日本", "👍🏽", "\u{301}", "\r\n", "\0",
    ]

    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Throws when a corpus entry no longer parses (the mutations would lose their meaning).
    func checkCorpus() throws {
        for format in Self.corpus {
            do {
                _ = try FormatParser.parse(format, views: Self.views, metrics: Self.metrics)
            } catch {
                throw FuzzFormatFailure(
                    message: "corpus entry \(String(reflecting: format)) fails:\n\(error)")
            }
        }
    }

    // MARK: Inputs

    /// The next input: mostly mutated corpus entries, some random token strings, a few very
    /// long repetitions (to probe nesting limits).
    mutating func nextInput() -> String {
        let roll = random.next(below: 1000)
        if roll == 0 { return longRepetition() }
        if roll < 250 { return randomTokens(count: 1 + random.next(below: 24)) }
        var characters: [Character]
        if roll < 600 {
            characters = Array(grammarFormat())
            if random.next(below: 3) > 0 { return String(characters) }
        } else {
            characters = Array(pick(Self.corpus))
        }
        let mutations = [1, 1, 1, 1, 2, 2, 3, 4][random.next(below: 8)]
        for _ in 0..<mutations { mutate(&characters) }
        return String(characters)
    }

    /// Options: usually none or a valid alignment, sometimes random bits.
    mutating func nextOptions() -> FormatOptions {
        switch random.next(below: 20) {
        case 0..<12: return []
        case 12, 13: return .alignAllTop
        case 14, 15: return [.alignAllCenterX, .directionRightToLeft]
        case 16, 17: return [.alignAllBottom, .alignAllFirstBaseline, .directionLeftToRight]
        case 18: return .directionLeftToRight
        default: return FormatOptions(rawValue: UInt32(truncatingIfNeeded: random.next()) & 0x3_1FFF)
        }
    }

    // MARK: Grammar-generated formats (mostly valid)

    private static let knownViews = ["v", "w", "a", "b", "view1", "view2", "button"]
    private static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "firstBaseline", "lastBaseline", "center", "size", "frame",
    ]

    /// One to three pieces, each an equation or a Visual Format string built by the grammar,
    /// with an occasional wrong name.
    private mutating func grammarFormat() -> String {
        (0...random.next(below: 3)).map { _ in
            random.next(below: 2) == 0 ? grammarEquation() : grammarVisualFormat()
        }.joined(separator: pick([";", "; ", " ;"]))
    }

    private mutating func grammarEquation() -> String {
        let attribute = pick(Self.attributes)
        leftAttribute = attribute
        var text = "\(viewName()).\(attribute) \(pick(["==", "<=", ">="])) "
        text += grammarExpression(depth: 0)
        if random.next(below: 3) == 0 {
            text += " @ " + pick(["750", "1", "1000", "high", "low", "prio", "m", "0"])
        }
        return text
    }

    private mutating func grammarExpression(depth: Int) -> String {
        switch random.next(below: depth > 2 ? 4 : 7) {
        case 0: return pick(["1", "2.5", ".5", "10", "m", "metric1", "zero", "-3"])
        case 1: return viewName() + (random.next(below: 2) == 0 ? "" : "." + rightAttribute())
        case 2: return pick(["|", "|.\(rightAttribute())"])
        case 3: return "\(viewName()).\(rightAttribute())"
        case 4:
            return grammarExpression(depth: depth + 1) + " \(pick(["*", "/", "+", "-"])) "
                + grammarExpression(depth: depth + 1)
        case 5: return "(\(grammarExpression(depth: depth + 1)))"
        default: return "-" + grammarExpression(depth: depth + 1)
        }
    }

    private mutating func grammarVisualFormat() -> String {
        var text = pick(["", "H:", "V:"])
        if random.next(below: 2) == 0 { text += "|" + grammarConnection() }
        var unused = Self.knownViews
        for index in 0...random.next(below: 4) {
            if index > 0 { text += grammarConnection() }
            let name = unused.isEmpty ? viewName() : unused.remove(at: random.next(below: unused.count))
            text += "[\(name)"
            if random.next(below: 2) == 0 { text += "(\(grammarPredicates(viewsAllowed: true)))" }
            text += "]"
        }
        if random.next(below: 2) == 0 { text += grammarConnection() + "|" }
        return text
    }

    private mutating func grammarConnection() -> String {
        switch random.next(below: 4) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-\(pick(["0", "5", "m", "1.5"]))-"
        default: return "-(\(grammarPredicates(viewsAllowed: false)))-"
        }
    }

    private mutating func grammarPredicates(viewsAllowed: Bool) -> String {
        (0...random.next(below: 2)).map { _ in
            var predicate = pick(["", "==", "<=", ">="])
            predicate +=
                viewsAllowed && random.next(below: 3) == 0 ? viewName() : pick(["10", "-5", "m", "0", "2.5"])
            if random.next(below: 3) == 0 { predicate += "@" + pick(["750", "20", "high", "prio"]) }
            return predicate
        }.joined(separator: ",")
    }

    /// The left attribute of the equation being generated.
    private var leftAttribute = "width"

    /// Usually the left attribute (so most equations make sense), sometimes any.
    private mutating func rightAttribute() -> String {
        random.next(below: 4) == 0 ? pick(Self.attributes) : leftAttribute
    }

    /// A known view name, or now and then an unknown one.
    private mutating func viewName() -> String {
        random.next(below: 20) == 0 ? pick(["q", "zero", "H"]) : pick(Self.knownViews)
    }

    private mutating func randomTokens(count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += pick(Self.alphabet) }
        return text
    }

    private mutating func longRepetition() -> String {
        let unit = pick(["(", "-", "[a]-", "v.width == ", "+", "((", "[", "|-", ";"])
        let prefix = pick(["v.width == ", "", "H:", "[a]"])
        return prefix + String(repeating: unit, count: 1000 + random.next(below: 4000))
    }

    private mutating func mutate(_ characters: inout [Character]) {
        let count = characters.count
        let at = random.next(below: count + 1)
        switch random.next(below: 5) {
        case 0:  // insert a token
            characters.insert(contentsOf: pick(Self.alphabet), at: at)
        case 1:  // delete a run
            guard count > 0 else { return }
            let start = min(at, count - 1)
            characters.removeSubrange(start..<min(count, start + 1 + random.next(below: 4)))
        case 2:  // replace one character with a token
            guard count > 0 else { return }
            let index = min(at, count - 1)
            characters.replaceSubrange(index...index, with: pick(Self.alphabet))
        case 3:  // duplicate a run
            guard count > 0 else { return }
            let start = min(at, count - 1)
            let run = characters[start..<min(count, start + 1 + random.next(below: 8))]
            characters.insert(contentsOf: Array(run), at: start)
        default:  // splice with another corpus entry
            let other = Array(pick(Self.corpus))
            let cut = random.next(below: other.count + 1)
            characters = Array(characters[..<at]) + Array(other[cut...])
        }
    }

    private mutating func pick<T>(_ array: [T]) -> T { array[random.next(below: array.count)] }

    // MARK: Checks

    /// What is wrong with an error, or `nil`.
    static func problem(with error: FormatError, input: String) -> String? {
        let characters = Array(input)
        if error.format != input { return "error.format differs from the input" }
        if error.column < 1 || error.column > characters.count + 1 {
            return "column \(error.column) outside 1…\(characters.count + 1)"
        }
        let pieceCount = error.piece.count
        if error.pieceColumn < 1 || error.pieceColumn + pieceCount > characters.count + 1 {
            return "piece column \(error.pieceColumn) (\(pieceCount) characters) outside the string"
        }
        if String(characters[(error.pieceColumn - 1)..<(error.pieceColumn - 1 + pieceCount)]) != error.piece {
            return "piece is not the text at its column"
        }
        if error.column < error.pieceColumn || error.column > error.pieceColumn + pieceCount {
            return "column \(error.column) outside its piece"
        }
        if error.description.isEmpty { return "empty description" }
        return nil
    }

    /// What is wrong with a successful parse, or `nil`.
    static func problem(with parsed: ParsedFormat, input: String) -> String? {
        let limit = input.count + 1
        for equation in parsed.equations {
            if !views.contains(equation.firstView) { return "unknown first view in \(equation)" }
            if case .view(let name) = equation.secondItem, !views.contains(name) {
                return "unknown second view in \(equation)"
            }
            if (equation.secondItem == nil) != (equation.secondAttribute == nil) {
                return "item and attribute disagree in \(equation)"
            }
            if !equation.multiplier.isFinite || !equation.constant.isFinite || equation.multiplier == 0 {
                return "bad numbers in \(equation)"
            }
            if !(1...1000).contains(equation.priority) { return "bad priority in \(equation)" }
            if equation.column < 1 || equation.column > limit {
                return "column \(equation.column) outside the string"
            }
        }
        return nil
    }
}

/// A small, fast, seedable generator (SplitMix64), so runs repeat exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
