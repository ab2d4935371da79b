/// A `bb` chain: the item being constrained and the constraints made so far, in call order.
///
/// Start one with `item.bb`; every method makes constraints, activates them (unless inside
/// `group(activated: false)`) and returns the next chain, so calls read left to right:
///
/// ```swift
/// view.bb.centerX().below(header, spacing: 1).size(width: 20, height: 3)
/// ```
///
/// The chain's type counts its constraints: ``InitialChain`` (none), ``SingleChain`` (one,
/// with ``SingleChain/constraint``) and ``MultipleChain``.
@MainActor
public protocol ConstraintChain {
    /// The chain after one more constraint.
    associatedtype Next: ConstraintChain

    /// The item being constrained (the receiver of `bb`).
    var item: LayoutItem { get }

    /// Every constraint made by the chain, in call order.
    var constraints: [LayoutConstraint] { get }

    /// The chain with `constraint` appended. The chain methods call it after making (and
    /// normally activating) the constraint; it does not activate anything itself.
    func appending(_ constraint: LayoutConstraint) -> Next
}

extension ConstraintChain {
    /// The chain as a ``MultipleChain``, for methods that add several constraints.
    var multiple: MultipleChain { MultipleChain(item: item, constraints: constraints) }
}

/// A chain with no constraints yet: what `item.bb` returns.
public struct InitialChain: ConstraintChain {
    /// The item being constrained.
    public let item: LayoutItem

    /// No constraints.
    public var constraints: [LayoutConstraint] { [] }

    /// Creates the chain of `item`.
    init(item: LayoutItem) {
        self.item = item
    }

    /// A ``SingleChain`` holding `constraint`.
    public func appending(_ constraint: LayoutConstraint) -> SingleChain {
        SingleChain(item: item, constraint: constraint)
    }
}

/// A chain holding exactly one constraint, which ``constraint`` returns.
///
/// ```swift
/// let left: LayoutConstraint = view.bb.left().constraint
/// ```
public struct SingleChain: ConstraintChain {
    /// The item being constrained.
    public let item: LayoutItem

    /// The one constraint the chain made.
    public let constraint: LayoutConstraint

    /// `[constraint]`.
    public var constraints: [LayoutConstraint] { [constraint] }

    /// A ``MultipleChain`` holding both constraints.
    public func appending(_ constraint: LayoutConstraint) -> MultipleChain {
        MultipleChain(item: item, constraints: [self.constraint, constraint])
    }
}

/// A chain holding several constraints (or made by a method that adds several, like `fill`).
public struct MultipleChain: ConstraintChain {
    /// The item being constrained.
    public let item: LayoutItem

    /// Every constraint the chain made, in call order.
    public let constraints: [LayoutConstraint]

    /// The chain with `constraint` appended.
    public func appending(_ constraint: LayoutConstraint) -> MultipleChain {
        MultipleChain(item: item, constraints: constraints + [constraint])
    }
}

extension LayoutItem {
    /// Starts a Bamboo-style constraint chain on this view or layout guide.
    ///
    /// ```swift
    /// // view.centerX == superview.centerX, view.top == view2.bottom, view.size == 10×3
    /// view.bb.centerX().below(view2).size(width: 10, height: 3)
    /// ```
    ///
    /// Every constraint the chain makes turns the receiver's
    /// ``TermView/translatesAutoresizingMaskIntoConstraints`` off, is activated (unless inside
    /// `group(activated: false)`), is collected by every open ``group(activated:_:)`` and
    /// records the caller's file and line. A constraint that cannot be installed (no common
    /// ancestor, no superview to relate to) is recorded as a ``LayoutIssue``; nothing traps.
    public var bb: InitialChain { InitialChain(item: self) }
}
