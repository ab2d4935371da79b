/// One node of a ``TreeView``: a title and children, given up front or loaded the first time
/// the node is expanded.
///
/// ```swift
/// let root = TreeNode("Sources", children: [TreeNode("main.swift")])
/// let lazy = TreeNode("Remote") { fetchChildren() }   // called on first expansion
/// ```
@MainActor
public final class TreeNode {
    /// The text shown for the node.
    public var title: String

    /// Anything the app wants to find again from the node (a path, a model object).
    public var representedObject: Any?

    /// The node's children as loaded so far (empty until a lazy node is first expanded).
    public private(set) var children: [TreeNode] = []

    /// The node this one is a child of; `nil` for a root.
    public private(set) weak var parent: TreeNode?

    /// Whether the node shows its children (set by ``TreeView/expand(_:)`` and its kin).
    public internal(set) var isExpanded = false

    /// Makes the children on first expansion; `nil` once they are loaded.
    private var childLoader: (@MainActor () -> [TreeNode])?

    /// Creates a node with its children.
    ///
    /// - Parameters:
    ///   - title: The text shown for the node.
    ///   - children: Its children, in order.
    public init(_ title: String, children: [TreeNode] = []) {
        self.title = title
        for child in children { addChild(child) }
    }

    /// Creates a node whose children are made the first time it is expanded.
    ///
    /// - Parameters:
    ///   - title: The text shown for the node.
    ///   - loadChildren: Called once, on first expansion; it may return no children.
    public init(_ title: String, loadChildren: @escaping @MainActor () -> [TreeNode]) {
        self.title = title
        childLoader = loadChildren
    }

    /// Whether the node can be expanded: it has children, or has not loaded them yet.
    public var isExpandable: Bool { childLoader != nil || !children.isEmpty }

    /// Whether the children were given or loaded (a lazy node's are not until it is expanded).
    public var areChildrenLoaded: Bool { childLoader == nil }

    /// The number of ancestors: 0 for a root.
    public var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    /// Appends `child` to the children (taking it from its former parent, if any).
    public func addChild(_ child: TreeNode) {
        child.parent?.children.removeAll { $0 === child }
        child.parent = self
        children.append(child)
    }

    /// Calls the loader of a lazy node once and keeps its children.
    func loadChildrenIfNeeded() {
        guard let loader = childLoader else { return }
        childLoader = nil
        for child in loader() { addChild(child) }
    }

    /// Whether `ancestor` is this node or above it.
    func isDescendant(of ancestor: TreeNode) -> Bool {
        var node: TreeNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
