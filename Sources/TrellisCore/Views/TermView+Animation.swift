// Animating constraint constants, like `UIView.animate(withDuration:animations:completion:)`.

extension TermView {
    /// Animates the constraint constants changed in `changes`: each goes from its current value
    /// to the value set, frame by frame on the application's animation clock, and the rest of
    /// the layout follows each frame through the solver's in-place constant update.
    ///
    /// ```swift
    /// TermView.animate(duration: .milliseconds(300)) {
    ///     sidebarWidth.constant = 30
    /// } completion: { finished in
    ///     if finished { status.text = "Sidebar open" }
    /// }
    /// ```
    ///
    /// Only ``LayoutConstraint/constant`` changes are animated; anything else done in `changes`
    /// happens at once. A newer animation of the same constraint takes it over from where it
    /// is, and setting the constant outside an animation block stops animating it; the older
    /// animation's completion then gets `false`. Constraints not in a window run by an
    /// application, and a zero duration, take their new constants at once.
    ///
    /// - Parameters:
    ///   - duration: How long the animation runs.
    ///   - curve: How progress through the duration maps to progress between the values;
    ///     ease in and out by default.
    ///   - changes: Sets the constants to animate to; run at once.
    ///   - completion: Called when the animation ends: `true` when it ran to the end, `false`
    ///     when it was interrupted or cancelled.
    /// - Returns: The animation, to cancel it or watch it.
    @discardableResult
    public static func animate(
        duration: Duration, curve: AnimationCurve = .easeInOut, changes: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) -> ConstraintAnimation {
        let animation = ConstraintAnimation(duration: duration, curve: curve, completion: completion)
        AnimationContext.capture(into: animation, changes)
        AnimationContext.start(animation)
        return animation
    }
}
