import Testing

@testable import TrellisCore

/// The stack's table of active constraints by role (StackView+ArrangementSlots.swift) keeps
/// the stack's rules in one list and each view's in a list of its own. These tests drive it
/// through seeded random stores and removals, the stack's own roles mixed with many views'
/// (the same kind for the stack and for a view, a view's list emptied and made again), and
/// after each step compare every role, the listing of all of them and emptiness with a plain
/// dictionary keyed by role.
@MainActor
@Suite struct StackArrangementSlotsTests {
    @Test(arguments: UInt64(0)..<20)
    func theTableAnswersAsADictionaryByRoleWould(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        let views = (0..<6).map { _ in TermView() }
        let constraints = views.map { $0.widthAnchor.constraint(equalToConstant: 1) }
        let kinds = (0...UInt8.max).compactMap(StackRole.Kind.init(rawValue:))
        var roles = kinds.map { StackRole($0) }
        for view in views { roles += kinds.map { StackRole(view, $0) } }

        var table = StackArrangementSlots()
        var model: [StackRole: StackSlot] = [:]
        for step in 0..<400 {
            // Mostly a few kinds, so lists fill up, empty and fill again; the stack or a view.
            let kind = kinds[random.next(below: random.next(below: 4) == 0 ? kinds.count : 4)]
            let owner = random.next(below: views.count + 1)
            let role = owner == views.count ? StackRole(kind) : StackRole(views[owner], kind)
            if random.next(below: 3) == 0 {
                table[role] = nil
                model[role] = nil
            } else {
                let slot = StackSlot(
                    constraint: constraints[random.next(below: constraints.count)], serial: step)
                table[role] = slot
                model[role] = slot
            }
            for role in roles {
                #expect(
                    table[role]?.serial == model[role]?.serial
                        && table[role]?.constraint === model[role]?.constraint,
                    "seed \(seed), step \(step): \(role)")
            }
            let listed = table.all
            #expect(listed.count == model.count, "seed \(seed), step \(step): every role listed once")
            #expect(
                listed.allSatisfy { model[$0.role]?.serial == $0.slot.serial },
                "seed \(seed), step \(step): the listing holds the stored slots")
            #expect(table.isEmpty == model.isEmpty, "seed \(seed), step \(step)")
        }
    }
}
