// Positions in long columns, while a substitution walks a long column.
//
// A column list is unordered, and taking an entry out means finding it: a walk from the end.
// That is cheap for the short columns of most symbols, and for entries added lately, but a
// substitution through a long column can take many entries out of one other long column: in
// a chain whose N rows all hold one symbol, each of N/2 cancellations walked a column of N
// entries, O(N²) per substitution (removing a link of a row of 10,000 views took 0.7 s, 64% of
// it in these walks). So during a substitution through a long column, once the removals from
// one column have walked as far as the column is long, the column is indexed (the position of
// each entry, by row slot, in an array kept for reuse), and its later changes keep the index
// and use it: a removal then costs O(1). Walks cost at most twice what they did (the index
// costs what they already walked), and N removals from a column of N cost O(N). Up to 16
// columns are indexed at once (see `ColumnIndex.capacity`), and only while the substitution
// lasts. The lists change
// exactly as they would without it (the last entry moves into the place of the one taken
// out), so every choice that depends on their order is the same.

/// Where each entry of a few columns is (see the file comment).
struct ColumnIndex {
    /// Whether a substitution through a long column is running.
    var isActive = false
    /// The symbols whose columns are indexed (at most ``capacity``).
    private(set) var symbols: [Int32] = []
    /// For each indexed column, the position of each of its row slots, by slot (entries for
    /// slots not in the column are stale, and never read).
    private var positions: [ContiguousArray<Int32>] = []
    /// How far removals have walked each column not indexed (long walks only).
    private var walked: [Int32: Int] = [:]
    /// The most columns indexed at once. One substitution can cancel entries of many long
    /// columns: in an equal-centring stack, a row holds a dozen symbols shared along the stack,
    /// and with room for 4 the rest were walked, O(N²) per step (0.3 s to take the first of
    /// 10,000 views out). Each indexed column keeps an array of one entry per row slot for the
    /// next substitution, so the room is not unbounded.
    static let capacity = 16

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
        positions[place][Int(slot)] = Int32(position)
    }

    /// Where `slot` is in the column at `place`.
    @inline(__always)
    func position(of slot: Int32, place: Int) -> Int { Int(positions[place][Int(slot)]) }

    /// Indexes `column`, the column of `symbol`, whose slots are below `slotCount`; false when
    /// as many columns as can be are indexed already.
    mutating func index(_ column: ContiguousArray<Int32>, of symbol: Int32, slotCount: Int) -> Bool {
        guard symbols.count < Self.capacity else { return false }
        let place = symbols.count
        symbols.append(symbol)
        if positions.count == place { positions.append([]) }
        if positions[place].count < slotCount {
            positions[place].append(contentsOf: repeatElement(0, count: slotCount - positions[place].count))
        }
        for (position, slot) in column.enumerated() { positions[place][Int(slot)] = Int32(position) }
        return true
    }

    /// Forgets every column (the arrays keep their storage for the next substitution).
    mutating func end() {
        isActive = false
        symbols.removeAll(keepingCapacity: true)
        if !walked.isEmpty { walked.removeAll() }
    }
}

extension Tableau {
    /// The length of column from which a substitution through it indexes the columns it walks
    /// far in.
    static let indexedSubstitutionsFrom = 128
    /// The walks that count toward indexing a column (shorter ones cost little).
    static let longColumnWalk = 32

    /// Notes a removal's walk of `distance` entries in the column of `symbol`, indexing the
    /// column once the walks add up to its length.
    mutating func noteColumnWalk(_ distance: Int, inColumnOf symbol: Int32) {
        guard columnIndex.addWalk(distance, inColumnOf: symbol) >= columns[Int(symbol)].count else { return }
        if columnIndex.index(columns[Int(symbol)], of: symbol, slotCount: rows.count) {
            columnWork &+= columns[Int(symbol)].count
        }
    }

    /// Takes `slot` out of the column of `symbol`, indexed at `place`: the last entry takes its
    /// place.
    mutating func removeIndexedEntry(_ slot: Int32, fromColumnOf symbol: Int32, place: Int) {
        let position = columnIndex.position(of: slot, place: place)
        let last = columns[Int(symbol)].removeLast()
        if position < columns[Int(symbol)].count {
            columns[Int(symbol)][position] = last
            columnIndex.note(last, at: position, place: place)
        }
        columnWork &+= 1
    }
}
