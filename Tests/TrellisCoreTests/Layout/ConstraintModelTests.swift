import Testing

@testable import TrellisCore

@MainActor
@Suite struct ConstraintModelTests {
    @Test func designatedInitializerBuildsAndValidates() throws {
        let window = makeWindow(80, 24)
        let panel = makeView("panel", in: window)
        let half = try LayoutConstraint(
            item: panel, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width,
            multiplier: 0.5, constant: 0)
        #expect(half.firstItem === panel)
        #expect(half.firstAttribute == .width)
        #expect(half.secondItem === window)
        #expect(half.secondAttribute == .width)
        #expect(half.multiplier == 0.5)
        #expect(half.relation == .equal)
        let fixed = try LayoutConstraint(
            item: panel, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, constant: 3)
        LayoutConstraint.activate([
            half, fixed, panel.leftAnchor.constraint(equalTo: window.leftAnchor),
            panel.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(panel.frame.width == 40)
    }

    @Test(arguments: [
        (LayoutAttribute.left, true, LayoutAttribute.width, 1.0, 0.0),  // location to dimension
        (.width, true, .left, 1, 0),  // dimension to location
        (.left, true, .top, 1, 0),  // different axes
        (.left, false, .notAnAttribute, 1, 0),  // location to a bare constant
        (.width, false, .height, 1, 0),  // a bare constant needs notAnAttribute
        (.width, true, .notAnAttribute, 1, 0),  // second item without attribute
        (.notAnAttribute, true, .left, 1, 0),
        (.left, true, .right, 0, 0),  // zero multiplier on a location
        (.width, true, .width, .nan, 0),
        (.width, true, .width, 1, .infinity),
    ])
    func designatedInitializerRejectsInvalidPairings(
        first: LayoutAttribute, hasSecond: Bool, second: LayoutAttribute, multiplier: Double,
        constant: Double
    ) {
        let a = TermView()
        let b = TermView()
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(
                item: a, attribute: first, relatedBy: .equal, toItem: hasSecond ? b : nil,
                attribute: second, multiplier: multiplier, constant: constant)
        }
    }

    @Test func invalidPairingErrorSaysWhereAndWhy() {
        let a = TermView()
        do {
            _ = try LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 4)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("ConstraintModelTests.swift:"))
            #expect(error.description.contains("bare constant"))
        }
    }

    @Test func descriptionReadsLikeTheEquation() {
        let window = makeWindow(80, 24)
        let label = makeView("label", in: window)
        let box = makeView("box", in: window)
        let gap = label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1)
        gap.priority = 750
        gap.identifier = "gap"
        let line = #line - 3
        #expect(
            gap.description
                == "label.leading == box.trailing + 1 @750 \"gap\" (ConstraintModelTests.swift:\(line))")
        let ratio = label.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2, constant: -3)
        #expect(ratio.description.hasPrefix("label.width == box.width * 2 - 3 ("))
        let fixed = label.heightAnchor.constraint(lessThanOrEqualToConstant: 2.5)
        fixed.priority = 250.5
        #expect(fixed.description.hasPrefix("label.height <= 2.5 @250.5 ("))
        let offset = label.leadingAnchor.anchorWithOffset(to: box.leadingAnchor)
        #expect(offset.description == "(box.leading - label.leading)")
        #expect(offset.attribute == .notAnAttribute)
        #expect(label.centerXAnchor.description == "label.centerX")
        let anonymous = TermView()
        #expect(anonymous.widthAnchor.description.hasPrefix("TermView#"))
    }

    @Test func prioritiesClampToTheirRange() {
        #expect(LayoutPriority(2000) == .required)
        #expect(LayoutPriority(0).rawValue == 1)
        #expect(LayoutPriority(rawValue: .nan).rawValue == 1)
        #expect(LayoutPriority.defaultHigh + 1 == 751)
        #expect(LayoutPriority.defaultLow - 1 == 249)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.required.isRequired && !LayoutPriority.defaultHigh.isRequired)
        #expect(LayoutPriority(750.5).description == "750.5")
    }

    @Test func offsetAnchorsRelateGaps() {
        let window = makeWindow(30, 3)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = makeView("c", in: window)
        var constraints: [LayoutConstraint] = []
        for view in [a, b, c] {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 4),
                view.topAnchor.constraint(equalTo: window.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 1),
            ]
        }
        constraints += [
            a.leftAnchor.constraint(equalTo: window.leftAnchor),
            c.rightAnchor.constraint(equalTo: window.rightAnchor),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
                .constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor)),
        ]
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // 30 − 12 = 18 columns of gap, 9 each.
        #expect(b.frame.minX == 13)
        #expect(constraints.last!.firstAttribute == .notAnAttribute)
    }

    @Test func systemSpacingIsOneCell() {
        let window = makeWindow(30, 6)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: window.leftAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 3),
            a.heightAnchor.constraint(equalToConstant: 1),
            b.leftAnchor.constraint(equalToSystemSpacingAfter: a.rightAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(b.frame == Rect(5, 2, 3, 1))
        #expect(LayoutConstraint.standardSpacing == 1)
        #expect(LayoutConstraint.noMetric.isNaN)
    }

    @Test func inequalityFormsOfAnchors() {
        let window = makeWindow(30, 6)
        let a = makeView("a", in: window)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(greaterThanOrEqualTo: window.leftAnchor, constant: 4),
            a.rightAnchor.constraint(lessThanOrEqualTo: window.rightAnchor, constant: -4),
            a.widthAnchor.constraint(greaterThanOrEqualTo: window.widthAnchor, multiplier: 0.9),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 2),
            a.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor, multiplier: 0.2, constant: 0),
        ])
        window.layoutIfNeeded()
        // width ≥ 90% of the window and 4-cell insets need 80 columns; height ≥ 2 and ≤ 20% of
        // the window's height need 10 rows: the window grows to what the required constraints
        // need.
        #expect(window.layoutIssues.isEmpty)
        #expect(window.frame.size == Size(width: 80, height: 10))
        #expect(window.requiredSize == Size(width: 80, height: 10))
        #expect(a.frame == Rect(4, 0, 72, 2))
    }
}
