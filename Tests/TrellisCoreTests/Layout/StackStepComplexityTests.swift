import Cassowary
import Testing

@testable import TrellisCore

/// What the steps of the stack workload cost the solver — hiding and showing the middle label,
/// appending one, removing the first, resizing — counted rather than timed: the constraints
/// that leave it and enter it, its pivots and the cells of the rows those walk must be the same
/// in number for a stack of 20 labels and one of 1,000 (issue 13). (Below a dozen labels the
/// chain is too short for some of its links to pay as definitions, and a step takes a pivot or two
/// more.)
@MainActor
@Suite struct StackStepComplexityTests {
    /// The solver's changes over one step: constraints taken out and put in, pivots, the
    /// required equalities eliminated to take equalities out, and the cells of the rows its row
    /// operations walked.
    struct SolverWork: Equatable, CustomStringConvertible {
        var removed: Int
        var added: Int
        var pivots: Int
        var eliminated: Int
        var cells: Int
        /// The entries of the tableau's column lists walked to take a row out of one.
        var columnEntries: Int
        var orderRebuilds: Int
        /// The objective's coefficients visited to clear levels no constraint uses any more.
        var objectiveEntries: Int
        /// The entries of the lists of constraints per symbol walked to take constraints out.
        var adjacencyEntries: Int
        /// Not the solver's: the views' variables the layout pass looked at to forget the
        /// symbols of those that left the solver.
        var departures: Int
        /// Not the solver's either: the symbols the layout pass looked up for views' variables
        /// (those of views that joined the window, those that came back to the solver), and the
        /// times it listed the window's views again.
        var symbolLookups: Int
        var listRebuilds: Int
        /// The items whose frames the pass worked out (those whose values changed or whose
        /// parent moved).
        var published: Int
        /// The items whose values the pass read one by one (those whose symbols the solver
        /// said changed), and the definitions the solver evaluated to bring the defined
        /// values up to date.
        var itemsRead: Int
        var definedEvaluations: Int

        var description: String {
            "\(removed) removed, \(added) added, \(pivots) pivots, \(eliminated) eliminated, "
                + "\(cells) row cells, \(columnEntries) column entries, \(orderRebuilds) rebuilds of the definitions' order, "
                + "\(objectiveEntries) objective entries cleared, \(adjacencyEntries) adjacency entries walked, "
                + "\(departures) variables examined for departures, \(symbolLookups) symbols looked up, "
                + "\(listRebuilds) rebuilds of the list of views, \(published) frames worked out, "
                + "\(itemsRead) items read, \(definedEvaluations) definitions evaluated"
        }
    }

    /// A vertical stack of `count` one-line labels, configured by `configure`, its left, right
    /// and top edges pinned to a 120×40 window, laid out.
    private static func makeStack(
        labels count: Int, configure: (StackView) -> Void = { _ in }
    ) -> (TermWindow, StackView) {
        let window = makeWindow(120, 40)
        let stack = StackView(arrangedSubviews: (0..<count).map { Label("row \($0)") }, axis: .vertical)
        configure(stack)
        window.addSubview(stack)
        pinTopAndSides(stack, to: window)
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// What one more label costs, counted (the memory of issue 13's 10,000-label stack): six
    /// solver constraints (its link to the next, its two fill rules, its width's and height's
    /// content size, its height's floor, which carries the stack's hugging as a price), ten
    /// layout constraints (five rules of the stack's, four content-size constraints, one floor:
    /// the one across a filled view is not made), and the same with 20 labels as with 120.
    @Test func aLabelCostsTheSolverSixConstraintsAndTheEngineTenLayoutConstraints() {
        func costs(labels count: Int) -> (solver: Int, layout: Int) {
            let (window, stack) = Self.makeStack(labels: count)
            var layout = 0
            stack.arrangementSlots.forEach { _, _ in layout += 1 }
            for case let label as Label in stack.arrangedSubviews {
                layout += label.generated.contentSize.all.count
                if label.nonNegativeSize?.width != nil { layout += 1 }
                if label.nonNegativeSize?.height != nil { layout += 1 }
            }
            return (window.engine.solver.constraints.count, layout)
        }
        let (small, large) = (costs(labels: 20), costs(labels: 120))
        #expect(large.solver - small.solver == 6 * 100)
        #expect(large.layout - small.layout == 10 * 100)
    }

    /// The solver's work while `change` runs and the window lays out again.
    private static func work(in window: TermWindow, _ change: () -> Void) -> SolverWork {
        let solver = window.engine.solver
        // Held until the end: a constraint freed meanwhile could leave its address, and so its
        // identifier, to a new one.
        let before = solver.constraints
        let pivots = solver._pivotCount
        let eliminated = solver._eliminatedEqualityCount
        let cells = solver._rowCellWork
        let columnEntries = solver._columnWork
        let rebuilds = solver._definitionOrderRebuildCount
        let departures = window.engine.flatTree.departureWork
        let published = window.engine.flatTree.publishWork
        let (itemsRead, evaluations) = (window.engine.flatTree.itemReads, solver._definedValueEvaluations)
        let (lookups, listRebuilds) = (
            window.engine.flatTree.symbolLookups, window.engine.flatTree.rebuildCount
        )
        let (objectiveEntries, adjacencyEntries) = (solver._objectiveClearWork, solver._adjacencyWork)
        change()
        window.layoutIfNeeded()
        let after = solver.constraints
        return withExtendedLifetime(before) {
            let beforeIDs = Set(before.map(ObjectIdentifier.init))
            let afterIDs = Set(after.map(ObjectIdentifier.init))
            return SolverWork(
                removed: beforeIDs.subtracting(afterIDs).count, added: afterIDs.subtracting(beforeIDs).count,
                pivots: solver._pivotCount - pivots,
                eliminated: solver._eliminatedEqualityCount - eliminated, cells: solver._rowCellWork - cells,
                columnEntries: solver._columnWork - columnEntries,
                orderRebuilds: solver._definitionOrderRebuildCount - rebuilds,
                objectiveEntries: solver._objectiveClearWork - objectiveEntries,
                adjacencyEntries: solver._adjacencyWork - adjacencyEntries,
                departures: window.engine.flatTree.departureWork - departures,
                symbolLookups: window.engine.flatTree.symbolLookups - lookups,
                listRebuilds: window.engine.flatTree.rebuildCount - listRebuilds,
                published: window.engine.flatTree.publishWork - published,
                itemsRead: window.engine.flatTree.itemReads - itemsRead,
                definedEvaluations: solver._definedValueEvaluations - evaluations)
        }
    }

    /// The steps of the stack workload after attaching (Benchmarks/WIDGETS.md), in order.
    enum Step: String, CaseIterable {
        case hide, show, append, removeFirst, resize, resizeBack
    }

    /// Runs the steps on a stack of `count`, checking the rows move as they should; the solver's
    /// work in each.
    private static func steps(labels count: Int) -> [Step: SolverWork] {
        let (window, stack) = makeStack(labels: count)
        let middle = stack.arrangedSubviews[count / 2]
        let below = stack.arrangedSubviews[count / 2 + 1]
        let last = stack.arrangedSubviews[count - 1]
        var result: [Step: SolverWork] = [:]
        result[.hide] = work(in: window) { middle.isHidden = true }
        #expect(below.frame.minY == count / 2)
        result[.show] = work(in: window) { middle.isHidden = false }
        #expect(below.frame.minY == count / 2 + 1 && middle.frame.minY == count / 2)
        let appended = Label("row \(count)")
        result[.append] = work(in: window) { stack.addArrangedSubview(appended) }
        #expect(appended.frame.minY == count)
        result[.removeFirst] = work(in: window) { stack.arrangedSubviews[0].removeFromSuperview() }
        #expect(last.frame.minY == count - 2 && appended.frame.minY == count - 1)
        result[.resize] = work(in: window) { window.size = Size(width: 100, height: 30) }
        #expect(last.frame.width == 100)
        result[.resizeBack] = work(in: window) { window.size = Size(width: 120, height: 40) }
        #expect(last.frame.width == 120)
        return result
    }

    /// The work at 20 labels and at 1,000, measured once for all the tests.
    private static let measured = (small: steps(labels: 20), large: steps(labels: 1000))

    @Test(arguments: Step.allCases)
    func eachStepTakesAsManyConstraintsOutAndPutsAsManyInWith20LabelsAsWith1000(_ step: Step) {
        let (small, large) = (Self.measured.small[step], Self.measured.large[step])
        #expect(small?.removed == large?.removed && small?.added == large?.added)
    }

    @Test func hidingTakesConstraintsOutAndPutsOthersIn() {
        let hide = Self.measured.small[.hide]
        #expect((hide?.removed ?? 0) > 0 && (hide?.added ?? 0) > 0)
    }

    /// Expects one count of a step's work to be the same with 1,000 labels as with 20.
    private static func expectTheSameWith20And1000Labels(
        _ step: Step, _ count: KeyPath<SolverWork, Int>, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let small = try #require(measured.small[step]?[keyPath: count], sourceLocation: sourceLocation)
        let large = try #require(measured.large[step]?[keyPath: count], sourceLocation: sourceLocation)
        #expect(
            large == small, "\(large) \(what) at 1,000 labels, \(small) at 20", sourceLocation: sourceLocation
        )
    }

    /// The solver's pivots do not grow with the stack either (nor what each walks: the next
    /// test).
    @Test(arguments: Step.allCases)
    func eachStepPivotsAsOftenWith20LabelsAsWith1000(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.pivots, "pivots")
    }

    /// Nor do the rows those pivots walk grow: no row runs the length of the stack. (The stack
    /// hugging its length, or the stack's own non-negative length, was such a row, and every
    /// pivot walked it: 18 cells per label for hiding one.)
    @Test(arguments: Step.allCases)
    func eachStepWalksAsManyRowCellsWith20LabelsAsWith1000(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.cells, "row cells walked")
    }

    /// Nor does any step rebuild the order in which the defined variables' values are computed,
    /// which walks every link of the chain: a link put back goes back to its place. (Hiding and
    /// showing rebuilt it every time.)
    @Test(arguments: Step.allCases)
    func noStepRebuildsTheOrderOfTheDefinitions(_ step: Step) throws {
        let large = try #require(Self.measured.large[step]?.orderRebuilds)
        #expect(large == 0, "\(large) rebuilds of the definitions' order at 1,000 labels")
    }

    /// Nor does the layout pass look at more views' variables to forget those that left the
    /// solver (a view taken out, a hidden view's position): it finds each by its symbol. (It
    /// compared every view's four symbols with the departed ones: 4,000 at 1,000 labels.)
    @Test(arguments: Step.allCases)
    func eachStepExaminesAsFewVariablesForDeparturesWith1000LabelsAsWith20(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.departures, "variables examined for departures")
    }

    /// Nor does the layout pass list the window's views again, or look up the symbols of every
    /// view's variables, when a view joins or leaves: it lists the new one at the end and
    /// leaves a hole where the old one was. (Appending a label, or taking the first out, listed
    /// all 1,000 again and looked up their 4,000 symbols.)
    @Test(arguments: Step.allCases)
    func eachStepLooksUpAsManySymbolsWith1000LabelsAsWith20(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.symbolLookups, "symbols looked up")
        try Self.expectTheSameWith20And1000Labels(step, \.listRebuilds, "rebuilds of the list of views")
    }

    /// Nor does the pass work out the frame of every view when one joins: only those whose
    /// values changed (the new label, the stack growing by a row, the window). (It worked out
    /// and compared all 1,000.) A hide or a removal at the top moves the labels below, and a
    /// resize every label's width: those frames change, and are worked out.
    @Test func appendingWorksOutAsManyFramesWith1000LabelsAsWith20() throws {
        try Self.expectTheSameWith20And1000Labels(.append, \.published, "frames worked out")
    }

    /// Nor does it read every view's values, nor the solver evaluate every link of the chain,
    /// to find the few that changed: the solver logs the symbols whose values may have changed
    /// (Tableau+ValueLog.swift), evaluates the definitions they reach, and the pass reads the
    /// items those symbols belong to. (Both went through all 1,000: at 10,000 labels, half and a
    /// quarter of the layout pass after an append.)
    @Test func appendingReadsAsFewItemsAndEvaluatesAsFewDefinitionsWith1000LabelsAsWith20() throws {
        try Self.expectTheSameWith20And1000Labels(.append, \.itemsRead, "items read")
        try Self.expectTheSameWith20And1000Labels(.append, \.definedEvaluations, "definitions evaluated")
        let read = try #require(Self.measured.large[.append]?.itemsRead)
        #expect(read > 0, "the append read no item one by one: every item was read")
    }

    /// Nor does a step clear the objective level of a priority no constraint uses any more,
    /// coefficient by coefficient: it is all zero already. (A hidden view's collapse priority
    /// comes and goes with each hide and show, and clearing it visited every symbol's costs.)
    @Test(arguments: Step.allCases)
    func eachStepClearsAsManyObjectiveEntriesWith20LabelsAsWith1000(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.objectiveEntries, "objective entries cleared")
    }

    /// Nor does taking a constraint out walk the list of every constraint that mentions the
    /// stack's edges when it went in last: hiding again takes out the rules the show put in,
    /// and showing the ones the hide put in. (Searched from the front, each walked the list of
    /// every view's alignment rule.) The first hide, and taking the first view out, still walk
    /// them: the rules they take out are the stack's oldest.
    @Test func hidingAndShowingAgainWalkAsFewAdjacencyEntriesWith1000LabelsAsWith20() {
        func entries(labels count: Int) -> [Int] {
            let (window, stack) = Self.makeStack(labels: count)
            let middle = stack.arrangedSubviews[count / 2]
            middle.isHidden = true
            window.layoutIfNeeded()
            middle.isHidden = false
            window.layoutIfNeeded()
            let hide = Self.work(in: window) { middle.isHidden = true }.adjacencyEntries
            let show = Self.work(in: window) { middle.isHidden = false }.adjacencyEntries
            let appended = Label("appended")
            let append = Self.work(in: window) { stack.addArrangedSubview(appended) }.adjacencyEntries
            return [hide, show, append]
        }
        let small = entries(labels: 20)
        let large = entries(labels: 1000)
        #expect(large == small, "\(large) adjacency entries walked at 1,000 labels, \(small) at 20")
    }

    /// Hiding and showing one view of a fill stack walks as many cells of rows with 1,000
    /// labels as with 20, whatever the spacing and the alignment: the stack hugs its length view
    /// by view, and its length needs no floor. (The distributions that relate every view to
    /// one shared length, and a stack arranged in its margins, whose guide's pins hold the
    /// stack's length in a row, still walk rows that grow with the stack.)
    @Test(arguments: [0.0, 2.0], [StackView.Alignment.fill, .leading, .center])
    func hidingAndShowingWalksAsManyRowCellsIn20And1000Labels(
        _ spacing: Double, _ alignment: StackView.Alignment
    ) {
        func cells(labels count: Int) -> [Int] {
            let (window, stack) = Self.makeStack(labels: count) { stack in
                stack.spacing = spacing
                stack.alignment = alignment
            }
            let middle = stack.arrangedSubviews[count / 2]
            let below = stack.arrangedSubviews[count / 2 + 1]
            let pitch = 1 + Int(spacing)
            let hide = Self.work(in: window) { middle.isHidden = true }.cells
            #expect(below.frame.minY == (count / 2) * pitch)
            let show = Self.work(in: window) { middle.isHidden = false }.cells
            #expect(below.frame.minY == (count / 2 + 1) * pitch)
            return [hide, show]
        }
        let small = cells(labels: 20)
        let large = cells(labels: 1000)
        #expect(large == small, "\(large) row cells walked at 1,000 labels, \(small) at 20")
    }

    /// Taking a link of the chain out works out how it moves the tableau from the links near
    /// it, not by eliminating the whole chain (which cost O(N²) per hide).
    @Test(arguments: Step.allCases)
    func eachStepEliminatesAsFewEqualitiesWith1000LabelsAsWith20(_ step: Step) throws {
        try Self.expectTheSameWith20And1000Labels(step, \.eliminated, "equalities eliminated")
    }

    /// A step of the distributions workload: taking the first view out, or appending one.
    enum DistributionStep: Sendable {
        case removeFirst, append
    }

    /// A horizontal stack of `count` one-cell labels arranged as `shape` says, its left and top
    /// edges pinned to a 120×40 window, laid out.
    private static func makeHorizontalStack(
        _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> (TermWindow, StackView) {
        let (window, stack) = makeHorizontalStackToLayOut(shape, views: count)
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The stack of `makeHorizontalStack`, not laid out yet.
    private static func makeHorizontalStackToLayOut(
        _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> (TermWindow, StackView) {
        let window = makeWindow(120, 40)
        let stack = StackView(arrangedSubviews: (0..<count).map { Label("\($0 % 10)") }, axis: .horizontal)
        stack.distribution = shape.0
        stack.alignment = shape.1
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        return (window, stack)
    }

    /// A horizontal stack of one-cell labels, arranged as `shape` says, in which every view is
    /// as tall as the stack: each of the cross axis's "inside" inequalities is tight at once (a
    /// degenerate vertex). The pivots of `step` for `count` views. Taking the first view out
    /// once walked the whole stack one view at a time (a tie in the ratio test went to the
    /// lowest symbol, the next view's); appending to a proportional stack walked it 5 times
    /// (the new view's rule reached the solver before its own size did).
    private static func pivots(
        of step: DistributionStep, _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> Int {
        let (window, stack) = Self.makeHorizontalStack(shape, views: count)
        switch step {
        case .removeFirst:
            let second = stack.arrangedSubviews[1]
            let pivots = work(in: window) { stack.arrangedSubviews[0].removeFromSuperview() }.pivots
            #expect(second.frame == Rect(x: 0, y: 0, width: 1, height: 1))
            return pivots
        case .append:
            let appended = Label("n")
            let pivots = work(in: window) { stack.addArrangedSubview(appended) }.pivots
            #expect(appended.frame == Rect(x: count, y: 0, width: 1, height: 1))
            return pivots
        }
    }

    nonisolated static let distributionShapes: [(StackView.Distribution, StackView.Alignment)] = [
        (.fill, .leading), (.fill, .center), (.fill, .trailing), (.fill, .firstBaseline),
        (.fillEqually, .center), (.equalSpacing, .leading), (.equalCentering, .trailing),
        (.fillProportionally, .leading),
    ]

    /// The walks this guards against took N + 11 pivots (removing) and 5N (appending to a
    /// proportional stack). Equal for all shapes but equal centring, whose 999-priority rules
    /// tie one way or the other: hence the one pivot of slack.
    @Test(arguments: [DistributionStep.removeFirst, .append], distributionShapes)
    func aStepOnViewsAsTallAsTheStackPivotsAsOftenWith50AsWith200(
        _ step: DistributionStep, _ shape: (StackView.Distribution, StackView.Alignment)
    ) {
        let small = Self.pivots(of: step, shape, views: 50)
        let large = Self.pivots(of: step, shape, views: 200)
        #expect(large <= small + 1, "\(large) pivots at 200 views, \(small) at 50")
    }

    /// The row cells and the column entries the solver walks to attach a horizontal stack of
    /// `count` one-cell labels arranged as `shape` says, its left and top edges pinned to a
    /// 120×40 window.
    private static func attachWork(
        _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> (cells: Int, columnEntries: Int) {
        let (window, stack) = makeHorizontalStackToLayOut(shape, views: count)
        let solver = window.engine.solver
        let (cells, columnEntries) = (solver._rowCellWork, solver._columnWork)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.last?.frame.width == 1)
        return (solver._rowCellWork - cells, solver._columnWork - columnEntries)
    }

    /// Attaching a vertical stack of labels that fill its width (the widget workload's stack,
    /// Benchmarks/WIDGETS.md) pivots as often at 200 labels as at 50: each label's content
    /// size along the axis comes before the stack's rules for it (`StackView.commitArrangement`).
    /// Added with the layout pass, after the stack's hugging had set every height to zero, each
    /// label's content size took two pivots (99 at 50 labels, 399 at 200). Where the distribution sets the lengths
    /// apart from the content (fill equally, equal centring) and along the cross axis where an
    /// alignment other than fill leaves a length to the content size, a view still takes about
    /// a pivot as it comes.
    @Test(arguments: [StackView.Distribution.fill, .equalSpacing])
    func attachingAFillingVerticalStackPivotsAsOftenWith200LabelsAsWith50(
        _ distribution: StackView.Distribution
    ) {
        func pivots(_ count: Int) -> Int {
            let window = makeWindow(120, 40)
            let stack = StackView(arrangedSubviews: (0..<count).map { Label("row \($0)") }, axis: .vertical)
            stack.distribution = distribution
            window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: window.leftAnchor),
                stack.rightAnchor.constraint(equalTo: window.rightAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            let before = window.engine.solver._pivotCount
            window.layoutIfNeeded()
            #expect(stack.arrangedSubviews.last?.frame.height == 1)
            return window.engine.solver._pivotCount - before
        }
        let small = pivots(50)
        let large = pivots(200)
        #expect(large <= small + 1, "\(large) pivots attaching 200 labels, \(small) attaching 50")
    }

    /// Attaching a stack walks row cells in proportion to its views, whatever the
    /// distribution: 4 times the views, at most 5 times the cells. Two orders made it
    /// quadratic. Equal centring's rule for a view and the next reached the solver before the
    /// next view's own rules, so it was solved for the next view's length and every length
    /// was written in the one before it (70,000 cells at 50 views, 1.1 million at 200). The
    /// proportional shares came after the stack's hugging rule, a row through every view, and
    /// each was solved for its excess error, which priced the shared length's symbol (in a
    /// row of every view) below zero and brought it into the basis: 29,000 and 462,000.
    @Test(arguments: distributionShapes)
    func attachingWalksRowCellsInProportionToTheViews(_ shape: (StackView.Distribution, StackView.Alignment))
    {
        let small = Self.attachWork(shape, views: 50).cells
        let large = Self.attachWork(shape, views: 200).cells
        #expect(large <= 5 * small, "\(large) row cells at 200 views, \(small) at 50")
    }

    /// Attaching a stack walks column entries in proportion to its views, whatever the
    /// distribution: 4 times the views, at most 5 times the entries. Where the alignment does
    /// not fill across, each view's substitution cancelled an old entry of a column that runs
    /// the stack, found by a walk from the column's end, and the column was indexed only for a
    /// substitution through a long column (not this one): 0.24 million entries walked for 400
    /// views, 3.8 million for 1,600. Columns walked as far as they are long stay indexed now.
    @Test(arguments: distributionShapes)
    func attachingWalksColumnsInProportionToTheViews(_ shape: (StackView.Distribution, StackView.Alignment)) {
        let small = Self.attachWork(shape, views: 200).columnEntries
        let large = Self.attachWork(shape, views: 800).columnEntries
        #expect(large <= 5 * small, "\(large) column entries at 800 views, \(small) at 200")
    }

    /// A change in the middle of a horizontal stack of one-cell labels arranged as `shape` says:
    /// hiding the middle view, showing it again, or giving it a custom gap.
    enum MiddleStep: String, CaseIterable, Sendable {
        case hide, show, customGap
    }

    /// The solver's work in each middle step, in order, for `count` views.
    private static func middleSteps(
        _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> [MiddleStep: SolverWork] {
        let (window, stack) = Self.makeHorizontalStack(shape, views: count)
        let middle = stack.arrangedSubviews[count / 2]
        var result: [MiddleStep: SolverWork] = [:]
        for step in MiddleStep.allCases {
            result[step] = work(in: window) {
                switch step {
                case .hide: middle.isHidden = true
                case .show: middle.isHidden = false
                case .customGap: stack.setCustomSpacing(2, after: middle)
                }
            }
        }
        // The middle view back, with a gap of 2 after it: exactly that one where the gaps are
        // the spacing, every gap 2 where they are all equal.
        let after = stack.arrangedSubviews[count / 2 + 1]
        let equalGaps = shape.0 == .equalSpacing || shape.0 == .equalCentering
        #expect(after.frame.minX == (equalGaps ? 3 * (count / 2 + 1) : count / 2 + 3), "\(after.frame)")
        return result
    }

    /// Expects `holds(work with 200 views, work with 50)` of every middle step of `shape`.
    private static func expectEveryMiddleStep(
        _ shape: (StackView.Distribution, StackView.Alignment),
        _ holds: (_ large: SolverWork, _ small: SolverWork) -> Bool
    ) {
        let small = middleSteps(shape, views: 50)
        let large = middleSteps(shape, views: 200)
        for step in MiddleStep.allCases {
            #expect(
                holds(large[step]!, small[step]!),
                "\(step): \(large[step]!) with 200 views, \(small[step]!) with 50")
        }
    }

    /// Every link of the stack's chain is a definition in the solver, whatever the
    /// distribution: taking a view out of a fill-equally stack, whose rows are all short, once
    /// eliminated every equality of the stack to find how the tableau moves (200 of them for 200
    /// views, 12 ms at 300).
    @Test(arguments: distributionShapes)
    func aChangeInTheMiddleEliminatesAsFewEqualitiesWith200ViewsAsWith50(
        _ shape: (StackView.Distribution, StackView.Alignment)
    ) {
        Self.expectEveryMiddleStep(shape) { large, small in large.eliminated == small.eliminated }
    }

    /// The distributions whose steps in the middle walk as many row cells at any length. (Equal
    /// spacing's and equal centring's rows run the stack, below, and the proportional
    /// distribution remakes every view's rule on any change: issue 13's notes.)
    @Test(arguments: [(StackView.Distribution.fill, StackView.Alignment.leading), (.fillEqually, .center)])
    func aChangeInTheMiddleWalksAsManyRowCellsWith200ViewsAsWith50(
        _ shape: (StackView.Distribution, StackView.Alignment)
    ) {
        Self.expectEveryMiddleStep(shape) { large, small in
            large.cells == small.cells && large.pivots == small.pivots
        }
    }

    /// Equal spacing and equal centring still walk rows through the stack (the shared gap or
    /// distance between centres is in a row of every view), but no more than that: 4 times the
    /// views, at most 4 times the row cells (and a little). Equal spacing's gaps once came after
    /// each gap's minimum, so none could be a definition, and a hide walked 120,000 cells at 200
    /// views, 7,700 at 50. Equal centring's gaps were inequalities, so no position was a
    /// definition and each was basic in a row through the errors of every centring rule before
    /// it, until the gaps became guides (StackView+GapGuides.swift).
    @Test(arguments: [
        (StackView.Distribution.equalSpacing, StackView.Alignment.leading), (.equalCentering, .trailing),
    ])
    func aChangeInTheMiddleWalksRowCellsInProportionToTheViews(
        _ shape: (StackView.Distribution, StackView.Alignment)
    ) {
        Self.expectEveryMiddleStep(shape) { large, small in
            large.cells <= 5 * small.cells && large.eliminated == 0
        }
    }

    /// The column entries walked to take the first view out of a horizontal stack of `count`
    /// one-cell labels arranged as `shape` says, and then to give the middle view a custom gap.
    private static func columnEntriesOfRemovingAndSpacing(
        _ shape: (StackView.Distribution, StackView.Alignment), views count: Int
    ) -> (remove: Int, customGap: Int) {
        let (window, stack) = makeHorizontalStack(shape, views: count)
        let second = stack.arrangedSubviews[1]
        let remove = work(in: window) { stack.arrangedSubviews[0].removeFromSuperview() }
        #expect(second.frame.minX == 0)
        let middle = stack.arrangedSubviews[count / 2]
        let customGap = work(in: window) { stack.setCustomSpacing(2, after: middle) }
        return (remove.columnEntries, customGap.columnEntries)
    }

    /// A substitution through a long column can cancel entries of many other long columns (equal
    /// centring's rows hold a dozen symbols shared along the stack); each such column is indexed
    /// for the substitution so that taking its entries out costs O(1), not a walk from its end.
    /// Only 4 could be indexed at once, and the rest were walked: removing the first view walked
    /// 0.8 million entries at 400 views and 11.7 million at 1,600 (295 ms at 10,000 views, and
    /// 585 ms for a custom gap). 4 times the views, at most 5 times the entries.
    @Test(arguments: distributionShapes)
    func removingAViewAndSpacingOneWalkColumnsInProportionToTheViews(
        _ shape: (StackView.Distribution, StackView.Alignment)
    ) {
        let small = Self.columnEntriesOfRemovingAndSpacing(shape, views: 200)
        let large = Self.columnEntriesOfRemovingAndSpacing(shape, views: 800)
        #expect(
            large.remove <= 5 * small.remove,
            "removing: \(large.remove) entries at 800 views, \(small.remove) at 200")
        #expect(
            large.customGap <= 5 * small.customGap,
            "a custom gap: \(large.customGap) entries at 800 views, \(small.customGap) at 200")
    }
}
