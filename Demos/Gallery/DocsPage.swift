import Trellis

/// The "Docs" tab: a ``TreeView`` of help topics (the "More" branch loads its children lazily,
/// on first expansion) beside a ``MarkdownView`` showing the selected topic.
@MainActor
final class DocsPage: TermView {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }

    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let treeBox = Box(title: "TreeView", lineStyle: .rounded, padding: padding)
    let documentBox = Box(title: "MarkdownView", lineStyle: .rounded, padding: padding)
    let tree = TreeView()
    let document = MarkdownView()
    let documentScroll = ScrollView()

    /// How many times the lazy branch loaded its children (once at most).
    private(set) var lazyLoads = 0

    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "docs.page"
        treeBox.identifier = "docs.treeBox"
        documentBox.identifier = "docs.documentBox"
        tree.identifier = "docs.tree"
        document.identifier = "docs.markdown"
        addSubview(treeBox)
        addSubview(documentBox)
        treeBox.contentView.addSubview(tree)
        tree.bb.fill()
        documentBox.contentView.addSubview(documentScroll)
        documentScroll.bb.fill()
        documentScroll.showsHorizontalScrollIndicator = false
        documentScroll.addSubview(document)
        LayoutConstraint.activate([
            document.leftAnchor.constraint(equalTo: documentScroll.contentLayoutGuide.leftAnchor),
            document.rightAnchor.constraint(equalTo: documentScroll.contentLayoutGuide.rightAnchor),
            document.topAnchor.constraint(equalTo: documentScroll.contentLayoutGuide.topAnchor),
            document.bottomAnchor.constraint(equalTo: documentScroll.contentLayoutGuide.bottomAnchor),
            document.widthAnchor.constraint(
                equalTo: documentScroll.frameLayoutGuide.widthAnchor, constant: -1),
        ])
        treeBox.bb.left(1).top().bottom().width(28 ~ 600)
        treeBox.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.4).isActive = true
        documentBox.bb.left(treeBox.rightAnchor + 1).right(-1).top().bottom()

        tree.roots = makeTopics()
        tree.onSelect = { [unowned self] node in show(node) }
        tree.onActivate = { [unowned self] node in report("Opened “\(node.title)”") }
        tree.onToggle = { [unowned self] node in
            report("\(node.isExpanded ? "Expanded" : "Collapsed") “\(node.title)”")
        }
        document.onOpenLink = { [unowned self] link in report("Link: \(link)") }
        // Selecting a topic expands the branches above it.
        if let first = tree.roots.first?.children.first {
            tree.selectedNode = first
            show(first)
        }
    }

    private func show(_ node: TreeNode) {
        guard let markdown = node.representedObject as? String else { return }
        document.markdown = markdown
        documentBox.title = "MarkdownView · \(node.title)"
    }

    private func topic(_ title: String, _ markdown: String) -> TreeNode {
        let node = TreeNode(title)
        node.representedObject = markdown
        return node
    }

    private func makeTopics() -> [TreeNode] {
        let basics = TreeNode(
            "Getting started",
            children: [
                topic("Welcome", Self.welcome),
                topic("Keys", Self.keys),
            ])
        let widgets = TreeNode(
            "Widgets",
            children: [
                TreeNode(
                    "Charts",
                    children: [
                        topic("Sparkline", "# Sparkline\n\nOne column per value."),
                        topic("LineChart", "# LineChart\n\nBraille dots: *2×4* per cell."),
                    ]),
                topic(
                    "TreeView", "# TreeView\n\n- **Right** expands\n- **Left** collapses\n- **Space** toggles"
                ),
            ])
        let more = TreeNode("More (loaded lazily)") { [unowned self] in
            lazyLoads += 1
            return (1...3).map { topic("Note \($0)", "# Note \($0)\n\nLoaded on first expansion.") }
        }
        return [basics, widgets, more]
    }

    static let welcome = """
        # Welcome to Trellis

        Trellis places *every* widget by **constraints**, solved by an incremental `Cassowary` solver.

        ## What you can do here

        - Expand topics on the left with **Right** or a click on `▸`
        - Read them here; long documents scroll
          with the wheel
        1. Press `Ctrl-P` for the command palette
        2. Visit [the repository](https://example.org/trellis)

        ```swift
        let label = Label("Hello")
        label.bb.center()
        ```

        ---

        That is all.
        """

    static let keys = """
        # Keys

        The gallery binds `q`, `Tab`, the digits, `d`, `F10`, `F12` and `Ctrl-P`.

        - `q` quits
        - `Tab` moves focus
            - `Shift-Tab` moves it back
        - `Ctrl-P` opens the *command palette*
        """
}
