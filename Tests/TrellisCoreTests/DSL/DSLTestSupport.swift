import Testing

@testable import TrellisCore

/// A view added to `superview` that still translates its autoresizing mask (the default), so
/// tests can see `bb` turn it off.
@MainActor
func makePlainView(_ id: String, in superview: TermView? = nil) -> TermView {
    let view = TermView()
    view.identifier = id
    superview?.addSubview(view)
    return view
}

/// The descriptions of `constraints` without their source locations, for comparing equations.
@MainActor
func equations(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map { constraint in
        let text = constraint.description
        guard let open = text.range(of: " (", options: .backwards) else { return text }
        return String(text[..<open.lowerBound])
    }
}

/// Runs `body` and returns the layout issues it recorded in `windows`' logs and in the log of
/// views in no window, in that order.
@MainActor
func issuesRecorded(in windows: TermWindow..., by body: () -> Void) -> [LayoutIssue] {
    let logs = windows.map(\.layoutLog) + [LayoutLog.unattached]
    let before = logs.map(\.totalCount)
    body()
    return zip(logs, before).flatMap { log, count in Array(log.issues.suffix(log.totalCount - count)) }
}
