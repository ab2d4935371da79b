import CassowaryReference
import Testing

@testable import Cassowary

/// The solver's pooled lists (ListPool.swift) keep many short lists in one array, moving a list
/// that outgrows its chunk and reusing the chunks left behind. These tests drive a pool
/// through seeded random appends, removals (present and absent entries, repeated values) and
/// truncations, with a few lists grown long among many short ones, and after each step compare
/// every list with a plain array of arrays; a pool that moved a list without its entries,
/// handed one chunk to two lists or lost the order would differ.
@Suite struct ListPoolTests {
    @Test(arguments: UInt64(0)..<20)
    func everyListReadsAsAnArrayOfArraysWould(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var pool = ListPool()
        var model: [[Int32]] = []
        // A few lists take most entries for a while (a stack's edges), the rest a handful.
        var hot: [Int] = []
        for step in 0..<1_000 {
            let action = Int.random(in: 0..<20, using: &random)
            if step % 50 == 0 {
                hot =
                    model.isEmpty ? [] : (0..<2).map { _ in Int.random(in: 0..<model.count, using: &random) }
            }
            if action == 0 || model.isEmpty {
                let added = Int.random(in: 1...4, using: &random)
                for _ in 0..<added {
                    pool.appendList()
                    model.append([])
                }
            } else if action == 1 {
                // Mostly the newest few lists, sometimes most of them.
                let kept = Int.random(
                    in: (Bool.random(using: &random) ? max(0, model.count - 3) : 0)...model.count,
                    using: &random)
                pool.removeLists(from: kept)
                model.removeLast(model.count - kept)
                hot.removeAll { $0 >= kept }
            } else {
                let list =
                    !hot.isEmpty && Bool.random(using: &random)
                    ? hot[Int.random(in: 0..<hot.count, using: &random)]
                    : Int.random(in: 0..<model.count, using: &random)
                let value = Int32.random(in: 0..<12, using: &random)
                if action < 15 {
                    pool.append(value, to: list)
                    model[list].append(value)
                } else {
                    let passed = pool.remove(value, from: list)
                    if let index = model[list].lastIndex(of: value) {
                        #expect(passed == model[list].count - 1 - index, "seed \(seed), step \(step)")
                        model[list].remove(at: index)
                    } else {
                        #expect(passed == nil, "seed \(seed), step \(step): \(value) is not there")
                    }
                }
            }
            #expect(pool.count == model.count, "seed \(seed), step \(step)")
            for (list, expected) in model.enumerated() where Array(pool[list]) != expected {
                Issue.record("seed \(seed), step \(step), list \(list): \(Array(pool[list])) for \(expected)")
            }
        }
    }

    /// The chunk of a list dropped with the newest lists goes to the next list of its size, and
    /// holds only that many: here the dropped list's chunk lies just before a live one.
    @Test func aDroppedListsChunkServesTheNextListOfItsSize() {
        var pool = ListPool()
        for _ in 0..<3 { pool.appendList() }
        for value in Int32(20)..<23 { pool.append(value, to: 2) }
        for value in Int32(0)..<4 { pool.append(value, to: 0) }
        pool.removeLists(from: 2)
        for value in Int32(10)..<19 { pool.append(value, to: 1) }
        #expect(Array(pool[0]) == [0, 1, 2, 3])
        #expect(Array(pool[1]) == Array(10..<19))
        pool.appendList()
        for value in Int32(30)..<35 { pool.append(value, to: 2) }
        #expect(Array(pool[0]) == [0, 1, 2, 3])
        #expect(Array(pool[1]) == Array(10..<19))
        #expect(Array(pool[2]) == Array(30..<35))
    }

    /// A list taken from the pool stays as it was while the pool changes (the lists are
    /// values), and a list that empties reads as empty.
    @Test func aListTakenOutKeepsItsEntries() {
        var pool = ListPool()
        pool.appendList()
        pool.appendList()
        for value in Int32(0)..<5 { pool.append(value, to: 0) }
        let taken = pool[0]
        for value in Int32(5)..<40 { pool.append(value, to: 0) }
        pool.append(7, to: 1)
        #expect(Array(taken) == [0, 1, 2, 3, 4])
        #expect(Array(pool[0]) == Array(0..<40))
        #expect(pool.remove(7, from: 1) == 0)
        #expect(pool[1].isEmpty)
        #expect(pool.remove(7, from: 1) == nil)
    }
}
