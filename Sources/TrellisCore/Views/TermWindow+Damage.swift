// What the next frame must draw again: the views marked since the last render (each queued
// once, when its mark is set) and the areas no view marks any more — where a view was before it
// moved, hid or left. The renderer takes both, so a frame costs what changed: hiding one label
// of 10,000 far below the screen draws nothing, where walking the tree for marks visited every
// view and the stack, marked because a label moved, repainted the whole screen.

extension TermWindow {
    /// More damaged areas than this are merged into their union as they arrive.
    static let maximumDamagedAreas = 16

    /// Queues `view` (in this window, marked, not queued yet) for the next render; the window
    /// itself is not queued (the queue would keep it alive): the renderer reads its mark.
    func queueForDisplay(_ view: TermView) {
        guard view !== self else { return }
        view.displayQueueIndex = Int32(displayQueue.count)
        displayQueue.append(view)
    }

    /// Takes `view` out of the queue (it leaves the window), so the queue keeps no view alive.
    func dequeueFromDisplay(_ view: TermView) {
        let index = Int(view.displayQueueIndex)
        guard index >= 0 else { return }
        view.displayQueueIndex = -1
        let last = displayQueue.removeLast()
        if last !== view {
            displayQueue[index] = last
            last.displayQueueIndex = Int32(index)
        }
    }

    /// Hands the queued views to the renderer and empties the queue.
    func takeDisplayQueue() -> ContiguousArray<TermView> {
        let queued = displayQueue
        displayQueue = []
        for view in queued { view.displayQueueIndex = -1 }
        return queued
    }

    /// Marks `area` (window coordinates) to be drawn again; what falls outside the window
    /// is dropped.
    func damage(_ area: Rect) {
        let visible = area.intersection(Rect(origin: .zero, size: size))
        guard !visible.isEmpty else { return }
        damagedAreas.append(visible)
        if damagedAreas.count > Self.maximumDamagedAreas {
            damagedAreas = [damagedAreas.dropFirst().reduce(damagedAreas[0]) { $0.union($1) }]
        }
    }

    /// Marks the cells a view that draws only its background left or took when its frame went
    /// from `old` to `new` (window coordinates), within `clip`: what it covers in both keeps
    /// its background, and its subviews mark their own areas.
    func damage(from old: Rect, to new: Rect, within clip: Rect) {
        for area in old.subtracting(new) + new.subtracting(old) { damage(area.intersection(clip)) }
    }

    /// Hands the damaged areas to the renderer and forgets them.
    func takeDamagedAreas() -> [Rect] {
        defer { damagedAreas = [] }
        return damagedAreas
    }
}

extension TermView {
    /// The part of the view's frame its ancestors do not clip away, in window coordinates.
    var visibleRectInWindow: Rect {
        var visible = frameInWindow
        var ancestor = superviewStorage
        while let view = ancestor, !visible.isEmpty {
            visible = visible.intersection(view.frameInWindow)
            ancestor = view.superviewStorage
        }
        return visible
    }

    /// Makes the next frame draw again where the view is now, because it is about to move
    /// away from there, hide or leave: the whole superview when that one's drawing depends on
    /// its subviews, else the area alone.
    func damageAreaOfSuperview() {
        guard let superview else { return }
        if !type(of: superview).drawsOnlyItsBackground {
            superview.setNeedsDisplay()
        } else if let window {
            window.damage(visibleRectInWindow)
            window.setNeedsFrame()
        }
    }
}

extension Rect {
    /// The parts of this rectangle outside `other`: up to four bands (above, below, left and
    /// right of the overlap), or the rectangle itself when they do not overlap.
    func subtracting(_ other: Rect) -> [Rect] {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return isEmpty ? [] : [self] }
        return [
            Rect(x: minX, y: minY, width: width, height: overlap.minY - minY),
            Rect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY),
            Rect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height),
            Rect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height),
        ].filter { !$0.isEmpty }
    }
}
