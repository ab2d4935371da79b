import Cassowary

/// One random sequence of changes to a chain, the shape of a stack view: `top[i+1] == top[i] +
/// height[i] + gap`, each height with optional intrinsic-size constraints at two strengths, and
/// the chain's end under pressure (pinned, bounded, pulled by an optional constraint or by an
/// edit variable). Links are removed and added back, items hidden (their two links replaced by
/// one around them) and shown, the end's constant and suggestion changed, intrinsic sizes changed
/// and their constraints removed and added back. After every step: the solver's invariants, every
/// required constraint, the objective against the exact reference (``ExactLexicographicLP``) and
/// against a fresh classic solve of the same set.
package struct ChainSession {
    var random: SplitMix64
    let solver = Solver()
    let start = Variable("start")
    let end = Variable("end")
    let tops: [Variable]
    let heights: [Variable]
    let gaps: [Double]
    /// Each item's `height >= size` (compression resistance) and `height <= size` (hugging).
    var resistances: [Constraint] = []
    var huggings: [Constraint] = []
    /// Which items are shown (linked into the chain).
    var isShown: [Bool]
    /// The links in the solver, by the items they join (-1: the start; count: the end).
    var links: [Pair: Constraint] = [:]
    /// Every link made so far, to add the same object back.
    var madeLinks: [Pair: Constraint] = [:]
    /// The constraint on the end (required or optional), if any, and an edit on it.
    var endConstraint: Constraint?
    var edit: EditSpec?
    /// Other constraints in the solver (the start's, the floors).
    var fixed: [Constraint] = []
    /// Constraints removed by a step, to add back later.
    var removed: [Constraint] = []
    /// What went wrong, each with the operations that led to it; the session stops at the first.
    package private(set) var failures: [String] = []
    var log: [String] = []
    /// States compared with the exact reference, and those it had no answer for.
    package private(set) var exactChecks = 0
    package private(set) var exactUnknown = 0
    /// Checked states in which the solver kept at least one definition.
    package private(set) var withDefinitions = 0

    /// Two items joined by a link.
    struct Pair: Hashable {
        let from: Int
        let to: Int
    }

    /// Whether each link asks to be a definition (``Constraint/prefersDefinition``), as the
    /// gaps of a stack view do.
    let linksPreferDefinitions: Bool

    /// A session over a chain of `count` items; `definesVariables` turns on the solver's
    /// definitions, made where rows would reach `definitionRowLength` cells (0: wherever they
    /// can be; fresh reference solvers stay classic) and, with `linksPreferDefinitions`, for
    /// every link that can be one; without `searchesDirectionsLocally` the solver finds every
    /// direction by eliminating the whole component (see ``Solver/searchesDirectionsLocally``).
    package init(
        seed: UInt64, count: Int, definesVariables: Bool, definitionRowLength: Int = 0,
        linksPreferDefinitions: Bool = false, searchesDirectionsLocally: Bool = true
    ) {
        self.linksPreferDefinitions = linksPreferDefinitions
        var random = SplitMix64(seed: seed)
        tops = (0..<count).map { Variable("top\($0)") }
        heights = (0..<count).map { Variable("height\($0)") }
        gaps = (0..<count).map { _ in Double(Int.random(in: 0...1, using: &random)) }
        self.random = random
        isShown = Array(repeating: true, count: count)
        solver.definesVariables = definesVariables
        solver.definitionRowLength = definitionRowLength
        solver.searchesDirectionsLocally = searchesDirectionsLocally
    }

    var constraints: [Constraint] {
        fixed + resistances + huggings
            + links.keys.sorted { ($0.from, $0.to) < ($1.from, $1.to) }.map { links[$0]! }
            + (endConstraint.map { [$0] } ?? [])
    }

    mutating func fail(_ text: String) {
        failures.append(text + "\n  after: " + log.suffix(12).joined(separator: "\n         "))
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// Builds the chain (its links in order, or half of the time in a random order), then runs
    /// `steps` random changes, stopping at the first failure.
    package mutating func run(steps: Int) {
        let count = tops.count
        let resistance = Strength(strong: 0, medium: 0, weak: 10)
        add(start == 0, fixed: true)
        for item in 0..<count {
            add(heights[item] >= 0, fixed: true)
            let size = Double(int(1...4))
            let resist = (heights[item] >= size).strength(resistance)
            let hug = (heights[item] <= size).strength(.weak)
            resistances.append(resist)
            huggings.append(hug)
            add(resist)
            add(hug)
        }
        var pairs = (0...count).map { Pair(from: $0 - 1, to: $0) }
        if int(0...1) == 0 { pairs.shuffle(using: &random) }
        for pair in pairs { addLink(pair) }
        pressEnd()
        check()
        for _ in 0..<steps where failures.isEmpty {
            step()
            if failures.isEmpty { check() }
        }
    }

    mutating func add(_ constraint: Constraint, fixed isFixed: Bool = false, verb: String = "add") {
        log.append("\(verb) \(constraint) | \(constraint.strength)")
        do { try solver.add(constraint) } catch { fail("\(verb) refused: \(error)") }
        if isFixed { fixed.append(constraint) }
    }

    mutating func remove(_ constraint: Constraint) {
        log.append("remove \(constraint)")
        do { try solver.remove(constraint) } catch { fail("remove refused: \(error)") }
    }

    /// The top (or the start, or the end) an item's link joins.
    func position(_ item: Int) -> Variable { item < 0 ? start : (item == tops.count ? end : tops[item]) }

    mutating func addLink(_ pair: Pair) {
        let link: Constraint
        if let made = madeLinks[pair] {
            link = made
        } else if pair.from < 0 {
            link = position(pair.to) == start
        } else {
            link = position(pair.to) == tops[pair.from] + heights[pair.from] + gaps[pair.from]
        }
        link.prefersDefinition = linksPreferDefinitions
        madeLinks[pair] = link
        links[pair] = link
        add(link, verb: "link")
    }

    mutating func removeLink(_ pair: Pair) {
        guard let link = links.removeValue(forKey: pair) else { return }
        remove(link)
    }

    /// The links the shown items need, from the start to the end.
    func wantedLinks() -> [Pair] {
        var result: [Pair] = []
        var previous = -1
        for item in 0..<tops.count where isShown[item] {
            result.append(Pair(from: previous, to: item))
            previous = item
        }
        result.append(Pair(from: previous, to: tops.count))
        return result
    }

    /// Removes the links no longer wanted, then adds the missing ones (as a stack view does).
    mutating func relink() {
        let wanted = Set(wantedLinks())
        for pair in links.keys.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) })
        where !wanted.contains(pair) {
            removeLink(pair)
        }
        for pair in wantedLinks() where links[pair] == nil { addLink(pair) }
    }

    /// A length the end can have whatever is shown (as long as one item is): every item's gap
    /// (heights are at least 0 and can stretch).
    func shortestLength() -> Int {
        Int(gaps.reduce(0, +))
    }

    /// Puts the end under one kind of pressure.
    mutating func pressEnd() {
        if let old = endConstraint {
            remove(old)
            endConstraint = nil
        }
        if let old = edit {
            log.append("removeEdit end")
            do { try solver.removeEditVariable(old.variable) } catch { fail("removeEdit: \(error)") }
            edit = nil
        }
        let length = Double(shortestLength() + int(0...(3 * tops.count)))
        switch int(0...4) {
        case 0: endConstraint = end == length
        case 1: endConstraint = end <= length
        case 2: endConstraint = (end == 0).strength(.medium)
        case 3: endConstraint = (end == length).strength(.strong)
        default:
            log.append("addEdit end")
            do { try solver.addEditVariable(end, strength: .strong) } catch { fail("addEdit: \(error)") }
            edit = EditSpec(variable: end, strength: .strong, suggestion: 0)
            suggest(length)
        }
        if let endConstraint { add(endConstraint) }
    }

    mutating func suggest(_ value: Double) {
        log.append("suggest end = \(value)")
        do { try solver.suggestValue(end, value) } catch { fail("suggest: \(error)") }
        edit?.suggestion = value
    }

    mutating func step() {
        let count = tops.count
        switch int(0...99) {
        case 0..<20:
            // Hide or show an item.
            let item = int(0...(count - 1))
            // One item stays shown: an empty chain has no length to press.
            if isShown[item] && isShown.filter({ $0 }).count == 1 { return }
            isShown[item].toggle()
            log.append((isShown[item] ? "show " : "hide ") + "\(item)")
            relink()
        case 20..<35:
            // Take a link out and put it back.
            let wanted = wantedLinks()
            let pair = wanted[int(0...(wanted.count - 1))]
            removeLink(pair)
            if int(0...1) == 0 { relinkChecked() }
            addLink(pair)
        case 35..<50:
            // Move the end.
            let length = Double(shortestLength() + int(0...(3 * count)))
            if edit != nil {
                suggest(length)
            } else if let constraint = endConstraint, constraint.strength.isRequired || int(0...1) == 0 {
                log.append("setConstant \(-length) of \(constraint)")
                do { try solver.setConstant(-length, of: constraint) } catch { fail("setConstant: \(error)") }
            } else {
                pressEnd()
            }
        case 50..<60:
            pressEnd()
        case 60..<72:
            // Change an intrinsic size.
            let list = resistances + huggings
            guard !list.isEmpty else { return }
            let size = -Double(int(0...5))
            for constraint in [list[int(0...(list.count - 1))]] {
                log.append("setConstant \(size) of \(constraint)")
                do { try solver.setConstant(size, of: constraint) } catch { fail("setConstant: \(error)") }
            }
        case 72..<86:
            // Take an intrinsic-size constraint out, or put one back.
            if !removed.isEmpty && int(0...1) == 0 {
                let constraint = removed.remove(at: int(0...(removed.count - 1)))
                add(constraint, verb: "re-add")
                if resistances.contains(where: { $0 === constraint }) {
                    resistances.append(constraint)
                } else {
                    huggings.append(constraint)
                }
            } else {
                let fromResistances = int(0...1) == 0
                var list = fromResistances ? resistances : huggings
                guard !list.isEmpty else { return }
                let constraint = list.remove(at: int(0...(list.count - 1)))
                if fromResistances { resistances = list } else { huggings = list }
                remove(constraint)
                removed.append(constraint)
            }
        case 86..<93:
            // Change the gap of a link (never above the item's gap: the end's length allows it).
            let wanted = wantedLinks().filter { $0.from >= 0 }
            guard !wanted.isEmpty else { return }
            let pair = wanted[int(0...(wanted.count - 1))]
            guard let link = links[pair] else { return }
            let gap = -Double(int(0...Int(gaps[pair.from])))
            log.append("setConstant \(gap) of \(link)")
            do { try solver.setConstant(gap, of: link) } catch { fail("setConstant: \(error)") }
        default:
            // Take the floor of an item out and put it back.
            let item = int(0...(count - 1))
            guard
                let index = fixed.firstIndex(where: { $0.expression.terms.first?.variable === heights[item] })
            else { return }
            let floor = fixed.remove(at: index)
            remove(floor)
            check()
            add(floor, fixed: true, verb: "re-add")
        }
    }

    /// Checks the state while a link is out (the chain is then in two pieces).
    mutating func relinkChecked() {
        check()
    }

    mutating func check() {
        guard failures.isEmpty else { return }
        let problems = solver._checkInvariants()
        if !problems.isEmpty { return fail("invariants: \(problems)") }
        if solver._definitionCount > 0 { withDefinitions += 1 }
        solver.updateVariables()
        let all = constraints
        for constraint in all where constraint.strength.isRequired {
            let amount = violation(of: constraint)
            if amount > 1e-6 * max(1, abs(end.value)) {
                return fail("required \(constraint) violated by \(amount)")
            }
        }
        let edits = edit.map { [$0] } ?? []
        var weights: [Int: Double] = [:]
        for constraint in all where !constraint.strength.isRequired {
            weights[constraint.strength.level, default: 0] += constraint.strength.weight
        }
        for edit in edits { weights[edit.strength.level, default: 0] += edit.strength.weight }
        let ours = objectiveVector(all, edits)
        let exactEdits = edits.map {
            OracleEdit($0.variable, strength: $0.strength, suggestion: $0.suggestion)
        }
        switch ExactLexicographicLP.solve(all, edits: exactEdits) {
        case nil:
            exactUnknown += 1
        case .infeasible:
            return fail("the exact reference finds the required constraints infeasible")
        case .optimal(let objective, _):
            exactChecks += 1
            let expected = objective.mapValues(\.doubleValue)
            if !objectivesMatch(ours, expected, weights: weights) {
                return fail("objective \(ours), exact optimum \(expected)")
            }
        }
        var shuffled = all
        shuffled.shuffle(using: &random)
        guard freshSolve(shuffled, edits) != nil else { return fail("a fresh solver refuses the same set") }
        let theirs = objectiveVector(all, edits)
        solver.updateVariables()
        if !objectivesMatch(ours, theirs, weights: weights) { fail("objective \(ours), fresh \(theirs)") }
    }
}
