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
            || shouldRetryBroken
    }

    /// Runs layout passes until nothing is pending.
    func layoutIfNeeded() {
        var passes = 0
        var didSolve = false
        var changed: [TermView] = []
        while needsLayoutPass {
            guard passes < Self.maximumPasses else {
                LayoutLog.shared.record(
                    LayoutIssue(
                        kind: .layoutLoop, constraint: nil,
                        message: "Layout did not settle after \(Self.maximumPasses) passes: "
                            + "layoutSubviews() keeps invalidating the layout."))
                _ = updateConstraintsQueue.take()
                _ = layoutQueue.take()
                break
            }
            passes += 1
            runUpdateConstraints()
            syncGeneratedConstraints()
            if shouldRetryBroken { retryBrokenConstraints() }
            if needsSolve {
                solver.updateVariables()
                needsSolve = false
                didSolve = true
                changed += publishFrames()
                // Wrapping content learns its width only now; solve again before anyone lays out.
                if updateHeightsForWidths() { continue }
            }
            runLayoutSubviews(changed: changed)
            changed.removeAll()
        }
        if didSolve { LayoutFileLog.shared?.append(window: window) }
    }

    /// Calls `updateConstraints()` on the views that asked, deepest first, as UIKit does.
    private func runUpdateConstraints() {
        guard !updateConstraintsQueue.isEmpty else { return }
        let queue = updateConstraintsQueue.take().filter {
            $0.window === window && $0.needsUpdateConstraintsFlag
        }
        let ordered = queue.map { ($0.depth, $0) }.sorted { $0.0 > $1.0 }
        for (_, view) in ordered where view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
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
            views += layoutQueue.take().filter { $0.window === window }
            // Stable by depth, so parents lay out before their children.
            views = views.enumerated().sorted { lhs, rhs in
                let (l, r) = (lhs.element.depth, rhs.element.depth)
                return l != r ? l < r : lhs.offset < rhs.offset
            }.map(\.element)
        }
        for view in views where view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.layoutSubviews()
        }
    }

    /// Publishes the solved variables as frames rounded to whole cells, and returns the views
    /// whose frame changed, parents first.
    ///
    /// Each edge is rounded in window coordinates with `floor(x + 0.5)` — not origin and size
    /// separately — so views that share an edge never gap or overlap.
    func publishFrames() -> [TermView] {
        if flatTree.isStale { flatTree.rebuild(from: window) }
        var changed: [TermView] = []
        changed.reserveCapacity(flatTree.views.count)
        let views = flatTree.views
        let parents = flatTree.parents
        var origins = flatTree.takeOrigins()
        for index in 0..<views.count {
            // The tree keeps every view alive during the pass: no reference counting.
            unowned(unsafe) let view = views[index].takeUnretainedValue()
            let parentIndex = Int(parents[index])
            let absolute = view.node.solvedRect()
            origins[index] = absolute.origin
            let parentOrigin = parentIndex >= 0 ? origins[parentIndex] : .zero
            let relative = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            if relative != view.storedFrame || absolute != view.frameInWindow {
                view.storedFrame = relative
                view.frameInWindow = absolute
                view.needsDisplay = true
                if parentIndex >= 0 { views[parentIndex].takeUnretainedValue().needsDisplay = true }
                if !view.needsLayoutFlag {
                    view.needsLayoutFlag = true
                    changed.append(view)
                }
            }
            if !view.layoutGuides.isEmpty {
                for guide in view.layoutGuides {
                    guide.layoutFrame = guide.node.solvedRect().offsetBy(
                        dx: -absolute.minX, dy: -absolute.minY)
                }
            }
        }
        flatTree.origins = origins
        if !changed.isEmpty { window.setNeedsFrame() }
        return changed
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
        let rounded = (value + (0.5 + roundingTolerance)).rounded(.down)
        // One comparison pair covers the common case; NaN fails both and lands on 0.
        if rounded > -1e9 && rounded < 1e9 { return Int(rounded) }
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
