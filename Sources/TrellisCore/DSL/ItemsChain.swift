/// A `bb` chain over several items: `[view1, view2, view3].bb`.
///
/// ```swift
/// [view1, view2, view3].bb.top().height(1).distributeX(spacing: 2)
/// ```
///
/// Every method adds constraints made through the items' own `bb` chains (so each follows the
/// single-item rules: activation, groups, the caller's file and line) and returns the chain
/// with them appended.
@MainActor
public struct ItemsChain<Item: LayoutItem> {
    /// The items, in order.
    public let items: [Item]

    /// Every constraint made by the chain, in call order.
    public let constraints: [LayoutConstraint]

    init(items: [Item], constraints: [LayoutConstraint] = []) {
        self.items = items
        self.constraints = constraints
    }

    /// The chain with `more` appended.
    func adding(_ more: [LayoutConstraint]) -> ItemsChain {
        ItemsChain(items: items, constraints: constraints + more)
    }

    /// Runs `body` on each item, in order, and collects the constraints of the chains it
    /// returns.
    ///
    /// ```swift
    /// [view1, view2, view3].bb.each { $0.bb.width(10) }
    /// ```
    @discardableResult
    public func each<Chain: ConstraintChain>(_ body: (Item) -> Chain) -> ItemsChain {
        adding(items.flatMap { body($0).constraints })
    }

    /// Runs `body` on every two neighbouring items (first and second, second and third, …) and
    /// collects the constraints of the chains it returns.
    ///
    /// ```swift
    /// // view1.left == view2.left, view2.left == view3.left
    /// [view1, view2, view3].bb.between { $0.bb.left($1) }
    /// ```
    @discardableResult
    public func between<Chain: ConstraintChain>(_ body: (Item, Item) -> Chain) -> ItemsChain {
        adding(zip(items, items.dropFirst()).flatMap { body($0, $1).constraints })
    }

    /// Runs `body` on every three neighbouring items (items 0-1-2, 1-2-3, …) and collects the
    /// constraints of the chains it returns. Fewer than three items make nothing.
    @discardableResult
    public func triple<Chain: ConstraintChain>(_ body: (Item, Item, Item) -> Chain) -> ItemsChain {
        guard items.count >= 3 else { return self }
        return adding((2..<items.count).flatMap { body(items[$0 - 2], items[$0 - 1], items[$0]).constraints })
    }
}

extension Array where Element: LayoutItem {
    /// Starts a Bamboo-style chain over these views or layout guides (see ``ItemsChain``).
    @MainActor
    public var bb: ItemsChain<Element> { ItemsChain(items: self) }
}
