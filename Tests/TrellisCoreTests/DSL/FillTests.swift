import Testing

@testable import TrellisCore

/// The fill family: exact constraint orders, insets, another item or the superview, frames.
@MainActor
@Suite struct FillTests {
    private typealias Fill = (InitialChain, LayoutItem?, EdgeInsets) -> MultipleChain

    /// Each fill method with the edges it must pin, in order.
    private static let methods: [(String, Fill, [String])] = [
        ("fill", { $0.fill($1, insets: $2) }, ["top", "bottom", "leading", "trailing"]),
        ("fillLeft", { $0.fillLeft($1, insets: $2) }, ["left", "top", "bottom"]),
        ("fillRight", { $0.fillRight($1, insets: $2) }, ["right", "top", "bottom"]),
        ("fillTop", { $0.fillTop($1, insets: $2) }, ["top", "leading", "trailing"]),
        ("fillBottom", { $0.fillBottom($1, insets: $2) }, ["bottom", "leading", "trailing"]),
        ("fillLeading", { $0.fillLeading($1, insets: $2) }, ["leading", "top", "bottom"]),
        ("fillTrailing", { $0.fillTrailing($1, insets: $2) }, ["trailing", "top", "bottom"]),
        ("fillWidth", { $0.fillWidth($1, insets: $2) }, ["leading", "trailing"]),
        ("fillHeight", { $0.fillHeight($1, insets: $2) }, ["top", "bottom"]),
    ]

    @Test func eachMethodPinsItsEdgesInTheDocumentedOrder() {
        let window = makeWindow(40, 20)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let signed = [
            "top": " + 1", "bottom": " - 3", "left": " + 2", "leading": " + 2", "right": " - 4",
            "trailing": " - 4",
        ]
        for (name, fill, edges) in Self.methods {
            let view = makeView(name, in: window)
            let made = fill(view.bb, nil, insets).constraints
            #expect(
                equations(made) == edges.map { "\(name).\($0) == window.\($0)\(signed[$0]!)" }, "\(name)")
        }
    }

    @Test func fillFramesWithInsetsAgainstTheSuperview() {
        let window = makeWindow(40, 20)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        var views: [(TermView, Rect)] = []
        func add(_ name: String, _ expected: Rect, _ body: (TermView) -> Void) {
            let view = makeView(name, in: window)
            body(view)
            views.append((view, expected))
        }
        add("fill", Rect(2, 1, 34, 16)) { $0.bb.fill(insets: insets) }
        add("fillLeft", Rect(2, 1, 5, 16)) { $0.bb.fillLeft(insets: insets).width(5) }
        add("fillRight", Rect(31, 1, 5, 16)) { $0.bb.fillRight(insets: insets).width(5) }
        add("fillTop", Rect(2, 1, 34, 2)) { $0.bb.fillTop(insets: insets).height(2) }
        add("fillBottom", Rect(2, 15, 34, 2)) { $0.bb.fillBottom(insets: insets).height(2) }
        add("fillLeading", Rect(2, 1, 5, 16)) { $0.bb.fillLeading(insets: insets).width(5) }
        add("fillTrailing", Rect(31, 1, 5, 16)) { $0.bb.fillTrailing(insets: insets).width(5) }
        add("fillWidth", Rect(2, 0, 34, 1)) { $0.bb.fillWidth(insets: insets).top().height(1) }
        add("fillHeight", Rect(0, 1, 1, 16)) { $0.bb.fillHeight(insets: insets).left().width(1) }
        window.layoutIfNeeded()
        for (view, expected) in views {
            #expect(view.frame == expected, "\(view.identifier ?? "")")
        }
    }

    @Test func fillAnotherItemWithOneInsetOnEverySide() {
        let window = makeWindow(40, 20)
        let box = makeView("box", in: window)
        box.bb.left(5).top(2).size(width: 20, height: 10)
        let inner = makeView("inner", in: window)
        let chain = inner.bb.fill(box, insets: 1)
        let strip = makeView("strip", in: window)
        strip.bb.fillBottom(box).height(1)
        let plain = makeView("plain", in: window)
        plain.bb.fill(box)
        window.layoutIfNeeded()
        #expect(equations(chain.constraints).first == "inner.top == box.top + 1")
        #expect(inner.frame == Rect(6, 3, 18, 8))
        #expect(strip.frame == Rect(5, 11, 20, 1))
        #expect(plain.frame == Rect(5, 2, 20, 10))
    }
}
