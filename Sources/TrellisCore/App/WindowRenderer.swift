/// Draws a window's view tree into a screen's back buffer, repainting only what changed.
///
/// Views mark themselves with `setNeedsDisplay()` (the layout engine marks views whose frame
/// changed, and damages where they were). The renderer gathers the frames of marked views and
/// the damaged areas from the window (never walking the tree for them) and repaints each: it
/// clears the rectangle, then draws every visible view that overlaps it, in drawing order,
/// through a canvas clipped to it — so a view covered by a sibling on top is repainted
/// correctly, and untouched parts of the screen cost nothing. A subview is clipped to its
/// superview.
@MainActor
public final class WindowRenderer {
    /// More damaged rectangles than this are merged into their union.
    static let maximumDamageRectangles = 8

    private var needsFullRepaint = true

    /// Creates a renderer; its first render repaints everything.
    public init() {}

    /// Makes the next render repaint the whole screen (after a resize or a resume).
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Repaints the damaged parts of `window` into `screen`'s back buffer.
    ///
    /// - Returns: The damaged rectangles repainted, in screen coordinates (empty when nothing
    ///   needed drawing).
    @discardableResult
    public func render(_ window: TermWindow, into screen: Screen) -> [Rect] {
        let screenRect = Rect(origin: .zero, size: screen.size)
        var damage: [Rect] = []
        collectDamage(window, clip: screenRect, into: &damage)
        if needsFullRepaint {
            damage = [screenRect]
            needsFullRepaint = false
        }
        damage = damage.filter { !$0.isEmpty }
        if damage.count > Self.maximumDamageRectangles {
            damage = [damage.dropFirst().reduce(damage[0]) { $0.union($1) }]
        }
        let root = Canvas(buffer: screen.back)
        for rect in damage {
            let clipped = root.clipped(to: rect)
            clipped.fill(rect, with: .blank(window.theme.background))
            draw(window, in: clipped.subcanvas(window.frame))
        }
        return damage
    }

    /// Gathers the damaged areas and the visible parts of the views marked since the last
    /// render (clipped to their ancestors and to `clip`), and clears the marks: the window's
    /// queue, not a walk of the tree (TermWindow+Damage.swift).
    private func collectDamage(_ window: TermWindow, clip: Rect, into damage: inout [Rect]) {
        for area in window.takeDamagedAreas() {
            let visible = area.intersection(clip)
            if !visible.isEmpty { damage.append(visible) }
        }
        if window.needsDisplayStorage {
            window.needsDisplayStorage = false
            if !window.isHidden { damage.append(window.frameInWindow.intersection(clip)) }
        }
        for view in window.takeDisplayQueue() where view.needsDisplayStorage {
            view.needsDisplayStorage = false
            guard !view.isHidden, view.windowStorage === window else { continue }
            let visible = view.visibleRectInWindow.intersection(clip)
            if !visible.isEmpty { damage.append(visible) }
        }
    }

    private func draw(_ view: TermView, in canvas: Canvas) {
        guard !view.isHidden, !canvas.clipRect.isEmpty else { return }
        var canvas = canvas
        if let background = view.backgroundColor {
            canvas.fill(with: .blank(Style(background: background)))
            // What the view and its subviews draw on the default background shows it.
            if background != .default { canvas = canvas.withBackdrop(background) }
        }
        view.draw(in: canvas)
        // A subview outside the clip is skipped before a canvas is made for it: a stack of
        // 10,000 labels draws the 40 on screen, and made 10,000 canvases to find them.
        for subview in view.subviews where !subview.isHidden && !canvas.clipsAway(subview.frame) {
            draw(subview, in: canvas.subcanvas(subview.frame))
        }
    }
}
