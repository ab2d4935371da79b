extension LayoutConstraint {
    /// Which axes ``LayoutConstraint/centeringConstraints(for:relativeTo:options:offset:fileID:line:)``
    /// centres on (TFLayoutConstraintsFactory's `TFCenteringOption`).
    public enum CenteringOption: Hashable, Sendable, CaseIterable {
        /// No axis: no constraints.
        case none
        /// The horizontal axis: `centerX` only.
        case axisX
        /// The vertical axis: `centerY` only.
        case axisY
        /// Both axes: `centerX`, then `centerY`.
        case absolute
    }
}
