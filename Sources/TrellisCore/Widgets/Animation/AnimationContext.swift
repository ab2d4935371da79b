/// The bookkeeping of constraint animations, kept where it belongs instead of in process-wide
/// state: the animation block being run is a task-local value (so code running in another task,
/// another window or another test never has its changes captured), and the animation running a
/// constraint is stored on the constraint (`LayoutConstraint.runningAnimation`), so two windows
/// animating at once share nothing.
///
/// `LayoutConstraint.constant` consults it on every change that actually changes the value;
/// outside animation blocks, with no animation running, that costs a task-local lookup and a
/// check of the constraint's own animation.
@MainActor
enum AnimationContext {
    /// The innermost animation whose `changes` block is running in this task, if any.
    @TaskLocal static var capturing: ConstraintAnimation?

    /// Runs `changes` as the block of `animation`: the constant changes made in it, in this
    /// task, become the animation's tracks.
    static func capture(into animation: ConstraintAnimation, _ changes: () -> Void) {
        animation.isCapturing = true
        defer { animation.isCapturing = false }
        $capturing.withValue(animation, operation: changes)
    }

    /// Called by `LayoutConstraint.constant` before it changes from `oldValue` to `newValue`.
    ///
    /// - Returns: `true` when the change was captured by an animation block: the constraint
    ///   stays at `oldValue`, where the animation starts from.
    static func interceptConstantChange(
        of constraint: LayoutConstraint, from oldValue: Double, to newValue: Double
    ) -> Bool {
        // A task started inside an animation block inherits the task-local value, and may run
        // after the block: its changes are then ordinary ones.
        if let animation = capturing, animation.isCapturing {
            animation.capture(constraint, from: oldValue, to: newValue)
            return true
        }
        if let owner = constraint.runningAnimation {
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
            if let older = track.constraint.runningAnimation, older !== animation {
                older.release(track.constraint)
            }
            track.constraint.runningAnimation = animation
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
