// Where a stack keeps the active constraint of each role of its arrangement.

/// The active constraints of a stack's arrangement, by role (StackView+Arrangement.swift): the
/// stack's own rules in one short list, and each arranged view's rules in a short list of its
/// own, found by the view.
///
/// A view has about five rules (its gap, its hug, its preferred length, its alignment's), so a
/// stack of N views keeps N small lists under one hashed key each, where a table keyed by role
/// kept 5N hashed entries: at 10,000 labels that table took 4.3 MB (131,072 buckets of 32
/// bytes) and five hashed inserts a label. A role is found by one lookup of its view and a walk
/// of the view's few rules.
struct StackArrangementSlots {
    /// One role's kind and its slot, in a list of rules of one owner.
    private struct Entry {
        let kind: StackRole.Kind
        var slot: StackSlot
    }

    /// The room a view's list is made with: most views have five rules or fewer, and a list made
    /// with room for them grows at most once.
    private static let rulesPerView = 5

    /// The rules of the stack as a whole.
    private var stackWide = ContiguousArray<Entry>()
    /// The rules of each arranged view, by the view's identifier; a view without rules has no
    /// entry.
    private var perView: [ObjectIdentifier: ContiguousArray<Entry>] = [:]

    /// An empty table with room for the rules of `viewCount` views without growing.
    init(viewCount: Int = 0) {
        perView.reserveCapacity(viewCount)
    }

    /// Whether no role has a constraint.
    var isEmpty: Bool { stackWide.isEmpty && perView.isEmpty }

    /// The slot of `role`, if it has one; `nil` takes the role's slot away.
    subscript(role: StackRole) -> StackSlot? {
        get {
            guard let view = role.view else { return Self.slot(of: role.kind, in: stackWide) }
            return perView[view].flatMap { Self.slot(of: role.kind, in: $0) }
        }
        set {
            guard let view = role.view else { return Self.store(newValue, as: role.kind, in: &stackWide) }
            if let newValue {
                Self.store(newValue, as: role.kind, in: &perView[view, default: []])
            } else if perView[view] != nil {
                Self.store(nil, as: role.kind, in: &perView[view]!)
                if perView[view]!.isEmpty { perView[view] = nil }
            }
        }
    }

    /// The slots of the view's rules of kinds `first` and `second` (`nil` for a kind it has no
    /// rule of), the view given by its identifier: one lookup of the view for both.
    func slots(
        of view: ObjectIdentifier, _ first: StackRole.Kind, _ second: StackRole.Kind
    ) -> (StackSlot?, StackSlot?) {
        guard let entries = perView[view] else { return (nil, nil) }
        return (Self.slot(of: first, in: entries), Self.slot(of: second, in: entries))
    }

    /// Calls `body` with every role that has a slot, and its slot (in no particular order).
    func forEach(_ body: (StackRole, StackSlot) -> Void) {
        for entry in stackWide { body(StackRole(entry.kind), entry.slot) }
        for (view, entries) in perView {
            for entry in entries { body(StackRole(view, entry.kind), entry.slot) }
        }
    }

    /// Every role that has a slot, with its slot (in no particular order).
    var all: [(role: StackRole, slot: StackSlot)] {
        var all: [(role: StackRole, slot: StackSlot)] = []
        forEach { all.append(($0, $1)) }
        return all
    }

    /// The slot of the rule of `kind` in `entries`, if it has one.
    private static func slot(of kind: StackRole.Kind, in entries: ContiguousArray<Entry>) -> StackSlot? {
        for entry in entries where entry.kind == kind { return entry.slot }
        return nil
    }

    /// Puts `slot` in `entries` as the rule of `kind` (in place of the one there), or takes the
    /// rule of `kind` out when `slot` is `nil`.
    private static func store(
        _ slot: StackSlot?, as kind: StackRole.Kind, in entries: inout ContiguousArray<Entry>
    ) {
        guard let index = entries.firstIndex(where: { $0.kind == kind }) else {
            guard let slot else { return }
            if entries.capacity == 0 { entries.reserveCapacity(rulesPerView) }
            return entries.append(Entry(kind: kind, slot: slot))
        }
        if let slot {
            entries[index].slot = slot
        } else {
            entries.remove(at: index)
        }
    }
}
