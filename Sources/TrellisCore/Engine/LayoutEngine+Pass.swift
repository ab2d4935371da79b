import Foundation

// The layout pass: update constraints, bring generated constraints up to date, solve, publish
// frames in whole cells, and let views whose frame changed lay out their subviews.

extension LayoutEngine {
    /// The most passes one `layoutIfNeeded()` runs before it gives up on views that keep
    /// invalidating the layout from `layoutSubviews()`.
    static let maximumPasses = 16

    /// Whether anything waits for a layout pass.
    var needsLayoutPass: Bool {
        needsSolve || !syncQueue.isEmpty || !updateConstraintsQueue.isEmpty || !layoutQueue.isEmpty
            || shouldRetryBroken || !itemsAwaitingNonNegativeSize.isEmpty
    }

    /// Runs layout passes until nothing is pending.
    func layoutIfNeeded() {
        var passes = 0
        var didSolve = false
        var changed: [TermView] = []
        while needsLayoutPass {
            guard passes < Self.maximumPasses else {
                window.layoutLog.record(
                    LayoutIssue(
                        kind: .layoutLoop, constraint: nil,
                        message: "Layout did not settle after \(Self.maximumPasses) passes: "
                            + "layoutSubviews() keeps invalidating the layout."))
                _ = updateConstraintsQueue.take()
                _ = layoutQueue.take()
                break
            }
            passes += 1
            syncGeneratedConstraintsOfViewsJoiningSettledViews()
            runUpdateConstraints()
            syncGeneratedConstraints()
            if !itemsAwaitingNonNegativeSize.isEmpty { addAwaitingNonNegativeSizes() }
            if shouldRetryBroken {
                retryBrokenConstraints()
                // A constraint that broke again may have taken a guarantee with it.
                if !itemsAwaitingNonNegativeSize.isEmpty { addAwaitingNonNegativeSizes() }
            }
            if needsSolve {
                needsSolve = false
                didSolve = true
                if changed.isEmpty {
                    changed = publishFrames()
                } else {
                    changed += publishFrames()
                }
                // Wrapping content learns its width only now; solve again before anyone lays out.
                if updateHeightsForWidths() { continue }
            }
            runLayoutSubviews(changed: changed)
            changed.removeAll()
        }
        // Whatever still waits to be carried has no content size coming
        // (LayoutEngine+CarriedPreferences.swift).
        if !nodesAwaitingCarrier.isEmpty { nodesAwaitingCarrier.removeAll() }
        if didSolve { LayoutFileLog.shared?.append(window: window) }
    }

    /// Calls `updateConstraints()` on the views that asked, deepest first, as UIKit does.
    private func runUpdateConstraints() {
        guard !updateConstraintsQueue.isEmpty else { return }
        var queue: [TermView] = []
        for view in updateConstraintsQueue.take()
        where view.window === window && view.needsUpdateConstraintsFlag {
            queue.append(view)
        }
        for view in Self.sortedByDepth(queue, deepestFirst: true) where view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            // A plain `TermView`'s `updateConstraints()` is the empty base method.
            if type(of: view) != TermView.self { view.updateConstraints() }
        }
    }

    /// Calls `layoutSubviews()` on views whose frame changed and views that asked, parents
    /// before children.
    ///
    /// A view is in `changed` or in the layout queue at most once: both go through its
    /// `needsLayoutFlag`, which is cleared just before its `layoutSubviews()`.
    private func runLayoutSubviews(changed: [TermView]) {
        var views = changed
        if !layoutQueue.isEmpty {
            for view in layoutQueue.take() where view.window === window { views.append(view) }
            // Stable by depth, so parents lay out before their children.
            views = Self.sortedByDepth(views, deepestFirst: false)
        }
        for view in views where view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.layoutSubviews()
        }
    }

    /// `views` ordered by their depth in the tree, keeping the given order among views of
    /// equal depth: a counting sort, each depth computed once (and no closures handed to the
    /// standard library, which would check the main actor on every comparison).
    static func sortedByDepth(_ views: [TermView], deepestFirst: Bool) -> [TermView] {
        if views.count < 2 { return views }
        var keys: [Int] = []
        keys.reserveCapacity(views.count)
        var deepest = 0
        for view in views {
            let depth = view.depth
            keys.append(depth)
            deepest = max(deepest, depth)
        }
        if deepestFirst {
            for index in keys.indices { keys[index] = deepest - keys[index] }
        }
        // starts[k]: where the views with key k go.
        var starts = [Int](repeating: 0, count: deepest + 2)
        for key in keys { starts[key + 1] += 1 }
        for key in 1..<starts.count { starts[key] += starts[key - 1] }
        var order = [Int](repeating: 0, count: views.count)
        for index in views.indices {
            order[starts[keys[index]]] = index
            starts[keys[index]] += 1
        }
        var result: [TermView] = []
        result.reserveCapacity(views.count)
        for index in order { result.append(views[index]) }
        return result
    }

    /// Publishes the solved variables as frames rounded to whole cells, and returns the views
    /// whose frame changed, parents first, marked for `layoutSubviews()` (except plain
    /// `TermView`s, whose `layoutSubviews()` is empty).
    ///
    /// Each edge is rounded in window coordinates with `floor(x + 0.5)` — not origin and size
    /// separately — so views that share an edge never gap or overlap. The values come straight
    /// from the solver (see `FlatViewTree.readValues(from:)`), not from the variables' objects.
    /// Only items whose values changed since the last pass, or whose parent's origin moved, are
    /// looked at: after a change to one view of thousands, the solver names the few items whose
    /// values may have changed and the pass reads those alone; after a large change it reads
    /// every item and compares.
    func publishFrames() -> [TermView] {
        flatTree.prepare(for: window)
        flatTree.readValues(from: solver)
        var changed: [TermView] = []
        let items = flatTree.items
        let kinds = flatTree.kinds
        let parents = flatTree.parents
        let pass = flatTree.passNumber
        var origins = flatTree.takeOrigins()
        var parentDamage = ParentDamage()
        var published = 0
        var movedParents: ContiguousArray<Int32> = []

        /// Works out the frame of the item at `index` from its values and publishes it.
        func publish(_ index: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            published &+= 1
            let parentIndex = Int(parents[index])
            let absolute = LayoutEngine.roundedRect(x, y, width, height)
            if absolute.origin != origins[index] {
                flatTree.noteOriginMoved(at: index)
                if !flatTree.readsEveryItem { movedParents.append(Int32(index)) }
            }
            origins[index] = absolute.origin
            let parentOrigin = parentIndex >= 0 ? origins[parentIndex] : .zero
            let relative = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            // The list keeps every item alive during the pass: no reference counting.
            if kinds[index] == .guide {
                unowned(unsafe) let guide = unsafeDowncast(
                    items[index].takeUnretainedValue(), to: LayoutGuide.self)
                guide.layoutFrame = relative
                return
            }
            unowned(unsafe) let view = unsafeDowncast(items[index].takeUnretainedValue(), to: TermView.self)
            if relative != view.storedFrame || absolute != view.frameInWindow {
                if parentDamage.index != parentIndex {
                    parentDamage = ParentDamage(parentIndex, items: items, windowSize: window.size)
                }
                markDamage(of: view, movingTo: absolute, in: parentDamage)
                view.storedFrame = relative
                view.frameInWindow = absolute
                // A plain `TermView`'s `layoutSubviews()` is the empty base method: calling it
                // would do nothing, so only subclasses are listed.
                if !view.needsLayoutFlag && type(of: view) != TermView.self {
                    view.needsLayoutFlag = true
                    // (No room reserved for every item after this one: most are unchanged, and
                    // a buffer that size would be allocated on every pass.)
                    changed.append(view)
                }
            }
        }

        if flatTree.readsEveryItem {
            let values = flatTree.values
            let previousValues = flatTree.previousValues
            values.withUnsafeBufferPointer { values in
                for index in 0..<items.count {
                    if kinds[index] == .hole { continue }
                    let parentIndex = Int(parents[index])
                    let base = 4 &* index
                    // Nothing to publish when its values are the last pass's and its parent
                    // did not move: most items, after a change to a few (a NaN never compares
                    // equal).
                    if values[base] == previousValues[base] && values[base &+ 1] == previousValues[base &+ 1]
                        && values[base &+ 2] == previousValues[base &+ 2]
                        && values[base &+ 3] == previousValues[base &+ 3]
                        && (parentIndex < 0 || flatTree.originMoves[parentIndex] != pass)
                    {
                        continue
                    }
                    publish(index, values[base], values[base &+ 1], values[base &+ 2], values[base &+ 3])
                }
            }
        } else {
            // The items the solver named, parents first; then the children of those whose
            // origin moved (their frames are relative to it), whatever their values.
            for index in flatTree.readItems {
                let item = Int(index)
                let parentIndex = Int(parents[item])
                let changedValues = flatTree.readValues(ofItem: item, from: solver)
                if !changedValues && (parentIndex < 0 || flatTree.originMoves[parentIndex] != pass) {
                    continue
                }
                let base = 4 &* item
                let values = flatTree.values
                publish(item, values[base], values[base &+ 1], values[base &+ 2], values[base &+ 3])
            }
            var next = 0
            while next < movedParents.count {
                let parent = items[Int(movedParents[next])].takeUnretainedValue()
                next += 1
                guard let view = parent as? TermView else { continue }
                for child in view.layoutGuides as [LayoutItem] + view.subviews {
                    guard let index = flatTree.index(of: child).map(Int.init), flatTree.markForPass(index)
                    else { continue }
                    let base = 4 &* index
                    let values = flatTree.values
                    publish(index, values[base], values[base &+ 1], values[base &+ 2], values[base &+ 3])
                }
            }
        }
        flatTree.origins = origins
        flatTree.publishWork &+= published
        if !changed.isEmpty { window.setNeedsFrame() }
        return changed
    }

    /// Marks what must be drawn again when `view` moves from its frame to `absolute`, before
    /// it does (TermWindow+Damage.swift): the whole parent when the parent's drawing may
    /// depend on its subviews; the cells the view left or took when it draws only its
    /// background (its subviews mark their own); else where it was, and the view itself if
    /// any of it shows. Old areas are clipped by the ancestors' new frames: any ancestor that
    /// moved or shrank marked the cells it gave up.
    @inline(__always)
    private func markDamage(of view: TermView, movingTo absolute: Rect, in parent: ParentDamage) {
        if parent.redraws, let parentView = parent.view { parentView.needsDisplay = true }
        // Out of sight before and after, nothing to draw: whatever brings it into sight (its
        // own move, its parent growing or scrolling) marks it or damages its cells then. (The
        // common case in a long list: checked here, without a call.)
        let old = view.frameInWindow.intersection(parent.clip)
        let new = absolute.intersection(parent.clip)
        if old.isEmpty && new.isEmpty { return }
        if type(of: view).drawsOnlyItsBackground {
            window.damage(from: old, to: new, within: parent.clip)
            return
        }
        window.damage(old)
        if !new.isEmpty { view.needsDisplay = true }
    }

    /// How far below a half cell a solved edge may fall from rounding errors and still round up.
    nonisolated static let roundingTolerance = 1e-6

    /// The cells of a solved rectangle: each edge rounded half up, sizes never negative.
    @inline(__always)
    nonisolated static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        let left = cell(x)
        let top = cell(y)
        let right = cell(x + width)
        let bottom = cell(y + height)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// `floor(value + 0.5)`, clamped to ±10⁹ (any terminal fits); NaN becomes 0.
    ///
    /// Half cells are common (two equal columns in an odd width), and the solver reaches the
    /// same edge by different sums: one view's `x + width` may be 35.5 while the next view's
    /// `x` is 35.499999999. A tolerance of 10⁻⁶ cell makes both round up, so views that share
    /// an edge never overlap by a cell.
    @inline(__always)
    nonisolated static func cell(_ value: Double) -> Int {
        let shifted = value + (0.5 + roundingTolerance)
        // The common case without a call to `floor` (the baseline x86-64 target has no
        // rounding instruction): truncate, then step down for negative fractions. One
        // comparison pair covers it; NaN fails both.
        if shifted > -1e9 && shifted < 1e9 {
            let truncated = Int(shifted)
            return Double(truncated) > shifted ? truncated &- 1 : truncated
        }
        let rounded = shifted.rounded(.down)
        return rounded >= 1e9 ? 1_000_000_000 : (rounded <= -1e9 ? -1_000_000_000 : 0)
    }

    /// Gives views whose height depends on their width the height for their new width.
    /// Returns whether any changed, so the layout must be solved again.
    private func updateHeightsForWidths() -> Bool {
        var changedAny = false
        for view in heightForWidthViews where view.window === window {
            let width = view.frame.width
            guard view.generated.heightForWidthInput != width else { continue }
            view.generated.heightForWidthInput = width
            guard let height = view.heightForWidth(width) else { continue }
            var size = view.generated.appliedIntrinsicSize
            guard size.height != height else { continue }
            size.height = height
            applyContentSize(size, to: view)
            changedAny = true
        }
        return changedAny && needsSolve
    }
}

/// The layout log of `TRELLIS_LAYOUT_LOG`: one JSON line per layout pass with the terminal size
/// and, for each view, its identifier, type and frame in window coordinates.
///
/// ```json
/// {"time_ns":123,"size":[80,24],"views":[{"id":"title","type":"Label","frame":[2,0,10,1]}]}
/// ```
@MainActor
final class LayoutFileLog {
    static let shared: LayoutFileLog? = ProcessInfo.processInfo.environment["TRELLIS_LAYOUT_LOG"]
        .flatMap { $0.isEmpty ? nil : LayoutFileLog(path: $0) }

    private let handle: FileHandle

    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        _ = try? handle.seekToEnd()
        self.handle = handle
    }

    func append(window: TermWindow) {
        var line = "{\"time_ns\":\(DispatchTime.now().uptimeNanoseconds)"
        line += ",\"size\":[\(window.size.width),\(window.size.height)],\"views\":["
        var first = true
        window.forEachInSubtree { view in
            let frame = view.frameInWindow
            if !first { line += "," }
            first = false
            line += "{\"id\":\(jsonString(view.identifier)),\"type\":\(jsonString(view.typeName))"
            line += ",\"frame\":[\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)]}"
        }
        line += "]}\n"
        try? handle.write(contentsOf: Data(line.utf8))
    }
}

/// A JSON string literal (or `null`).
func jsonString(_ text: String?) -> String {
    guard let text else { return "null" }
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case let c where c.value < 0x20: result += String(format: "\\u%04x", c.value)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// What the layout pass knows of a parent whose subviews move, kept while its subviews come
/// one after another (the flat tree lists a view's subviews in a row, unless they have
/// subviews of their own).
@MainActor
private struct ParentDamage {
    /// The parent's index in the flat tree; -1 for the root's (none).
    let index: Int
    /// The parent, unretained (the flat tree keeps it alive during the pass).
    unowned(unsafe) let view: TermView?
    /// Whether the parent draws again, whole, when a subview moves.
    let redraws: Bool
    /// The parent's visible part in window coordinates (the window's rectangle for the root).
    let clip: Rect

    /// No parent yet.
    init() {
        index = -2
        view = nil
        redraws = false
        clip = .zero
    }

    /// The parent at `index` of `items` (a view; the root's none: -1), in a window of
    /// `windowSize`.
    init(_ index: Int, items: ContiguousArray<Unmanaged<LayoutItem>>, windowSize: Size) {
        self.index = index
        guard index >= 0 else {
            view = nil
            redraws = false
            clip = Rect(origin: .zero, size: windowSize)
            return
        }
        let parent = unsafeDowncast(items[index].takeUnretainedValue(), to: TermView.self)
        view = parent
        redraws = !type(of: parent).drawsOnlyItsBackground
        clip = parent.visibleRectInWindow
    }
}
