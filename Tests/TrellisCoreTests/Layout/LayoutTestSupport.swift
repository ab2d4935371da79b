@testable import TrellisCore

/// A view with a fixed intrinsic content size and optional baselines, for layout tests.
@MainActor
final class SizedView: TermView {
    var contentSize: Size {
        didSet { invalidateIntrinsicContentSize() }
    }
    var firstBaseline = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    var lastBaseline = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    private(set) var layoutSubviewsCount = 0
    private(set) var updateConstraintsCount = 0

    init(_ width: Int, _ height: Int, id: String? = nil) {
        contentSize = Size(width: width, height: height)
        super.init()
        identifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { contentSize }
    override var firstBaselineOffset: Int { firstBaseline }
    override var lastBaselineOffset: Int { lastBaseline }
    override func layoutSubviews() { layoutSubviewsCount += 1 }
    override func updateConstraints() {
        updateConstraintsCount += 1
        super.updateConstraints()
    }
}

/// Text that wraps: `length` cells of text, so its height is ⌈length / width⌉.
@MainActor
final class WrappingView: TermView {
    let length: Int

    init(length: Int, id: String) {
        self.length = length
        super.init()
        identifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { Size(width: length, height: 1) }
    override func heightForWidth(_ width: Int) -> Int? {
        width <= 0 ? length : (length + width - 1) / width
    }
}

/// A plain view placed by constraints.
@MainActor
func makeView(_ id: String, in superview: TermView) -> TermView {
    let view = TermView()
    view.identifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A window of the given size.
@MainActor
func makeWindow(_ width: Int, _ height: Int) -> TermWindow {
    let window = TermWindow(size: Size(width: width, height: height))
    window.identifier = "window"
    return window
}

/// Pins `view`'s left, right and top edges to the window's (a stack that grows down).
@MainActor
func pinTopAndSides(_ view: TermView, to window: TermWindow) {
    LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: window.leftAnchor),
        view.rightAnchor.constraint(equalTo: window.rightAnchor),
        view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
}

/// Resizes the window and lays it out.
@MainActor
func resize(_ window: TermWindow, _ width: Int, _ height: Int) {
    window.size = Size(width: width, height: height)
    window.layoutIfNeeded()
}

extension Rect {
    /// A rectangle from four numbers, shorter in tests.
    init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

extension TermWindow {
    /// The views whose frame is not the one the solver's current solution gives — none, right
    /// after a layout pass, unless some change moved the solution without asking for a solve.
    /// Finds them by publishing the solution again, so the window ends up laid out from it.
    func viewsWithStaleFrames() -> [TermView] {
        var views: [TermView] = []
        var pending = subviews
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews
        }
        let published = views.map(\.frame)
        engine.needsSolve = true
        layoutIfNeeded()
        return zip(views, published).filter { $0.frame != $1 }.map(\.0)
    }
}
