// Column lists changed in bulk.
//
// A column list is unordered, and taking an entry out means finding it: a walk from the end.
// That is cheap for the short columns of most symbols, but a substitution through a long column
// can take many entries out of one other long column: in a chain whose N rows all hold one
// symbol, each of N/2 cancellations walked a column of N entries, O(N²) per substitution
// (removing a link of a row of 10,000 views took 0.7 s, 64% of it in these walks). So a
// substitution through a long column records its column changes, and applies them afterwards
// symbol by symbol: a symbol with many entries to take out gets an index of where each entry
// is, built once, and each change then costs O(1). The changes are applied in the order they
// were made, each as it would have been at once (the last entry moves into the place of the
// one taken out), so the column lists, and every choice that depends on their order, come out
// exactly as before.

/// A change to a column list, put off (see ``Tableau/applyDeferredColumnChanges()``).
struct ColumnChange {
    var symbol: Int32
    var slot: Int32
    /// Whether the slot leaves the symbol's column (otherwise it is appended).
    var isRemoval: Bool
}

extension Tableau {
    /// The length of column from which a substitution through it puts column changes off.
    static let columnChangesDeferredFrom = 16
    /// The removals from one column from which an index of its entries pays.
    static let indexedRemovalsFrom = 8

    /// Applies the changes put off, in order, and stops putting changes off.
    mutating func applyDeferredColumnChanges() {
        defersColumnChanges = false
        let changes = deferredColumnChanges
        deferredColumnChanges.removeAll(keepingCapacity: true)
        var removals: [Int32: Int] = [:]
        for change in changes where change.isRemoval { removals[change.symbol, default: 0] += 1 }
        // Where each entry is, for the columns with many removals (made on first use).
        var positions: [Int32: [Int32: Int]] = [:]
        for change in changes {
            let symbol = change.symbol
            guard removals[symbol, default: 0] >= Self.indexedRemovalsFrom else {
                if change.isRemoval {
                    removeFromColumn(symbol, change.slot)
                } else {
                    appendToColumn(symbol, change.slot)
                }
                continue
            }
            if positions[symbol] == nil {
                var index: [Int32: Int] = [:]
                index.reserveCapacity(columns[Int(symbol)].count)
                for (position, slot) in columns[Int(symbol)].enumerated() { index[slot] = position }
                columnWork &+= columns[Int(symbol)].count
                positions[symbol] = index
            }
            if change.isRemoval {
                willChangeColumn(symbol)
                let position = positions[symbol]!.removeValue(forKey: change.slot)!
                let last = columns[Int(symbol)].removeLast()
                if position < columns[Int(symbol)].count {
                    columns[Int(symbol)][position] = last
                    positions[symbol]![last] = position
                }
            } else {
                positions[symbol]![change.slot] = columns[Int(symbol)].count
                appendToColumn(symbol, change.slot)
            }
        }
    }
}
