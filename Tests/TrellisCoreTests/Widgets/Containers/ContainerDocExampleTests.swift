import Testing
import TrellisCore
import TrellisTesting

/// The examples in the containers' documentation, run and checked by frames.
@MainActor
@Suite struct ContainerDocExampleTests {
    @Test func boxExample() {
        let window = TermWindow(size: Size(width: 60, height: 20))
        let log = Swatch("l")
        let box = Box(title: "Log", lineStyle: .rounded)
        box.padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        box.contentView.addSubview(log)
        log.bb.fill()  // fills the content view
        window.addSubview(box)
        box.bb.left(2).top(1).width(40).height(10)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 2, y: 1, width: 40, height: 10))
        #expect(log.frameInWindow == Rect(x: 4, y: 2, width: 36, height: 8))
    }

    @Test func stackViewExample() {
        let window = TermWindow(size: Size(width: 30, height: 5))
        let cancel = Swatch("c", width: 10, height: 1)
        let save = Swatch("s", width: 8, height: 1)
        let buttons = StackView(arrangedSubviews: [cancel, save])
        buttons.axis = .horizontal
        buttons.spacing = 2
        buttons.alignment = .center
        window.addSubview(buttons)
        buttons.bb.right(-1).bottom(-1)
        window.layoutIfNeeded()
        #expect(cancel.frameInWindow == Rect(x: 9, y: 3, width: 10, height: 1))
        #expect(save.frameInWindow == Rect(x: 21, y: 3, width: 8, height: 1))
        cancel.isHidden = true  // save moves to where cancel was
        window.layoutIfNeeded()
        #expect(save.frameInWindow == Rect(x: 21, y: 3, width: 8, height: 1))
        #expect(buttons.frameInWindow == Rect(x: 21, y: 3, width: 8, height: 1))
    }

    @Test func scrollViewExample() {
        let window = TermWindow(size: Size(width: 20, height: 5))
        let column = LinesView((0..<30).map { "line \($0)" })
        let scroll = ScrollView()
        window.addSubview(scroll)
        scroll.bb.fill()
        scroll.addSubview(column)  // a tall vertical stack
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        scroll.contentOffset = Point(x: 0, y: 10)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: 10))
        #expect(column.frameInWindow == Rect(x: 0, y: -10, width: 20, height: 30))
    }

    @Test func splitViewExample() {
        let window = TermWindow(size: Size(width: 80, height: 24))
        let sidebar = Swatch("s")
        let editor = Swatch("e")
        let split = SplitView(axis: .horizontal, dividerPosition: .fraction(0.3))
        split.minimumFirstPaneLength = 10
        split.firstPane.addSubview(sidebar)
        split.secondPane.addSubview(editor)
        sidebar.bb.fill()
        editor.bb.fill()
        window.addSubview(split)
        split.bb.fill()
        window.layoutIfNeeded()
        // 30 % of the 79 columns beside the divider: 23.7, rounded.
        #expect(sidebar.frameInWindow == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(editor.frameInWindow == Rect(x: 25, y: 0, width: 55, height: 24))
        resize(window, 41, 24)
        #expect(sidebar.frameInWindow.width == 12)
        // Narrower still, the first pane's minimum length holds.
        resize(window, 21, 24)
        #expect(sidebar.frameInWindow.width == 10)
    }

    @Test func tabViewExample() {
        let terminal = TestTerminal(width: 30, height: 4) { app in
            let generalForm = Swatch("g")
            let advancedForm = Swatch("a")
            let status = LinesView([""])
            let tabs = TabView()
            tabs.addTab("General", view: generalForm)
            tabs.addTab("Advanced", view: advancedForm)
            tabs.onSelect = { index in status.lines = ["tab \(index)"] }
            app.window.addSubview(tabs)
            tabs.bb.fill()
            app.window.addSubview(status)
            status.bb.left(0).bottom(0)
        }
        terminal.click(at: Point(x: 12, y: 0))
        #expect(terminal.screen[3].hasPrefix("tab 1"))
    }

    @Test func dialogExample() {
        let terminal = TestTerminal(width: 40, height: 10)
        let app = terminal.app
        var quit = false
        let confirm = Dialog(title: "Quit", message: "Discard the unsaved changes?")
        confirm.addButton("Cancel")
        confirm.addButton("Discard") { quit = true }
        confirm.present(in: app)
        terminal.runUntilIdle()
        terminal.press(.tab)
        terminal.press(.enter)
        #expect(quit)
        #expect(!confirm.isPresented)
    }
}
