/// A hierarchy of ``TreeNode``s shown as indented rows, each parent with a disclosure triangle
/// (`▸` collapsed, `▾` expanded); children load lazily on first expansion.
///
/// The rows are a ``ListView`` of the visible nodes, so selection, scrolling, the wheel and the
/// scroll indicator work as in a list, and a tree of any size costs only its rows on screen.
/// Right expands the selected node (or moves to its first child), Left collapses it (or moves
/// to its parent), Space toggles it, and Enter toggles a parent and activates a leaf (as does a
/// double click). A click on a triangle toggles its node.
///
/// ```swift
/// let tree = TreeView(roots: [TreeNode("src", children: [TreeNode("main.swift")])])
/// tree.onActivate = { node in open(node.title) }
/// window.addSubview(tree)
/// tree.bb.fill()
/// ```
@MainActor
public final class TreeView: TermView {
    /// The top-level nodes. Setting them shows them afresh, without a selection.
    public var roots: [TreeNode] {
        didSet {
            rows.selectedRow = nil
            reloadData()
        }
    }

    /// The nodes on screen or scrolled out of it, top to bottom: the roots and the children
    /// of every expanded node whose ancestors are expanded too.
    public private(set) var visibleNodes: [TreeNode] = []

    /// The columns each level is indented by (2 by default).
    public var indentWidth = 2 {
        didSet { if indentWidth != oldValue { rows.setNeedsDisplay() } }
    }

    /// Called when the user moves the selection, with the selected node.
    public var onSelect: (@MainActor (TreeNode) -> Void)?

    /// Called when the user activates a leaf: Enter, or a double click.
    public var onActivate: (@MainActor (TreeNode) -> Void)?

    /// Called after a node was expanded or collapsed (by the user or by code).
    public var onToggle: (@MainActor (TreeNode) -> Void)?

    /// The list showing the visible nodes.
    let rows = ListView()

    /// Creates a tree.
    ///
    /// - Parameter roots: The top-level nodes, collapsed unless they were expanded before.
    public init(roots: [TreeNode] = []) {
        self.roots = roots
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        rows.identifier = "TreeView.rows"
        rows.focusHost = self
        // Weak: the rows may be moved out of the tree and outlive it; then they do nothing.
        rows.rowDrawer = { [weak self] canvas, context in self?.drawRow(context, in: canvas) }
        rows.onSelect = { [weak self] row in
            guard let self else { return }
            onSelect?(visibleNodes[row])
        }
        rows.onActivate = { [weak self] row in
            guard let self else { return }
            activate(visibleNodes[row])
        }
        rows.onRowPress = { [weak self] row, column in
            guard let self else { return false }
            let node = visibleNodes[row]
            let triangle = node.depth * indentWidth
            guard node.isExpandable, column == triangle else { return false }
            toggle(node)
            return true
        }
        addSubview(rows)
        rows.bb.fill()
        reloadData()
    }

    /// The selected node, or `nil`. Setting a node that is hidden under a collapsed ancestor
    /// expands its ancestors first; setting it does not call ``onSelect``.
    public var selectedNode: TreeNode? {
        get { rows.selectedRow.map { visibleNodes[$0] } }
        set {
            guard let node = newValue else {
                rows.selectedRow = nil
                return
            }
            var ancestor = node.parent
            var collapsed: [TreeNode] = []
            while let current = ancestor {
                if !current.isExpanded { collapsed.append(current) }
                ancestor = current.parent
            }
            for node in collapsed.reversed() { setExpanded(node, true) }
            rows.selectedRow = visibleNodes.firstIndex { $0 === node }
        }
    }

    // MARK: - Expanding and collapsing

    /// Shows `node`'s children, loading them first if it is lazy.
    public func expand(_ node: TreeNode) { setExpanded(node, true) }

    /// Hides `node`'s children; a selection inside them moves to `node`.
    public func collapse(_ node: TreeNode) { setExpanded(node, false) }

    /// Expands `node` if it is collapsed, collapses it otherwise.
    public func toggle(_ node: TreeNode) { setExpanded(node, !node.isExpanded) }

    private func setExpanded(_ node: TreeNode, _ expanded: Bool) {
        guard node.isExpandable, node.isExpanded != expanded else { return }
        if expanded { node.loadChildrenIfNeeded() }
        node.isExpanded = expanded
        reloadData()
        onToggle?(node)
    }

    /// Recomputes the visible rows after nodes were added, removed or retitled. The selected
    /// node stays selected; if it is no longer visible, its nearest visible ancestor is.
    public func reloadData() {
        let selected = selectedNodeBeforeReload
        visibleNodes = []
        func visit(_ node: TreeNode) {
            visibleNodes.append(node)
            guard node.isExpanded else { return }
            for child in node.children { visit(child) }
        }
        for root in roots { visit(root) }
        rows.rowCount = visibleNodes.count
        var candidate = selected
        var row: Int?
        while let node = candidate, row == nil {
            row = visibleNodes.firstIndex { $0 === node }
            candidate = node.parent
        }
        rows.selectedRow = row
        rows.reloadData()
    }

    /// The selected node from the rows as they were before a reload.
    private var selectedNodeBeforeReload: TreeNode? {
        guard let row = rows.selectedRow, row < visibleNodes.count else { return nil }
        return visibleNodes[row]
    }

    private func activate(_ node: TreeNode) {
        if node.isExpandable {
            toggle(node)
        } else {
            onActivate?(node)
        }
    }

    // MARK: - Focus and input

    /// A tree takes focus (its rows show the focused selection).
    public override var canBecomeFocused: Bool { true }

    /// Redraws the rows, whose selection shows the tree's focus.
    public override func didBecomeFocused() { setNeedsDisplayInSubtree() }

    /// Redraws the rows, whose selection shows the tree's focus.
    public override func didResignFocus() { setNeedsDisplayInSubtree() }

    /// Right, Left and Space expand, collapse and toggle; the list's keys move the selection.
    public override func handle(_ key: KeyEvent) -> Bool {
        if rows.handle(key) { return true }
        guard key.modifiers.isEmpty, let node = selectedNode else { return false }
        switch key.key {
        case .right:
            if node.isExpandable, !node.isExpanded {
                expand(node)
            } else if let child = node.children.first, node.isExpanded {
                select(child)
            }
        case .left:
            if node.isExpanded {
                collapse(node)
            } else if let parent = node.parent {
                select(parent)
            }
        case .character(" "):
            toggle(node)
        default:
            return false
        }
        return true
    }

    /// The wheel scrolls the rows wherever it is turned over the tree.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard case .wheel = mouse.kind else { return false }
        return rows.handle(mouse)
    }

    private func select(_ node: TreeNode) {
        guard let row = visibleNodes.firstIndex(where: { $0 === node }) else { return }
        rows.selectedRow = row
        onSelect?(node)
    }

    // MARK: - Drawing

    private func drawRow(_ context: ListView.RowContext, in canvas: Canvas) {
        let node = visibleNodes[context.row]
        let indent = node.depth * max(0, indentWidth)
        if node.isExpandable {
            let position = Point(x: indent, y: 0)
            let style = context.isSelected ? context.style : canvas.style(theme.secondaryText, over: position)
            canvas.put(node.isExpanded ? "▾" : "▸", at: position, style: style)
        }
        let titleX = indent + 2
        canvas.draw(
            text: node.title.truncated(toDisplayWidth: max(0, canvas.size.width - titleX)),
            at: Point(x: titleX, y: 0), style: context.style)
    }
}
