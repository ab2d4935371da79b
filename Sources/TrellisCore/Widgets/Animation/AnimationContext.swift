/// The bookkeeping of constraint animations: the animation blocks being run (whose constant
/// changes are captured instead of applied) and which animation moves which constraint.
///
/// `LayoutConstraint.constant` consults it on every change that actually changes the value;
/// outside animation blocks, with no animation running, that costs two emptiness checks.
@MainActor
enum AnimationContext {
    /// The animations whose `changes` blocks are running, innermost last.
    static var capturing: [ConstraintAnimation] = []
    /// The running animation of each animated constraint.
    static var running: [ObjectIdentifier: ConstraintAnimation] = [:]
    /// Set while an animation sets constants for a frame, so those changes are not mistaken for
    /// the user's.
    static var isApplyingFrame = false

    /// Called by `LayoutConstraint.constant` after it changed from `oldValue`.
    ///
    /// - Returns: `true` when the change was captured by an animation block: the constraint
    ///   must go back to `oldValue`, where the animation starts from.
    static func interceptConstantChange(of constraint: LayoutConstraint, from oldValue: Double) -> Bool {
        if isApplyingFrame { return false }
        if let animation = capturing.last {
            animation.capture(constraint, from: oldValue, to: constraint.constant)
            return true
        }
        if !running.isEmpty, let owner = running[ObjectIdentifier(constraint)] {
            // Set directly while animating: the new value wins and the animation lets go.
            owner.release(constraint)
        }
        return false
    }

    /// Starts `animation` after its block ran: it takes over its constraints from older
    /// animations and runs on the application's animation clock. Without an application (or
    /// with no duration) the constants take their targets at once.
    static func start(_ animation: ConstraintAnimation) {
        for track in animation.tracks {
            let key = ObjectIdentifier(track.constraint)
            if let older = running[key], older !== animation { older.release(track.constraint) }
            running[key] = animation
        }
        guard !animation.tracks.isEmpty else {
            animation.finish()
            return
        }
        guard animation.duration > .zero,
            let application = animation.tracks.lazy.compactMap({ application(of: $0.constraint) }).first
        else {
            animation.apply(progress: 1)
            animation.finish()
            return
        }
        animation.startTime = application.clock.now
        application.addFrameHandler { now in animation.step(at: now) }
    }

    /// The application running the window a constraint lays out, if any.
    private static func application(of constraint: LayoutConstraint) -> Application? {
        if let application = constraint.installedView?.window?.application { return application }
        return constraint.items.lazy.compactMap { $0.hostView?.window?.application }.first
    }
}
