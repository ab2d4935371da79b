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

    /// A widget's literal identifier is found by the address of its text, in a table of the
    /// literals seen: many literals, in any order, must each read back as themselves, and a
    /// literal seen once is not looked up by its text again. (A stack names its views' rules
    /// with a few literals in turn; with one place per literal in a table of 64, two of them
    /// could share a place, as the code's layout fell, and take it from each other on every
    /// rule. These 72 cannot all have places of their own there.)
    @Test func everyWidgetLiteralReadsBackAsItself() {
        let names: [StaticString] = [
            "widget-rule-00", "widget-rule-01", "widget-rule-02", "widget-rule-03", "widget-rule-04",
            "widget-rule-05", "widget-rule-06", "widget-rule-07", "widget-rule-08", "widget-rule-09",
            "widget-rule-10", "widget-rule-11", "widget-rule-12", "widget-rule-13", "widget-rule-14",
            "widget-rule-15", "widget-rule-16", "widget-rule-17", "widget-rule-18", "widget-rule-19",
            "widget-rule-20", "widget-rule-21", "widget-rule-22", "widget-rule-23", "widget-rule-24",
            "widget-rule-25", "widget-rule-26", "widget-rule-27", "widget-rule-28", "widget-rule-29",
            "widget-rule-30", "widget-rule-31", "widget-rule-32", "widget-rule-33", "widget-rule-34",
            "widget-rule-35", "widget-rule-36", "widget-rule-37", "widget-rule-38", "widget-rule-39",
            "widget-rule-40", "widget-rule-41", "widget-rule-42", "widget-rule-43", "widget-rule-44",
            "widget-rule-45", "widget-rule-46", "widget-rule-47", "widget-rule-48", "widget-rule-49",
            "widget-rule-50", "widget-rule-51", "widget-rule-52", "widget-rule-53", "widget-rule-54",
            "widget-rule-55", "widget-rule-56", "widget-rule-57", "widget-rule-58", "widget-rule-59",
            "widget-rule-60", "widget-rule-61", "widget-rule-62", "widget-rule-63", "widget-rule-64",
            "widget-rule-65", "widget-rule-66", "widget-rule-67", "widget-rule-68", "widget-rule-69",
            "widget-rule-70", "widget-rule-71",
        ]
        let a = TermView()
        var textLookupsAfterFirstRound = 0
        for round in 0..<3 {
            if round == 1 { textLookupsAfterFirstRound = WidgetIdentifiers.textLookups }
            for index in names.indices {
                let name = names[(index * 7 + round) % names.count]
                let constraint = a.widthAnchor.constraint(equalToConstant: 1)
                constraint.setWidgetIdentifier(name)
                #expect(constraint.identifier == name.description)
                #expect(constraint.extras == nil)
            }
        }
        #expect(WidgetIdentifiers.textLookups == textLookupsAfterFirstRound)
    }

    /// The table of source files remembers the last few it was asked for: a stack's views take
    /// turns with three files (the stack's rules, the engine's content size and floor), and
    /// each file is hashed once; more files than it remembers still read back as themselves.
    @Test func aFewFilesInTurnAreHashedOnce() {
        var table = InternedStrings()
        let files = ["A/One.swift", "A/Two.swift", "A/Three.swift"]
        for _ in 0..<5 {
            for file in files { _ = table.index(of: file) }
        }
        #expect(table.hashedLookups == files.count)
        let more = files + ["B/Four.swift", "B/Five.swift", "B/Six.swift"]
        for _ in 0..<3 {
            for file in more.reversed() {
                let index = table.index(of: file)
                #expect(table.name(at: index) == file)
            }
        }
        #expect(Set(more.map { table.index(of: $0) }).count == more.count)
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

    /// A view's generated constraints live in a box made when a change first leaves something
    /// generated; a change that leaves nothing makes none, and a box once made stays. Reading
    /// a content-size constraint in place gives the one stored.
    @Test func generatedConstraintsTakeABoxOnlyWhenThereIsSomething() {
        let view = TermView()
        view.generated.heightForWidthInput = nil
        view.generated.autoresizing = []
        #expect(view.generatedBox == nil)
        #expect(view.generated.isEmpty)
        #expect((0..<4).allSatisfy { view.generatedContentSize($0) == nil })

        let hugging = view.widthAnchor.constraint(lessThanOrEqualToConstant: 3)
        view.generated.contentSize[0] = hugging
        #expect(view.generatedBox != nil)
        #expect(view.generatedContentSize(0) === hugging)
        #expect(view.generated.contentSize[0] === hugging)
        #expect((1..<4).allSatisfy { view.generatedContentSize($0) == nil })

        view.generated.contentSize[0] = nil
        #expect(view.generatedBox != nil)
        #expect(view.generated.isEmpty)
        view.generated.heightForWidthInput = 7
        #expect(view.generated.heightForWidthInput == 7)
    }
}
