// Positions in long columns that are often taken entries out of.
//
// A column list is unordered, and taking an entry out means finding it: a walk from the end.
// That is cheap for the short columns of most symbols, and for entries added lately, but not
// for an old entry of a long column. Two shapes made it quadratic. In a chain whose N rows all
// hold one symbol, a substitution through the chain cancels that symbol in N/2 rows, each a
// walk of N (removing a link of a row of 10,000 views took 0.7 s, 64% of it in these walks).
// And when a horizontal stack that does not fill across is attached, each new view's
// substitution cancels one entry of a column that runs the stack, somewhere in its middle: one
// walk of N/2 per view, 3.8 million entries walked for 1,600 views.
//
// So a long column (128 entries or more) whose removals have walked, in all, as far as the
// column is long is indexed: the position of each of its entries, by row slot, is kept from
// then on, by every change of the column, and a removal costs O(1). Walks cost at most twice
// what they did (the index costs what they already walked). Up to 16 columns are indexed at
// once (a substitution in an equal-centring stack cancels entries of a dozen long columns);
// when all places are taken, a longer column takes the place of the shortest, and a column
// that gets short (below 64), is emptied or whose symbol goes gives its place up. The lists
// change exactly as they would without it (the last entry moves into the place of the one
// taken out), so every choice that depends on their order is the same.

/// Where each entry of a few long columns is (see the file comment).
struct ColumnIndex {
    /// The symbols whose columns are indexed (at most ``capacity``).
    private(set) var symbols: [Int32] = []
    /// For each place, the position in its column of each of the column's row slots, by slot
    /// (entries for slots not in the column are stale, and never read). A place given up keeps
    /// its array for the next column.
    private var positions: [ContiguousArray<Int32>] = []
    /// How far removals have walked each column not indexed (long walks only).
    private var walked: [Int32: Int] = [:]
    /// The most columns indexed at once. Each keeps an array of one entry per row slot, so the
    /// room is not unbounded.
    static let capacity = 16

    /// Whether no column is indexed (the common case: then no change of a column looks here).
    @inline(__always)
    var isEmpty: Bool { symbols.isEmpty }

    /// Whether every place is taken.
    var isFull: Bool { symbols.count == Self.capacity }

    /// The place of `symbol` among the indexed columns, or -1.
    @inline(__always)
    func place(of symbol: Int32) -> Int {
        for place in symbols.indices where symbols[place] == symbol { return place }
        return -1
    }

    /// Adds a walk of `distance` entries in the column of `symbol`; returns the total so far.
    mutating func addWalk(_ distance: Int, inColumnOf symbol: Int32) -> Int {
        walked[symbol, default: 0] += distance
        return walked[symbol]!
    }

    /// Records that `slot` is at `position` in the column at `place`.
    @inline(__always)
    mutating func note(_ slot: Int32, at position: Int, place: Int) {
        let index = Int(slot)
        if index >= positions[place].count {
            // A row slot made since the column was indexed.
            positions[place].append(contentsOf: repeatElement(0, count: index + 1 - positions[place].count))
        }
        positions[place][index] = Int32(position)
    }

    /// Where `slot` is in the column at `place`.
    @inline(__always)
    func position(of slot: Int32, place: Int) -> Int { Int(positions[place][Int(slot)]) }

    /// Indexes `column`, the column of `symbol`, whose slots are below `slotCount`, in a free
    /// place (the caller makes one when the index is full).
    mutating func index(_ column: ContiguousArray<Int32>, of symbol: Int32, slotCount: Int) {
        precondition(!isFull && place(of: symbol) < 0, "a free place, for a column not indexed")
        let place = symbols.count
        symbols.append(symbol)
        walked[symbol] = nil
        if positions.count == place { positions.append([]) }
        if positions[place].count < slotCount {
            // Room for half as many rows again: indexing walks every slot anyway, and a list
            // exactly as long as the rows would be copied whole by the next row made (the
            // first append to a stack of 10,000 after its first hide copied two of them).
            positions[place].reserveCapacity(slotCount + slotCount / 2)
            positions[place].append(contentsOf: repeatElement(0, count: slotCount - positions[place].count))
        }
        for (position, slot) in column.enumerated() { positions[place][Int(slot)] = Int32(position) }
    }

    /// Forgets the column of `symbol`: its place, if it has one, and its walks.
    @inline(__always)
    mutating func forget(_ symbol: Int32) {
        if !walked.isEmpty { walked[symbol] = nil }
        guard !symbols.isEmpty else { return }
        let place = place(of: symbol)
        guard place >= 0 else { return }
        let last = symbols.count - 1
        symbols.swapAt(place, last)
        positions.swapAt(place, last)
        symbols.removeLast()
    }

    /// Forgets every column (after the tableau's columns were restored wholesale).
    mutating func forgetAll() {
        symbols.removeAll(keepingCapacity: true)
        walked.removeAll()
    }

    /// Whether the positions kept for the column at `place` are those of `column` (for the
    /// invariants' check).
    func matches(_ column: ContiguousArray<Int32>, place: Int) -> Bool {
        column.indices.allSatisfy { position(of: column[$0], place: place) == $0 }
    }
}

extension Tableau {
    /// The walks that count toward indexing a column (shorter ones cost little).
    static let longColumnWalk = 32
    /// The columns that may be indexed: shorter ones cost little to walk, and an index kept for
    /// them cost more than it saved (its places are looked through on every change of any
    /// column: the classic W4 stack of 100 items hid and showed one 60% slower). An indexed
    /// column that gets shorter than half this gives its place up.
    static let indexedColumnsFrom = 128

    /// Notes a removal's walk of `distance` entries in the column of `symbol`, indexing the
    /// column once the walks add up to its length (in the place of the shortest indexed column
    /// when every place is taken, if that one is shorter).
    mutating func noteColumnWalk(_ distance: Int, inColumnOf symbol: Int32) {
        let length = columns[Int(symbol)].count
        guard length >= Self.indexedColumnsFrom,
            columnIndex.addWalk(distance, inColumnOf: symbol) >= length
        else { return }
        if columnIndex.isFull {
            let lengths = columnIndex.symbols.map { columns[Int($0)].count }
            guard let shortest = lengths.indices.min(by: { lengths[$0] < lengths[$1] }),
                lengths[shortest] < length
            else { return }
            columnIndex.forget(columnIndex.symbols[shortest])
        }
        columnIndex.index(columns[Int(symbol)], of: symbol, slotCount: rows.count)
        columnWork &+= length
    }

    /// Takes `slot` out of the column of `symbol`, indexed at `place`: the last entry takes its
    /// place. A column that gets short gives its place up.
    mutating func removeIndexedEntry(_ slot: Int32, fromColumnOf symbol: Int32, place: Int) {
        let position = columnIndex.position(of: slot, place: place)
        let last = columns[Int(symbol)].removeLast()
        if position < columns[Int(symbol)].count {
            columns[Int(symbol)][position] = last
            columnIndex.note(last, at: position, place: place)
        }
        columnWork &+= 1
        if columns[Int(symbol)].count < Self.indexedColumnsFrom / 2 { columnIndex.forget(symbol) }
    }
}
