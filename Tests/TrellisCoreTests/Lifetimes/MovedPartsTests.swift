import Testing
import TrellisCore
import TrellisTesting

/// A widget's parts (`widget.subviews`) moved into another window outlive the widget: once it
/// is released they lay out, draw and take input without crashing, and never show what a
/// newer widget in the freed memory holds — they draw nothing of the old widget, or keep working.
@MainActor
@Suite struct MovedPartsTests {
    @Test func aTablesRowsAndHeaderCellsOutliveTheTable() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (table, parts) = LifetimeTestSupport.moveParts(
            of: {
                Table(columns: [TableColumn("Name"), TableColumn("Size")], rowCount: 3) { row, column in
                    "r\(row)c\(column)"
                }
            }, into: terminal)
        #expect(table.object == nil)
        #expect(parts.count >= 3)
        // Tables made after the release may take the freed memory: the moved parts must not
        // show their titles or cells.
        let successors = (0..<8).map { _ in
            Table(columns: [TableColumn("Zebra"), TableColumn("Yak")], rowCount: 3) { _, _ in "Xylo" }
        }
        LifetimeTestSupport.exercise(parts, in: terminal)
        let screen = terminal.screen.joined(separator: "\n")
        for word in ["Zebra", "Yak", "Xylo", "Name", "Size", "r0c0"] {
            #expect(!screen.contains(word), "\(word) drawn by a part of a released table:\n\(screen)")
        }
        #expect(successors.count == 8)
    }

    @Test func onlyTheHeaderCellsOfAReleasedTableDrawNothing() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (table, parts) = LifetimeTestSupport.moveParts(
            of: { Table(columns: [TableColumn("Name"), TableColumn("Size")], rowCount: 2) }, into: terminal)
        let headers = parts.filter { !($0 is ListView) }
        for part in parts where part is ListView { part.removeFromSuperview() }
        #expect(table.object == nil)
        #expect(headers.count == 2)
        let successor = Table(columns: [TableColumn("Zebra"), TableColumn("Yak")])
        LifetimeTestSupport.exercise(headers, in: terminal)
        #expect(terminal.screen.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(terminal.screen)")
        #expect(successor.columns.count == 2)
    }

    @Test func aTreeViewsRowsOutliveTheTree() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (tree, parts) = LifetimeTestSupport.moveParts(
            of: {
                let tree = TreeView()
                tree.roots = [TreeNode("Fruit", children: [TreeNode("Apple"), TreeNode("Pear")])]
                return tree
            }, into: terminal)
        #expect(tree.object == nil)
        LifetimeTestSupport.exercise(parts, in: terminal)
        #expect(!terminal.screen.joined().contains("Fruit"))
    }

    @Test func aSplitViewsPanesAndDividerOutliveTheSplitView() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (split, parts) = LifetimeTestSupport.moveParts(
            of: {
                let split = SplitView(axis: .horizontal, dividerPosition: 10)
                split.firstPane.addSubview(Label("left"))
                split.secondPane.addSubview(Label("right"))
                return split
            }, into: terminal)
        #expect(split.object == nil)
        #expect(parts.count == 3)
        LifetimeTestSupport.exercise(parts, in: terminal)
    }

    @Test func aBoxsContentOutlivesTheBox() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (box, parts) = LifetimeTestSupport.moveParts(
            of: {
                let box = Box(title: "Box")
                box.contentView.addSubview(Label("inside"))
                return box
            }, into: terminal)
        #expect(box.object == nil)
        LifetimeTestSupport.exercise(parts, in: terminal)
    }

    @Test func aTabViewsPagesOutliveTheTabView() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (tabs, parts) = LifetimeTestSupport.moveParts(
            of: {
                let tabs = TabView()
                tabs.addTab("One", view: Label("first"))
                tabs.addTab("Two", view: Button("second"))
                return tabs
            }, into: terminal)
        #expect(tabs.object == nil)
        LifetimeTestSupport.exercise(parts, in: terminal)
    }

    @Test func aDialogsButtonsOutliveTheDialog() {
        let terminal = TestTerminal(width: 30, height: 8)
        var pressed: [String] = []
        let (dialog, parts) = LifetimeTestSupport.moveParts(
            of: { () -> Dialog in
                let dialog = Dialog(title: "Sure?", message: "Really")
                dialog.addButton("Yes") { pressed.append("yes") }
                dialog.addButton("No") { pressed.append("no") }
                return dialog
            }, extraParts: { $0.buttons + [$0.buttonRow] }, into: terminal)
        #expect(dialog.object == nil)
        LifetimeTestSupport.exercise(parts, in: terminal)
        // The buttons keep working: their actions run though the dialog is gone.
        #expect(pressed.contains("yes") && pressed.contains("no"))
    }

    @Test func aCommandPalettesFieldAndListOutliveThePalette() {
        let terminal = TestTerminal(width: 30, height: 8)
        var ran: [String] = []
        let (palette, parts) = LifetimeTestSupport.moveParts(
            of: {
                CommandPalette(commands: [
                    MenuItem("Open") { ran.append("open") }, MenuItem("Close") { ran.append("close") },
                ])
            }, into: terminal)
        #expect(palette.object == nil)
        let views = parts.flatMap { part in [part] + part.subviews }
        LifetimeTestSupport.exercise(views, in: terminal)
        terminal.type("op\n")
        // The palette ran its commands; without it, its parts run nothing.
        #expect(ran.isEmpty)
        #expect(!terminal.screen.joined().contains("Open"))
    }

    @Test func aMenuPanelsListOutlivesThePanel() {
        let terminal = TestTerminal(width: 30, height: 8)
        var chosen: [String] = []
        let (panel, parts) = LifetimeTestSupport.moveParts(
            of: { MenuPanel(items: [MenuItem("Copy") { chosen.append("copy") }]) }, into: terminal)
        #expect(panel.object == nil)
        let views = parts.flatMap { part in [part] + part.subviews }
        LifetimeTestSupport.exercise(views, in: terminal)
        #expect(chosen.isEmpty)
        #expect(!terminal.screen.joined().contains("Copy"))
    }

    @Test func aComboBoxsFieldOutlivesTheComboBox() {
        let terminal = TestTerminal(width: 30, height: 8)
        let (combo, parts) = LifetimeTestSupport.moveParts(
            of: { ComboBox(options: ["apple", "pear"]) }, into: terminal)
        #expect(combo.object == nil)
        LifetimeTestSupport.exercise(parts, in: terminal)
        if let field = parts.first { _ = terminal.app.focus(field) }
        terminal.type("ap\n")
        #expect(!terminal.screen.joined().contains("pear"))
    }
}
