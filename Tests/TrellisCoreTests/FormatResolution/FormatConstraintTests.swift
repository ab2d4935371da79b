import Testing

@testable import TrellisCore

/// `LayoutConstraint.constraints(withVisualFormat:…)`: JBNSLayoutConstraint's README examples
/// by frames, the order of the result, options, priorities, locations and errors.
@MainActor
@Suite struct FormatConstraintTests {
    @Test func readmeCenterXExample() throws {
        let window = makeWindow(80, 24)
        let view1 = makeView("view1", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "view1.centerX==|.centerX", views: ["view1": view1])
        #expect(equations(made) == ["view1.centerX == window.centerX"])
        #expect(!made[0].isActive)
        LayoutConstraint.activate(made)
        view1.bb.top().size(width: 10, height: 1)
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(35, 0, 10, 1))
    }

    @Test func readmeCompoundExample() throws {
        let window = makeWindow(120, 60)
        let view1 = makeView("view1", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "view1.center==|;view1.size==50", views: ["view1": view1])
        #expect(
            equations(made) == [
                "view1.centerX == window.centerX", "view1.centerY == window.centerY", "view1.width == 50",
                "view1.height == 50",
            ])
        LayoutConstraint.activate(made)
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(35, 5, 50, 50))
    }

    @Test func readmeMixedExample() throws {
        let window = makeWindow(80, 60)
        let view1 = makeView("view1", in: window)
        let view2 = makeView("view2", in: window)
        view2.bb.left(30).top().size(width: 5, height: 3)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|[view1(20)];V:|[view1];view1.height==view2+metric1",
            metrics: ["metric1": 42], views: ["view1": view1, "view2": view2])
        #expect(
            equations(made) == [
                "view1.width == 20", "view1.leading == window.leading", "view1.top == window.top",
                "view1.height == view2.height + 42",
            ])
        LayoutConstraint.activate(made)
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(0, 0, 20, 45))
    }

    @Test func frameCompoundPinsAllFourEdges() throws {
        let window = makeWindow(30, 10)
        let box = makeView("box", in: window)
        box.bb.left(3).top(2).size(width: 20, height: 6)
        let cover = makeView("cover", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "cover.frame == box", views: ["cover": cover, "box": box])
        #expect(made.map(\.firstAttribute) == [.top, .left, .bottom, .right])
        LayoutConstraint.activate(made)
        window.layoutIfNeeded()
        #expect(cover.frame == Rect(3, 2, 20, 6))
    }

    @Test func constraintsComeBackPieceByPieceInTheDocumentedOrder() throws {
        let window = makeWindow(40, 10)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "a.center == |; H:|-[a(>=4)]-2-[b]-|; b.size == a", views: ["a": a, "b": b])
        #expect(
            equations(made) == [
                "a.centerX == window.centerX", "a.centerY == window.centerY", "a.width >= 4",
                "a.leading == window.leading + 1", "b.leading == a.trailing + 2",
                "b.trailing == window.trailing - 1",
                "b.width == a.width", "b.height == a.height",
            ])
    }

    @Test func optionsAlignEveryVisualFormatPiece() throws {
        let window = makeWindow(40, 10)
        let names = ["a", "b", "c", "d"]
        let views = Dictionary(
            uniqueKeysWithValues: names.map { ($0, makeView($0, in: window) as LayoutItem) })
        let made = try LayoutConstraint.constraints(
            withVisualFormat:
                "H:|[a(3)]-[b(3)]; H:[c(3)]-[d(3)]-|; a.top == |.top + 1; c.bottom == |.bottom - 1;"
                + "a.height == 1; b.height == 1; c.height == 2; d.height == 2",
            options: .alignAllCenterY, views: views)
        #expect(equations(made).contains("b.centerY == a.centerY"))
        #expect(equations(made).contains("d.centerY == c.centerY"))
        LayoutConstraint.activate(made)
        window.layoutIfNeeded()
        let frames = names.map { (views[$0] as! TermView).frame }
        #expect(frames == [Rect(0, 1, 3, 1), Rect(4, 1, 3, 1), Rect(32, 7, 3, 2), Rect(36, 7, 3, 2)])
    }

    @Test func prioritiesAreNumbersMetricsOrWords() throws {
        let window = makeWindow(40, 10)
        let v = makeView("v", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "v.width == 10 @ 500; v.height == 2 @high; v.left == | @ p; H:[v(>=3@low)]",
            metrics: ["p": 321], views: ["v": v])
        #expect(made.map(\.priority.rawValue) == [500, 750, 321, 250])
    }

    @Test func constraintsRecordTheCallersLineAndTheirColumn() throws {
        let window = makeWindow(40, 10)
        let v = makeView("v", in: window)
        let (format, views): (String, [String: LayoutItem]) = ("v.width == 10; V:|-2-[v]", ["v": v])
        let (made, line) = (try LayoutConstraint.constraints(withVisualFormat: format, views: views), #line)
        #expect(
            made.map(\.location) == [
                CodeLocation(fileID: #fileID, line: line, column: 1),
                CodeLocation(fileID: #fileID, line: line, column: 20),
            ])
        #expect(made[0].description == "v.width == 10 (FormatConstraintTests.swift:\(line):1)")
        #expect(made[1].description == "v.top == window.top + 2 (FormatConstraintTests.swift:\(line):20)")
    }

    @Test func layoutGuidesAreViewsAndTheirOwningViewIsTheSuperview() throws {
        let window = makeWindow(40, 10)
        let box = makeView("box", in: window)
        box.bb.left(4).top(1).size(width: 20, height: 5)
        let guide = LayoutGuide()
        guide.identifier = "guide"
        box.addLayoutGuide(guide)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-3-[guide(5)]; V:[guide(2)]-|", views: ["guide": guide])
        LayoutConstraint.activate(made)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(3, 2, 5, 2))
    }

    @Test func aSuperviewThatIsMissingIsAFormatErrorAtItsColumn() {
        let window = makeWindow(40, 10)
        let placed = makeView("placed", in: window)
        let orphan = makePlainView("orphan")
        let format = "placed.width == 2; orphan.left == |.left"
        let error = #expect(throws: FormatError.self) {
            try LayoutConstraint.constraints(
                withVisualFormat: format, views: ["placed": placed, "orphan": orphan])
        }
        #expect(error?.kind == .missingSuperview(view: "orphan"))
        #expect(error?.column == 20)
        #expect(error?.piece == " orphan.left == |.left")
        #expect(error?.format == format)
        #expect(
            error?.description
                == "'|' is the superview of 'orphan', which has none at column 20\n     orphan.left == |.left\n     ^"
        )
        let visual = #expect(throws: FormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "H:|-[orphan]", views: ["orphan": orphan])
        }
        #expect(visual?.kind == .missingSuperview(view: "orphan"))
        #expect(visual?.column == 4)
    }

    @Test func parserErrorsComeThroughWithTheirColumns() {
        let window = makeWindow(40, 10)
        let view1 = makeView("view1", in: window)
        let unknown = #expect(throws: FormatError.self) {
            try LayoutConstraint.constraints(
                withVisualFormat: "view1.left == view3.right", views: ["view1": view1])
        }
        #expect(unknown?.kind == .unknownView("view3"))
        #expect(unknown?.column == 15)
        #expect(
            unknown?.description
                == "unknown view 'view3' at column 15\n    view1.left == view3.right\n                  ^")
        let metric = #expect(throws: FormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "H:|-gap-[view1]", views: ["view1": view1])
        }
        #expect(metric?.kind == .unknownMetric("gap"))
        let axis = #expect(throws: FormatError.self) {
            try LayoutConstraint.constraints(
                withVisualFormat: "V:[view1]", options: .alignAllTop, views: ["view1": view1])
        }
        #expect(axis?.kind == .alignmentOnOwnAxis(.top))
    }
}
