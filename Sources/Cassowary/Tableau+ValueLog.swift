// Which values may have changed since the defined variables' values were last computed.
//
// A variable's value is its offset plus, while it is basic, its row's constant. So a value can
// only change where an offset is written, where a symbol enters or leaves the basis, or where a
// row's constant is written — the places the undo log already hooks before every change
// (Tableau+Undo.swift) — plus the two loops that move a marker's rows when a constant or an
// edit moves (`SolverState.shiftMarker(of:by:)`), which note their rows here. The log keeps
// the symbols those places name: a row's basic symbol, or the symbol itself.
//
// The defined variables' values are computed from it (`SolverState.refreshDefinedValues()`):
// only the definitions that mention a symbol in the log, and those that mention a defined
// variable whose value then changed, are evaluated again. Appending one label to a stack of
// 10,000 changes a handful of rows; evaluating all 10,000 links of the chain was a third of
// the layout pass. Past a length near half the definitions the log stops growing and says so
// (`isOverflowed`), and every definition is evaluated, as before: a resize or a pivot through
// a long column changes that much anyway. A roll-back restores rows behind the hooks' backs,
// but it restores every value too, to what it was when the undo log opened: so the log goes
// back to what it held then (`Mark`), unless the defined values were computed in between.
//
// The layout engine reads the values it publishes the same way: the log's symbols and the
// defined variables whose values changed are kept for it until it takes them
// (`Solver.takeChangedSymbols()`), so a pass after a small change reads the few items those
// symbols belong to, not every item of the window.

/// The symbols whose values may have changed, noted by the tableau's hooks.
struct ValueLog {
    /// Whether the hooks note anything: on while the solver defines variables.
    var isEnabled = false
    /// The symbols noted since the defined values were last computed, with repeats, in no
    /// order.
    private(set) var symbols: ContiguousArray<Int32> = []
    /// Whether more changed than ``limit`` lets the log hold, or a roll-back changed values
    /// behind the hooks: then any value may have changed.
    private(set) var isOverflowed = false
    /// How many symbols the log holds before it overflows (set after each computation of the
    /// defined values, from the definitions' count).
    var limit = 64
    /// The symbols whose values may have changed since the solver's client last took them
    /// (``Solver/takeChangedSymbols()``): the noted ones and the defined variables whose
    /// computed values changed, with repeats; `nil` when any value may have changed.
    private(set) var changedSinceTaken: ContiguousArray<Int32>? = nil
    /// How many symbols ``changedSinceTaken`` holds before it becomes `nil`.
    var changedLimit = 64
    /// How many times the log was handed over (``clear()``), to tell whether a ``Mark`` still
    /// describes it.
    private var clearCount = 0

    /// What the log held at one moment, to go back to (see ``restore(_:)``).
    struct Mark {
        /// The count of ``ValueLog/symbols`` then.
        fileprivate let count: Int
        /// Whether the log had overflowed then.
        fileprivate let isOverflowed: Bool
        /// The log's ``ValueLog/clearCount`` then.
        fileprivate let clearCount: Int
    }

    /// What the log holds now.
    var mark: Mark { Mark(count: symbols.count, isOverflowed: isOverflowed, clearCount: clearCount) }

    /// Goes back to what the log held at `mark`, once every value is back to what it was then
    /// (a roll-back of the undo log opened at `mark`): the symbols noted since name values that
    /// moved and moved back. If the defined values were computed in between, the values they
    /// were computed from are gone, so any value may differ from its computed one: the log
    /// overflows instead.
    mutating func restore(_ mark: Mark) {
        guard isEnabled else { return }
        guard mark.clearCount == clearCount, !mark.isOverflowed else {
            overflow()
            return
        }
        // (Once overflowed, the log stops appending but keeps what it held: see overflow().)
        symbols.removeLast(symbols.count - mark.count)
        isOverflowed = false
    }

    /// Whether symbols were noted (or the log overflowed) since the defined values were last
    /// computed.
    var hasPending: Bool { isOverflowed || !symbols.isEmpty }

    /// Notes `symbol` (a negative one, a free row's basic, is ignored).
    @inline(__always)
    mutating func note(_ symbol: Int32) {
        guard isEnabled, !isOverflowed, symbol >= 0 else { return }
        if symbols.count >= limit {
            overflow()
            return
        }
        symbols.append(symbol)
    }

    /// Says that any value may have changed. The symbols noted so far stay (no more are
    /// noted) until the log is cleared, so that ``restore(_:)`` can go back to a mark taken
    /// before.
    mutating func overflow() {
        guard isEnabled else { return }
        isOverflowed = true
    }

    /// Hands what was noted over to the client's list and forgets it, once the defined values
    /// are computed again.
    mutating func clear() {
        if isOverflowed {
            changedSinceTaken = nil
        } else if changedSinceTaken != nil {
            if changedSinceTaken!.count + symbols.count > changedLimit {
                changedSinceTaken = nil
            } else {
                changedSinceTaken!.append(contentsOf: symbols)
            }
        }
        isOverflowed = false
        symbols.removeAll(keepingCapacity: true)
        clearCount &+= 1
    }

    /// Adds a defined variable whose computed value changed to the client's list.
    mutating func noteComputedChange(_ symbol: Int32) {
        guard changedSinceTaken != nil else { return }
        if changedSinceTaken!.count >= changedLimit {
            changedSinceTaken = nil
        } else {
            changedSinceTaken!.append(symbol)
        }
    }

    /// Says that any computed value may have changed.
    mutating func overflowComputedChanges() {
        changedSinceTaken = nil
    }

    /// The client's list, which starts again empty; `nil` when any value may have changed
    /// (when the log is off, always).
    mutating func takeChanges() -> ContiguousArray<Int32>? {
        defer { changedSinceTaken = isEnabled ? [] : nil }
        return changedSinceTaken
    }
}

extension Tableau {
    /// Notes that the constant of the row at `slot` is about to change: its basic symbol's
    /// value may change.
    @inline(__always)
    mutating func noteValueChange(inRowAt slot: Int32) {
        if valueLog.isEnabled { valueLog.note(rows[Int(slot)].basic) }
    }

    /// Notes that the value of `symbol` may change (its offset or its place in the basis).
    @inline(__always)
    mutating func noteValueChange(of symbol: Int32) {
        if valueLog.isEnabled { valueLog.note(symbol) }
    }
}
