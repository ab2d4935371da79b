import Testing

@testable import TrellisCore

/// Seeded random mutations of valid format strings, turned into constraints: each either makes
/// well-formed constraints or throws a `FormatError` inside the string; nothing traps.
@MainActor
@Suite struct FormatResolutionFuzzTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let corpus = [
        "H:|-[a(>=10@750)]-m-[b(==a)]-|", "V:|[a][o]-(>=2)-|", "a.center == |; a.size == 5",
        "a.width == b.width * 2 + m @ low", "o.left == |.left + 1", "a.frame == b", "H:[a]-[b];V:[a]",
        "b.height == (a + 3) / 2", "|-(-4)-[b]", "o.size == a; H:|[o]",
    ]
    static let alphabet = Array(" |[]()-=<>@:;.,+*/HV0123456789abom.centerXYwidthsizeframelow")

    @Test func mutatedFormatsNeverTrap() {
        let window = makeWindow(40, 10)
        let views: [String: LayoutItem] = [
            "a": makeView("a", in: window), "b": makeView("b", in: window), "o": makePlainView("o"),
        ]
        var random = SplitMix(state: 2024)
        var made = 0
        var failed = 0
        var missingSuperviews = 0
        for _ in 0..<20_000 {
            var characters = Array(Self.corpus[random.next(below: Self.corpus.count)])
            for _ in 0...random.next(below: 3) {
                let position = random.next(below: characters.count + 1)
                switch random.next(below: 3) {
                case 0:
                    characters.insert(Self.alphabet[random.next(below: Self.alphabet.count)], at: position)
                case 1: if position < characters.count { characters.remove(at: position) }
                default:
                    if position < characters.count {
                        characters[position] = Self.alphabet[random.next(below: Self.alphabet.count)]
                    }
                }
            }
            let format = String(characters)
            let outcome = Result { () throws(FormatError) in
                try LayoutConstraint.constraints(
                    withVisualFormat: format, metrics: ["m": 2], views: views, fileID: "Fuzz/Input.swift",
                    line: 7)
            }
            switch outcome {
            case .success(let constraints):
                made += 1
                for constraint in constraints {
                    let column = constraint.location.column ?? 0
                    #expect((1...format.count + 1).contains(column), "\(format)")
                    #expect(
                        constraint.location
                            == CodeLocation(fileID: "Fuzz/Input.swift", line: 7, column: column))
                    #expect(views.values.contains { $0 === constraint.firstItem }, "\(format)")
                    #expect(
                        constraint.secondItem != nil || constraint.firstAttribute.isDimension, "\(format)")
                    #expect(constraint.multiplier.isFinite && constraint.constant.isFinite, "\(format)")
                }
            case .failure(let error):
                failed += 1
                if case .missingSuperview(view: "o") = error.kind { missingSuperviews += 1 }
                #expect((1...format.count + 1).contains(error.column), "\(format)")
                #expect(error.format == format)
            }
        }
        // Both outcomes occur, so the run exercised parsing and resolution alike.
        #expect(made > 500)
        #expect(failed > 1000)
        #expect(missingSuperviews > 10)
    }
}
