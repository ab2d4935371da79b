import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TreeViewTests {
    private func makeTree() -> (TestTerminal, TreeView) {
        let util = TreeNode("util", children: [TreeNode("a.swift")])
        let src = TreeNode("src", children: [TreeNode("main.swift"), util])
        let tree = TreeView(roots: [src, TreeNode("README.md")])
        let terminal = BasicWidgetTest.terminal(
            16, 5, showing: tree, at: Rect(x: 0, y: 0, width: 16, height: 5))
        terminal.app.focus(tree)
        terminal.runUntilIdle()
        return (terminal, tree)
    }

    private func rows(_ terminal: TestTerminal) -> [String] {
        terminal.screen.map { line in
            var trimmed = line
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed
        }
    }

    @Test func rightExpandsThenEntersLeftLeavesThenCollapses() {
        let (terminal, tree) = makeTree()
        #expect(rows(terminal) == ["▸ src", "  README.md", "", "", ""])
        terminal.press(.down)
        terminal.press(.right)
        #expect(rows(terminal) == ["▾ src", "    main.swift", "  ▸ util", "  README.md", ""])
        terminal.press(.right)
        #expect(tree.selectedNode?.title == "main.swift")
        terminal.press(.down)
        terminal.press(.right)
        #expect(rows(terminal) == ["▾ src", "    main.swift", "  ▾ util", "      a.swift", "  README.md"])
        terminal.press(.left)
        #expect(tree.selectedNode?.title == "util")
        #expect(!tree.selectedNode!.isExpanded)
        terminal.press(.left)
        #expect(tree.selectedNode?.title == "src")
        terminal.press(.left)
        #expect(rows(terminal) == ["▸ src", "  README.md", "", "", ""])
        terminal.press(.character(" "))
        #expect(tree.visibleNodes.count == 4)
    }

    @Test func collapsingMovesTheSelectionToTheCollapsedNode() {
        let (terminal, tree) = makeTree()
        let deep = tree.roots[0].children[1].children[0]
        tree.selectedNode = deep
        terminal.runUntilIdle()
        // Selecting a hidden node expanded its ancestors.
        #expect(tree.visibleNodes.map(\.title) == ["src", "main.swift", "util", "a.swift", "README.md"])
        tree.collapse(tree.roots[0])
        #expect(tree.selectedNode === tree.roots[0])
    }

    @Test func lazyChildrenLoadOnceOnFirstExpansion() {
        var loads = 0
        let lazy = TreeNode("remote") {
            loads += 1
            return [TreeNode("one"), TreeNode("two")]
        }
        let tree = TreeView(roots: [lazy])
        let terminal = BasicWidgetTest.terminal(
            12, 3, showing: tree, at: Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(loads == 0)
        #expect(lazy.isExpandable && !lazy.areChildrenLoaded)
        #expect(terminal.screen[0].hasPrefix("▸ remote"))
        tree.expand(lazy)
        tree.collapse(lazy)
        tree.expand(lazy)
        terminal.runUntilIdle()
        #expect(loads == 1)
        #expect(terminal.screen == ["▾ remote    ", "    one     ", "    two     "])
        #expect(lazy.children.map(\.depth) == [1, 1])
    }

    @Test func aClickOnATriangleTogglesAndADoubleClickActivatesALeaf() {
        let (terminal, tree) = makeTree()
        var toggled: [String] = []
        var activated: [String] = []
        tree.onToggle = { toggled.append($0.title) }
        tree.onActivate = { activated.append($0.title) }
        terminal.click(at: Point(x: 0, y: 0))
        #expect(toggled == ["src"])
        #expect(tree.visibleNodes.count == 4)
        // A click on the title selects without toggling; two on a leaf activate it.
        terminal.click(at: Point(x: 4, y: 1))
        #expect(tree.selectedNode?.title == "main.swift")
        terminal.click(at: Point(x: 4, y: 1))
        #expect(activated == ["main.swift"])
        // Enter on a parent toggles it.
        terminal.press(.up)
        terminal.press(.enter)
        #expect(toggled == ["src", "src"])
        #expect(tree.visibleNodes.count == 2)
    }

    @Test func theTriangleIsDrawnInTheSecondaryStyle() {
        let tree = TreeView(roots: [TreeNode("a", children: [TreeNode("b")])])
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            4, 1, showing: tree, at: Rect(x: 0, y: 0, width: 4, height: 1), theme: theme)
        #expect(terminal.styledScreen == ["{\(theme.secondaryText)}▸{\(Style.plain)} a "])
    }
}
