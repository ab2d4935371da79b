import Testing

@testable import TrellisCore

/// Every anchor method of `bb` in each of its five forms, checked by frames: no argument (the
/// superview), a constant, an item, an anchor, and an expression.
@MainActor
@Suite struct AnchorMethodTests {
    /// The five forms of one anchor method.
    struct Forms {
        let attribute: LayoutAttribute
        let none: (InitialChain) -> SingleChain
        let constant: (InitialChain, Double) -> SingleChain
        let item: (InitialChain, TermView) -> SingleChain
        /// Relates to `other`'s right edge, bottom edge or height (by the anchor's kind).
        let anchor: (InitialChain, TermView) -> SingleChain
        /// `other + 2` (an offset from the same anchor of `other`).
        let expression: (InitialChain, TermView) -> SingleChain
    }

    /// One entry per anchor method; the test's argument indexes it (12 entries).
    static let forms: [Forms] = [
        Forms(
            attribute: .left, none: { $0.left() }, constant: { $0.left($1) }, item: { $0.left($1) },
            anchor: { $0.left($1.rightAnchor) }, expression: { $0.left($1 + 2) }),
        Forms(
            attribute: .right, none: { $0.right() }, constant: { $0.right($1) }, item: { $0.right($1) },
            anchor: { $0.right($1.rightAnchor) }, expression: { $0.right($1 + 2) }),
        Forms(
            attribute: .leading, none: { $0.leading() }, constant: { $0.leading($1) },
            item: { $0.leading($1) }, anchor: { $0.leading($1.rightAnchor) },
            expression: { $0.leading($1 + 2) }),
        Forms(
            attribute: .trailing, none: { $0.trailing() }, constant: { $0.trailing($1) },
            item: { $0.trailing($1) }, anchor: { $0.trailing($1.rightAnchor) },
            expression: { $0.trailing($1 + 2) }),
        Forms(
            attribute: .centerX, none: { $0.centerX() }, constant: { $0.centerX($1) },
            item: { $0.centerX($1) }, anchor: { $0.centerX($1.rightAnchor) },
            expression: { $0.centerX($1 + 2) }),
        Forms(
            attribute: .top, none: { $0.top() }, constant: { $0.top($1) }, item: { $0.top($1) },
            anchor: { $0.top($1.bottomAnchor) }, expression: { $0.top($1 + 2) }),
        Forms(
            attribute: .bottom, none: { $0.bottom() }, constant: { $0.bottom($1) }, item: { $0.bottom($1) },
            anchor: { $0.bottom($1.bottomAnchor) }, expression: { $0.bottom($1 + 2) }),
        Forms(
            attribute: .centerY, none: { $0.centerY() }, constant: { $0.centerY($1) },
            item: { $0.centerY($1) }, anchor: { $0.centerY($1.bottomAnchor) },
            expression: { $0.centerY($1 + 2) }),
        Forms(
            attribute: .firstBaseline, none: { $0.firstBaseline() }, constant: { $0.firstBaseline($1) },
            item: { $0.firstBaseline($1) }, anchor: { $0.firstBaseline($1.bottomAnchor) },
            expression: { $0.firstBaseline($1 + 2) }),
        Forms(
            attribute: .lastBaseline, none: { $0.lastBaseline() }, constant: { $0.lastBaseline($1) },
            item: { $0.lastBaseline($1) }, anchor: { $0.lastBaseline($1.bottomAnchor) },
            expression: { $0.lastBaseline($1 + 2) }),
        Forms(
            attribute: .width, none: { $0.width() }, constant: { $0.width($1) }, item: { $0.width($1) },
            anchor: { $0.width($1.heightAnchor) }, expression: { $0.width($1 + 2) }),
        Forms(
            attribute: .height, none: { $0.height() }, constant: { $0.height($1) }, item: { $0.height($1) },
            anchor: { $0.height($1.heightAnchor) }, expression: { $0.height($1 + 2) }),
    ]

    /// The value of `attribute` for a plain view (no baselines) with frame `rect`, left to right.
    static func value(_ attribute: LayoutAttribute, of rect: Rect) -> Double {
        switch attribute {
        case .left, .leading: Double(rect.minX)
        case .right, .trailing: Double(rect.maxX)
        case .centerX: Double(rect.minX) + Double(rect.width) / 2
        case .top, .firstBaseline: Double(rect.minY)
        case .bottom: Double(rect.maxY)
        case .lastBaseline: Double(rect.maxY - 1)
        case .centerY: Double(rect.minY) + Double(rect.height) / 2
        case .width: Double(rect.width)
        case .height: Double(rect.height)
        case .notAnAttribute: .nan
        }
    }

    /// Fixes everything about `view` except `attribute`: a 4×2 size (for locations) and the
    /// other axis at the superview's edge.
    static func pinOthers(_ view: TermView, except attribute: LayoutAttribute) {
        switch attribute {
        case .width: view.bb.left().top().height(2)
        case .height: view.bb.left().top().width(4)
        case .left, .right, .leading, .trailing, .centerX: view.bb.top().size(width: 4, height: 2)
        default: view.bb.left().size(width: 4, height: 2)
        }
    }

    @Test(arguments: 0..<12)
    func eachFormRelatesTheRightAnchor(index: Int) {
        #expect(Self.forms.count == 12)
        let forms = Self.forms[index]
        let attribute = forms.attribute
        let window = makeWindow(80, 24)
        let b = makeView("b", in: window)
        b.bb.left(10).top(5).size(width: 20, height: 6)
        let bFrame = Rect(10, 5, 20, 6)
        let otherAnchor: LayoutAttribute =
            attribute.isDimension ? .height : (attribute.axis == .horizontal ? .right : .bottom)
        let windowValue = Self.value(attribute, of: Rect(0, 0, 80, 24))
        let cases: [(String, (InitialChain) -> SingleChain, Double, LayoutAttribute?)] = [
            ("none", forms.none, windowValue, attribute),
            ("constant", { forms.constant($0, 3) }, attribute.isDimension ? 3 : windowValue + 3, nil),
            ("item", { forms.item($0, b) }, Self.value(attribute, of: bFrame), attribute),
            ("anchor", { forms.anchor($0, b) }, Self.value(otherAnchor, of: bFrame), otherAnchor),
            ("expression", { forms.expression($0, b) }, Self.value(attribute, of: bFrame) + 2, attribute),
        ]
        var views: [(String, TermView, LayoutConstraint, Double, LayoutAttribute?)] = []
        for (name, form, expected, secondAttribute) in cases {
            let view = makePlainView("\(attribute)-\(name)", in: window)
            let constraint = form(view.bb).constraint
            Self.pinOthers(view, except: attribute)
            views.append((name, view, constraint, expected, secondAttribute))
        }
        window.layoutIfNeeded()
        for (name, view, constraint, expected, secondAttribute) in views {
            #expect(constraint.firstItem === view, "\(attribute) \(name)")
            #expect(constraint.firstAttribute == attribute, "\(attribute) \(name)")
            if let secondAttribute { #expect(constraint.secondAttribute == secondAttribute, "\(name)") }
            #expect(constraint.isActive, "\(attribute) \(name)")
            #expect(Self.value(attribute, of: view.frame) == expected, "\(attribute) \(name): \(view.frame)")
        }
    }

    @Test func baselineMethodsUseTheTextRows() {
        let window = makeWindow(40, 10)
        let label = SizedView(6, 3, id: "label")
        label.firstBaseline = 1
        label.lastBaseline = 0
        window.addSubview(label)
        label.bb.left().top(2)
        let other = SizedView(4, 2, id: "other")
        other.firstBaseline = 1
        window.addSubview(other)
        other.bb.left(10).firstBaseline(label)
        let last = SizedView(4, 1, id: "last")
        window.addSubview(last)
        last.bb.left(20).lastBaseline(label.lastBaselineAnchor)
        window.layoutIfNeeded()
        // label's first baseline is row 3, its last baseline row 4.
        #expect(other.frame == Rect(10, 2, 4, 2))
        #expect(last.frame == Rect(20, 4, 4, 1))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let window = makeWindow(40, 10)
        window.layoutDirection = .rightToLeft
        let view = makeView("view", in: window)
        view.bb.leading(2).top().size(width: 5, height: 1)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(33, 0, 5, 1))
    }
}
