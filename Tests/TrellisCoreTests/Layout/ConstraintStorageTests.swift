import Testing

@testable import TrellisCore

/// A constraint keeps its common parts inline and the rare ones in a side box; every part must
/// read back exactly as it was given.
@MainActor
@Suite struct ConstraintStorageTests {
    @Test func locationsReadBackExactly() {
        let a = TermView()
        let plain = LayoutConstraint(
            first: a.widthAnchor.terms, relation: .equal, second: nil, multiplier: 1, constant: 3,
            location: CodeLocation(fileID: "App/Form.swift", line: 42))
        #expect(plain.location == CodeLocation(fileID: "App/Form.swift", line: 42))
        #expect(plain.extras == nil)
        let withColumn = LayoutConstraint(
            first: a.widthAnchor.terms, relation: .equal, second: nil, multiplier: 1, constant: 3,
            location: CodeLocation(fileID: "App/Other.swift", line: 7, column: 12))
        #expect(withColumn.location == CodeLocation(fileID: "App/Other.swift", line: 7, column: 12))
        let farLine = LayoutConstraint(
            first: a.widthAnchor.terms, relation: .equal, second: nil, multiplier: 1, constant: 3,
            location: CodeLocation(fileID: "App/Form.swift", line: Int.max))
        #expect(farLine.location.line == Int.max)
        #expect(plain.location.fileID == "App/Form.swift")
        // Lines past 65,535 (generated code) are kept whole in the side box.
        for line in [65_535, 65_536, 1_000_000, -3] {
            let constraint = LayoutConstraint(
                first: a.widthAnchor.terms, relation: .equal, second: nil, multiplier: 1, constant: 3,
                location: CodeLocation(fileID: "App/Generated.swift", line: line))
            #expect(constraint.location == CodeLocation(fileID: "App/Generated.swift", line: line))
            #expect((constraint.extras == nil) == (line == 65_535), "line \(line)")
        }
    }

    @Test func aWidgetsIdentifierTakesNoSideBoxAndGivesWayToTheUsers() {
        let a = TermView()
        let b = TermView()
        let made = LayoutConstraint.widgetConstraint(
            a, .left, .equal, b, .right, constant: 1, "stack-spacing")
        #expect(made.identifier == "stack-spacing")
        #expect(made.extras == nil)
        #expect(made.description.contains("\"stack-spacing\""))
        let twin = LayoutConstraint.widgetConstraint(
            a, .left, .equal, b, .right, constant: 1, "stack-spacing")
        let other = LayoutConstraint.widgetConstraint(a, .left, .equal, b, .right, constant: 1, "stack-hug")
        #expect(made.hasSameIdentifier(as: twin) && !made.hasSameIdentifier(as: other))
        // The user renames or unnames it like any constraint.
        twin.identifier = "mine"
        #expect(twin.identifier == "mine" && !made.hasSameIdentifier(as: twin))
        twin.identifier = nil
        #expect(twin.identifier == nil)
        other.identifier = "stack-spacing"
        #expect(made.hasSameIdentifier(as: other), "the same name, in the side box and in the table")
        other.setWidgetIdentifier("stack-hug")
        #expect(other.identifier == "stack-hug")
    }

    @Test func identifiersComeAndGo() {
        let a = TermView()
        let constraint = a.widthAnchor.constraint(equalToConstant: 4)
        #expect(constraint.identifier == nil)
        constraint.identifier = nil
        #expect(constraint.extras == nil)
        constraint.identifier = "width"
        #expect(constraint.identifier == "width")
        #expect(constraint.description.contains("\"width\""))
        constraint.identifier = nil
        #expect(constraint.identifier == nil)
        #expect(!constraint.description.contains("\"width\""))
    }

    @Test func bothSidesKeepEveryTerm() {
        let window = TermWindow(size: Size(width: 40, height: 5))
        let a = TermView()
        let b = TermView()
        let c = TermView()
        for (view, name) in [(a, "a"), (b, "b"), (c, "c")] {
            view.identifier = name
            window.addSubview(view)
        }
        let gaps = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
            .constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor), multiplier: 2)
        #expect(gaps.first.count == 2 && gaps.second?.count == 2)
        #expect(gaps.first.second?.coefficient == -1 && gaps.second?.second?.coefficient == -1)
        #expect(gaps.description.hasPrefix("(b.left - a.right) == (c.left - b.right) * 2"))
        var items: [String] = []
        gaps.forEachItem { items.append($0.identifier ?? "?") }
        #expect(items == ["b", "a", "c", "b"])
        #expect(gaps.items.map { $0.identifier ?? "?" } == items)
        let simple = a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 1)
        #expect(simple.first.second == nil && simple.second?.second == nil)
        #expect(simple.firstItem === a && simple.secondItem === b)
        #expect(simple.firstAttribute == .left && simple.secondAttribute == .right)
        #expect(simple.extras == nil)
    }

    @Test func autoresizingConstraintsRememberTheirMask() {
        let window = TermWindow(size: Size(width: 40, height: 10))
        let view = TermView(frame: Rect(x: 2, y: 1, width: 10, height: 3))
        view.autoresizingMask = [.flexibleWidth]
        window.addSubview(view)
        window.layoutIfNeeded()
        let descriptions = view.generated.autoresizing.map(\.description)
        #expect(descriptions.count == 4)
        #expect(descriptions.allSatisfy { $0.hasSuffix("(h=-&- v=---)") })
        #expect(view.generated.autoresizing[0].origin == .autoresizing("h=-&- v=---"))
    }
}
