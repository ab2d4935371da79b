import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct RadioGroupTests {
    private static let sizes = ["Small", "Medium", "Large"]

    @Test func goldenScreensAtTwoSizes() {
        let group = RadioGroup(options: Self.sizes, selectedIndex: 1)
        #expect(group.intrinsicContentSize == Size(width: 10, height: 3))
        let terminal = BasicWidgetTest.terminal(12, 4, showing: group, origin: Point(x: 1, y: 0))
        terminal.assertScreen([
            " ( ) Small  ",
            " (•) Medium ",
            " ( ) Large  ",
            "            ",
        ])
        let narrow = BasicWidgetTest.terminal(
            6, 2, showing: RadioGroup(options: Self.sizes), at: Rect(x: 0, y: 0, width: 6, height: 2))
        narrow.assertScreen([
            "(•) S…",
            "( ) M…",
        ])
    }

    @Test func arrowsMoveTheSelection() {
        let group = RadioGroup(options: Self.sizes)
        var selections: [Int] = []
        group.onSelect = { selections.append($0) }
        let terminal = BasicWidgetTest.terminal(12, 3, showing: group)
        group.becomeFocused()
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.down)
        #expect(group.selectedIndex == 2)
        #expect(group.selectedOption == "Large")
        terminal.press(.up)
        terminal.press(.home)
        terminal.press(.up)
        terminal.press(.end)
        #expect(selections == [1, 2, 1, 0, 2])
        terminal.assertScreen([
            "( ) Small   ",
            "( ) Medium  ",
            "(•) Large   ",
        ])
        #expect(group.handle(KeyEvent(.left)) == false)
    }

    @Test func withNoSelectionTheFirstKeySelectsTheFirstOption() {
        let group = RadioGroup(options: Self.sizes, selectedIndex: nil)
        var selections: [Int] = []
        group.onSelect = { selections.append($0) }
        let terminal = BasicWidgetTest.terminal(12, 3, showing: group)
        terminal.assertScreen(["( ) Small   ", "( ) Medium  ", "( ) Large   "])
        group.becomeFocused()
        terminal.type(" ")
        #expect(group.selectedIndex == 0)
        terminal.type(" ")
        group.selectedIndex = nil
        terminal.press(.up)
        #expect(selections == [0, 0])
    }

    @Test func aClickSelectsTheOptionUnderThePointer() {
        let group = RadioGroup(options: Self.sizes)
        var selections: [Int] = []
        group.onSelect = { selections.append($0) }
        let terminal = BasicWidgetTest.terminal(12, 4, showing: group, origin: Point(x: 0, y: 1))
        terminal.click(at: Point(x: 6, y: 3))
        #expect(group.isFocused)
        #expect(group.selectedIndex == 2)
        terminal.click(at: Point(x: 0, y: 2))
        #expect(selections == [2, 1])
    }

    @Test func focusShowsTheSelectedRowInTheSelectionStyle() {
        let group = RadioGroup(options: ["A", "B"], selectedIndex: 1)
        let terminal = BasicWidgetTest.terminal(6, 2, showing: group)
        #expect(terminal.styledScreen == ["( ) A ", "(•) B "])
        group.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["( ) A ", "{reverse}(•) B{plain} "])
    }

    @Test func optionsChangesClampTheSelectionAndTheSize() {
        let group = RadioGroup(options: Self.sizes, selectedIndex: 7)
        #expect(group.selectedIndex == 2)
        let terminal = BasicWidgetTest.terminal(12, 3, showing: group)
        group.options = ["One", "Two"]
        terminal.runUntilIdle()
        #expect(group.selectedIndex == 1)
        #expect(group.frame.size == Size(width: 7, height: 2))
        group.options = []
        #expect(group.selectedIndex == nil)
        #expect(!group.canBecomeFocused)
        group.options = ["x"]
        group.selectedIndex = 5
        #expect(group.selectedIndex == 0)
    }
}
