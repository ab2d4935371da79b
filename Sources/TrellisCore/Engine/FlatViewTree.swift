import Cassowary

/// A window's views and layout guides in one flat list, each after its superview or owning
/// view, with each one's parent index: the shape the layout pass walks on every pass. A flat
/// loop over contiguous arrays costs a fraction of a recursive walk, which retains every view
/// it passes through.
///
/// It also keeps the solver symbols of every item's four variables in one contiguous list, so
/// the pass reads the solution straight from the solver (``readValues(from:)``) instead of
/// publishing every variable into its object and reading the objects back: after a small
/// change, only the items whose symbols the solver says changed, and the items listed, set by
/// hand or looked up since; after a large one, the whole solution in one call.
///
/// The list follows the window's tree as it changes, at the cost of the change: an item that
/// joins the window goes at the end (its parent is in the list already, so parents still come
/// first), and one that leaves leaves a hole, so no other item moves and no symbol is looked up
/// again. Reordering siblings changes nothing here (frames do not depend on drawing order). When
/// holes outnumber the items, or before the first pass, the list is rebuilt from the window's
/// tree (``isStale``): taking 10,000 labels out one at a time costs a rebuild each time the
/// holes pass half the list, not one per label, and adding them costs none.
///
/// The items are held unretained: each is in the window while it is listed (a view leaving the
/// window, or a guide leaving its view, is taken out first), so the tree keeps it alive; a
/// strong list would keep the window (which owns the engine) alive forever.
@MainActor
struct FlatViewTree {
    /// What sits at an index of the list.
    enum Kind: UInt8 {
        /// An item that left: skipped until the next rebuild.
        case hole
        case view
        case guide
    }

    /// The items, each after its parent; the window first. A hole keeps the pointer of the item
    /// that left: compared (``listedIndex(of:)``), never followed.
    private(set) var items: ContiguousArray<Unmanaged<LayoutItem>> = []
    /// What each index holds.
    private(set) var kinds: ContiguousArray<Kind> = []
    /// For each item, the index of its superview (a view) or owning view (a guide), or -1 for
    /// the window.
    private(set) var parents: ContiguousArray<Int32> = []
    /// How many indices are holes.
    private(set) var holeCount = 0
    /// The solver symbols of each item's minX, minY, width and height, at `4 * index`; -1 for a
    /// variable the solver does not know.
    private var symbols: ContiguousArray<Int32> = []
    /// For each solver symbol that ``symbols`` holds, where it is held; -1 elsewhere (and past
    /// the end). A variable that leaves the solver is found here in O(1), where looking for its
    /// symbol among every item's cost a pass over all of them on each hide.
    private var slotOfSymbol: ContiguousArray<Int32> = []
    /// Items examined to forget the symbols of departed variables (statistics for tests: it is
    /// the number of departed symbols, not of items).
    private(set) var departureWork = 0
    /// Symbols looked up in the solver (statistics for tests: an item joining costs its four,
    /// not four for every item in the window).
    private(set) var symbolLookups = 0
    /// How many times the list was rebuilt from the window's tree (statistics for tests).
    private(set) var rebuildCount = 0
    /// Items whose frames the layout passes worked out and compared, counted by the pass
    /// (statistics for tests: those whose values changed or whose parent moved, not all).
    var publishWork = 0
    /// The current values of ``symbols``: all of them after a read of every item, those of
    /// ``readItems`` after a read of a few (``readValues(ofItem:from:)``), the others as they
    /// were (NaN for an item whose frame is to be published whatever its values).
    private(set) var values: ContiguousArray<Double> = []
    /// After a read of every item, the values before it (NaN for an item listed since, or
    /// whose frame was set by hand since): the pass publishes only the items whose values
    /// changed or whose parent moved. Out of date after a read of a few items.
    private(set) var previousValues: ContiguousArray<Double> = []
    /// Whether the last ``readValues(from:)`` read every item; else ``readItems`` are the ones
    /// to read.
    private(set) var readsEveryItem = true
    /// After a read of a few items, the items whose values may have changed, in list order
    /// (parents first).
    private(set) var readItems: ContiguousArray<Int32> = []
    /// For each item, the number of the last pass that put it among ``readItems``, or among the
    /// children the pass published because their parent's origin moved (``markForPass(_:)``).
    private var readMarks: ContiguousArray<UInt32> = []
    /// Items to read in the next pass whatever the solver says: listed, set by hand, or with
    /// symbols looked up or forgotten since the last read.
    private var pendingItems: ContiguousArray<Int32> = []
    /// Whether the next read must read every item (after a rebuild, or when the solver forgot
    /// which variables left).
    private var needsFullRead = true
    /// Items read one by one (statistics for tests: after a change to one view of thousands,
    /// a handful).
    private(set) var itemReads = 0
    /// For each item, the number of the last pass that moved its origin (see ``passNumber``).
    private(set) var originMoves: ContiguousArray<UInt32> = []
    /// The number of the current pass, counted by ``readValues(from:)``; never 0 (a fresh
    /// item's mark), wrapping past `UInt32.max` after clearing every mark.
    private(set) var passNumber: UInt32 = 0
    /// The solver's ``Solver/variableRegistrations`` when the symbols were last looked up.
    private var resolvedRegistrations = (registered: -1, unregistered: -1)
    /// The slots of ``symbols`` that hold -1, looked up again when the solver registers
    /// variables (a hole's slots are dropped then). Their value is the variable's own: 0 for one
    /// the solver never had, the last value the solver gave it for one that left (no
    /// constraint mentions it any more).
    private var unresolved: ContiguousArray<Int32> = []
    /// Whether items joined since the symbols were last looked up.
    private var hasNewSlots = false
    /// Scratch space for the pass: each item's origin in window coordinates.
    var origins: ContiguousArray<Point> = []
    /// Whether the list must be rebuilt from the window's tree before it is read: at first, and
    /// after ``markStale()``.
    private(set) var isStale = true

    /// Asks for a rebuild before the next read.
    mutating func markStale() {
        isStale = true
    }

    /// Hands the origins scratch array over (so the pass can write it while reading the
    /// views); the pass gives it back by assigning ``origins``.
    mutating func takeOrigins() -> ContiguousArray<Point> {
        defer { origins = [] }
        return origins
    }

    /// Rebuilds the list when it is stale or mostly holes.
    mutating func prepare(for window: TermWindow) {
        if isStale || (holeCount > 64 && holeCount > items.count / 2) { rebuild(from: window) }
    }

    /// Lists the window's tree again.
    private mutating func rebuild(from window: TermWindow) {
        items.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        previousValues.removeAll(keepingCapacity: true)
        originMoves.removeAll(keepingCapacity: true)
        origins.removeAll(keepingCapacity: true)
        unresolved.removeAll(keepingCapacity: true)
        slotOfSymbol.removeAll(keepingCapacity: true)
        readMarks.removeAll(keepingCapacity: true)
        pendingItems.removeAll(keepingCapacity: true)
        needsFullRead = true
        holeCount = 0
        isStale = false
        appendSubtree(window, parent: -1)
        resolvedRegistrations = (-1, -1)
        rebuildCount += 1
    }

    private mutating func appendSubtree(_ view: TermView, parent: Int32) {
        let index = append(view, kind: .view, parent: parent)
        for guide in view.layoutGuides { append(guide, kind: .guide, parent: index) }
        for subview in view.subviews { appendSubtree(subview, parent: index) }
    }

    /// Lists `item` last, its symbols to be looked up; returns its index.
    @discardableResult
    private mutating func append(_ item: LayoutItem, kind: Kind, parent: Int32) -> Int32 {
        let index = Int32(items.count)
        item.node.flatTreeIndex = index
        items.append(Unmanaged.passUnretained(item))
        kinds.append(kind)
        parents.append(parent)
        origins.append(.zero)
        originMoves.append(0)
        readMarks.append(0)
        notePending(index)
        for slot in 4 * index..<4 * index + 4 {
            symbols.append(-1)
            values.append(.nan)
            previousValues.append(.nan)
            unresolved.append(slot)
        }
        hasNewSlots = true
        return index
    }

    /// Lists a view that joined the window, and its guides (its superview is listed: views join
    /// parents first). Its subviews join on their own.
    mutating func insert(_ view: TermView) {
        // (Listed twice, the second place would be the only one taken out when it leaves: the
        // first would point at it after it is gone.)
        guard !isStale, listedIndex(of: view) == nil else { return }
        guard let parent = listedIndex(of: view.superviewStorage) else {
            // Not expected (the window is never inserted; a superview joins first): list
            // everything again rather than place it wrong.
            isStale = true
            return
        }
        let index = append(view, kind: .view, parent: parent)
        for guide in view.layoutGuides { append(guide, kind: .guide, parent: index) }
    }

    /// Lists a guide added to a view in the window.
    mutating func insert(_ guide: LayoutGuide) {
        guard !isStale, listedIndex(of: guide) == nil else { return }
        guard let owner = listedIndex(of: guide.owningViewStorage) else {
            isStale = true
            return
        }
        append(guide, kind: .guide, parent: owner)
    }

    /// Takes out a view leaving the window, and its guides (its subviews leave on their own).
    mutating func remove(_ view: TermView) {
        for guide in view.layoutGuides { remove(item: guide) }
        remove(item: view)
    }

    /// Takes out a guide leaving its view.
    mutating func remove(_ guide: LayoutGuide) {
        remove(item: guide)
    }

    /// Leaves a hole where `item` was, forgetting its symbols.
    private mutating func remove(item: LayoutItem) {
        defer { item.node.flatTreeIndex = -1 }
        guard let index = listedIndex(of: item) else { return }
        kinds[Int(index)] = .hole
        holeCount += 1
        for slot in 4 * Int(index)..<4 * Int(index) + 4 {
            let symbol = symbols[slot]
            guard symbol >= 0 else { continue }
            if Int(symbol) < slotOfSymbol.count && slotOfSymbol[Int(symbol)] == Int32(slot) {
                slotOfSymbol[Int(symbol)] = -1
            }
            symbols[slot] = -1
        }
    }

    /// The index of `item` when it is listed here (its recorded index may be stale: from a
    /// list since rebuilt, or another window's).
    private func listedIndex(of item: LayoutItem?) -> Int32? {
        guard !isStale, let item else { return nil }
        let index = Int(item.node.flatTreeIndex)
        guard index >= 0, index < items.count, kinds[index] != .hole,
            items[index].toOpaque() == Unmanaged.passUnretained(item).toOpaque()
        else { return nil }
        return Int32(index)
    }

    /// Makes the next pass publish `item`'s frame whatever its values: its frame was set by
    /// hand.
    mutating func republish(_ item: LayoutItem) {
        guard let index = listedIndex(of: item) else { return }
        for slot in 4 * Int(index)..<4 * Int(index) + 4 { values[slot] = .nan }
        notePending(index)
    }

    /// The most items (changed symbols and pending items) a pass reads one by one; past it,
    /// reading every item in one call costs less.
    private var readOneByOneLimit: Int { 64 + items.count / 4 }

    /// Adds the item at `index` to the items the next pass reads whatever the solver says;
    /// past as many as would make that pass read every item anyway, asks for that instead
    /// (10,000 labels joining at once list no 10,000 pending items).
    private mutating func notePending(_ index: Int32) {
        if needsFullRead { return }
        if pendingItems.count >= readOneByOneLimit {
            needsFullRead = true
            pendingItems = []
            return
        }
        pendingItems.append(index)
    }

    /// The index of `item` when it is listed here.
    func index(of item: LayoutItem) -> Int32? {
        listedIndex(of: item)
    }

    /// Puts the listed item at `index` among the items of this pass, unless it is there
    /// already; returns whether it was put there.
    @inline(__always)
    mutating func markForPass(_ index: Int) -> Bool {
        if kinds[index] == .hole || readMarks[index] == passNumber { return false }
        readMarks[index] = passNumber
        return true
    }

    /// Marks that the current pass moved the origin of the item at `index`.
    @inline(__always)
    mutating func noteOriginMoved(at index: Int) {
        originMoves[index] = passNumber
    }

    /// Starts a new pass and reads what changed: when the solver names the symbols whose
    /// values may have changed (``Solver/takeChangedSymbols()``) and they are few, it lists
    /// their items, with the pending ones and those of variables the solver does not know, in
    /// ``readItems`` for the pass to read one by one; otherwise it reads the current value of
    /// every listed item's four variables into ``values``, at `4 * index` (a hole's are left as
    /// they were), keeping the last ones in ``previousValues``.
    mutating func readValues(from solver: Solver) {
        if passNumber == UInt32.max {
            for index in originMoves.indices { originMoves[index] = 0 }
            for index in readMarks.indices { readMarks[index] = 0 }
            passNumber = 0
        }
        passNumber += 1
        let registrations = solver.variableRegistrations
        // (After a rebuild nothing is resolved yet, so nothing is to be forgotten.)
        if resolvedRegistrations.unregistered >= 0
            && registrations.unregistered != resolvedRegistrations.unregistered
        {
            forgetDepartedSymbols(in: solver)
        }
        if registrations.registered != resolvedRegistrations.registered || hasNewSlots {
            resolveSymbols(in: solver)
            hasNewSlots = false
        }
        resolvedRegistrations = registrations
        let changes = solver.takeChangedSymbols()
        if needsFullRead || changes == nil || changes!.count + pendingItems.count > readOneByOneLimit {
            readEveryItem(from: solver)
            return
        }
        readsEveryItem = false
        readItems.removeAll(keepingCapacity: true)
        for symbol in changes! where Int(symbol) < slotOfSymbol.count {
            let slot = slotOfSymbol[Int(symbol)]
            if slot >= 0 && symbols[Int(slot)] == symbol && markForPass(Int(slot) / 4) {
                readItems.append(slot / 4)
            }
        }
        for index in pendingItems where markForPass(Int(index)) { readItems.append(index) }
        pendingItems.removeAll(keepingCapacity: true)
        // (A variable the solver does not know reads as its own value, which no log follows.)
        for slot in unresolved where markForPass(Int(slot) / 4) { readItems.append(slot / 4) }
        readItems.sort()
    }

    /// Reads every item's values into ``values``, keeping the last ones in
    /// ``previousValues``.
    private mutating func readEveryItem(from solver: Solver) {
        readsEveryItem = true
        needsFullRead = false
        pendingItems.removeAll(keepingCapacity: true)
        swap(&values, &previousValues)
        symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { values in
                solver.readValues(ofSymbols: symbols, into: values)
            }
        }
        for slot in unresolved where kinds[Int(slot) / 4] != .hole {
            values[Int(slot)] = variable(atSlot: Int(slot)).value
        }
    }

    /// Reads the values of the item at `index` (one of ``readItems``) into ``values``;
    /// returns whether any of them changed (a NaN always has).
    mutating func readValues(ofItem index: Int, from solver: Solver) -> Bool {
        itemReads &+= 1
        var changed = false
        for slot in 4 * index..<4 * index + 4 {
            let symbol = symbols[slot]
            let value = symbol >= 0 ? solver.value(ofSymbol: symbol) : variable(atSlot: slot).value
            if value != values[slot] {
                values[slot] = value
                changed = true
            }
        }
        return changed
    }

    /// Unresolves the slots whose variables left the solver since the last look (their symbols
    /// may belong to other variables now): each departed symbol's slot, through
    /// ``slotOfSymbol``, or every slot when the solver no longer remembers which left.
    private mutating func forgetDepartedSymbols(in solver: Solver) {
        guard let gone = solver.unregisteredSymbols(since: resolvedRegistrations.unregistered) else {
            needsFullRead = true
            departureWork &+= symbols.count
            for slot in symbols.indices where symbols[slot] >= 0 {
                symbols[slot] = -1
                unresolved.append(Int32(slot))
            }
            slotOfSymbol.removeAll(keepingCapacity: true)
            return
        }
        for symbol in gone where Int(symbol) < slotOfSymbol.count {
            let slot = slotOfSymbol[Int(symbol)]
            // (A symbol may leave twice between two looks: gone, reused, gone again.)
            guard slot >= 0, symbols[Int(slot)] == symbol else { continue }
            departureWork &+= 1
            symbols[Int(slot)] = -1
            slotOfSymbol[Int(symbol)] = -1
            unresolved.append(slot)
            notePending(slot / 4)
        }
    }

    /// Looks up the symbols of the slots the solver did not know last time; a hole's slots
    /// are dropped.
    private mutating func resolveSymbols(in solver: Solver) {
        var kept = 0
        for position in unresolved.indices {
            let slot = unresolved[position]
            if kinds[Int(slot) / 4] == .hole { continue }
            symbolLookups &+= 1
            let symbol = solver.symbol(of: variable(atSlot: Int(slot)))
            if symbol < 0 {
                unresolved[kept] = slot
                kept += 1
                continue
            }
            symbols[Int(slot)] = symbol
            notePending(slot / 4)
            let missing = Int(symbol) + 1 - slotOfSymbol.count
            if missing > 0 {
                // With room to spare: the first symbol looked up after a rebuild may be the
                // largest, and a list exactly that long was copied whole for the next new one.
                let needed = Int(symbol) + 1
                if needed > slotOfSymbol.capacity { slotOfSymbol.reserveCapacity(needed + needed / 2) }
                slotOfSymbol.append(contentsOf: repeatElement(-1, count: missing))
            }
            slotOfSymbol[Int(symbol)] = slot
        }
        unresolved.removeLast(unresolved.count - kept)
    }

    /// The variable at a slot: an item's minX, minY, width or height.
    private func variable(atSlot slot: Int) -> Variable {
        let node = items[slot / 4].takeUnretainedValue().node
        switch slot % 4 {
        case 0: return node.minX
        case 1: return node.minY
        case 2: return node.width
        default: return node.height
        }
    }
}
