// Cassowary: an incremental linear-arithmetic constraint solver (the algorithm of Badros, Borning
// and Stuckey), with strict priority levels on top of kiwi's weighted strengths.

/// An unknown of a constraint system, whose value the solver publishes.
///
/// Variables have identity semantics: two variables with the same name are different unknowns.
/// `Variable` is deliberately neither `Equatable` nor `Hashable`, so `x == y` always builds a
/// ``Constraint`` instead of comparing objects. Compare variables with `===`.
///
/// ```swift
/// let x = Variable("x")
/// try solver.add(x >= 10)
/// solver.updateVariables()
/// print(x.value) // 10
/// ```
///
/// `Sendable` so that a ``SolverError`` can carry it; its ``value`` is written only by
/// ``Solver/updateVariables()``, and a solver, like the variables it publishes into, must be used
/// from one thread or actor at a time.
public final class Variable: @unchecked Sendable {
    /// A name for descriptions and debugging; it has no meaning for the solver.
    public var name: String { nameBox?.name ?? "" }

    /// The name, boxed: most variables (a layout engine makes four per view) have none, and an
    /// inline string would make every variable 16 bytes larger.
    private let nameBox: NameBox?

    /// The value published by the last ``Solver/updateVariables()`` of a solver that knows this
    /// variable (0 before any).
    ///
    /// Exclusivity is unchecked: the solver writes it in a loop over every variable, and only
    /// one solver at a time is expected to publish into a variable.
    public internal(set) var value: Double {
        get { valueStorage }
        set { valueStorage = newValue }
    }
    /// The storage of ``value``: the solver writes it in a loop over every variable, one store
    /// each, and holds no access open across a call, so no access overlaps another.
    @exclusivity(unchecked) var valueStorage: Double = 0

    /// The symbol this variable has in the solver that registered it first, -1 for none, or
    /// -2 - symbol for the symbol it had when it left that solver (which it gets back if it
    /// returns while the symbol is free: see SolverState+SymbolReuse.swift); only a hint,
    /// always verified against that solver's own tables (so a stale hint is harmless).
    /// Unchecked: single loads and stores inside solver calls, which cannot re-enter.
    @exclusivity(unchecked) var symbolHint: Int32 = -1

    /// Creates a variable.
    /// - Parameter name: A name for descriptions; need not be unique.
    public init(_ name: String = "") {
        nameBox = name.isEmpty ? nil : NameBox(name)
    }
}

/// A variable's name on the heap (see ``Variable/name``).
private final class NameBox: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `var@address` for an unnamed variable.
    public var description: String {
        if !name.isEmpty { return name }
        let address = UInt(bitPattern: ObjectIdentifier(self).hashValue)
        return "var@" + String(address, radix: 16)
    }
}

extension Variable {
    /// The value published by the last `updateVariables()`, read without the dynamic
    /// exclusivity check a client module otherwise emits for a class's stored property (the
    /// layout engine reads four per view on every resize).
    @inlinable public var publishedValue: Double {
        @inline(__always) get { value }
    }
}
