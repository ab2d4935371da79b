/// A running animation of constraint constants, made by
/// ``TermView/animate(duration:curve:changes:completion:)``.
///
/// Each frame of the application's animation clock sets every animated constant to its value at
/// that moment, through the solver's in-place constant update, so the rest of the layout follows
/// frame by frame. While it runs, a constraint's ``LayoutConstraint/constant`` reads the value
/// on screen, not the target.
///
/// A newer animation of the same constraint takes it over from where it is; setting the
/// constant directly (outside an animation block) takes it out of the animation at the new
/// value. Either way the older animation is *interrupted*: its completion gets `false`.
@MainActor
public final class ConstraintAnimation {
    /// One animated constant.
    struct Track {
        let constraint: LayoutConstraint
        let start: Double
        var end: Double
    }

    /// How long the animation runs.
    public let duration: Duration
    /// How progress through the duration maps to progress between the values.
    public let curve: AnimationCurve
    /// Whether the animation has ended (finished, interrupted or cancelled).
    public private(set) var isFinished = false

    /// The constants still animated by this animation.
    var tracks: [Track] = []
    /// When the animation started, on its application's clock.
    var startTime: Duration = .zero
    /// Whether a constraint was taken away from the animation, or it was cancelled.
    var wasInterrupted = false
    /// Whether the animation's `changes` block is running: only then are constant changes
    /// captured into it.
    var isCapturing = false
    private let completion: (@MainActor (Bool) -> Void)?

    init(duration: Duration, curve: AnimationCurve, completion: (@MainActor (Bool) -> Void)?) {
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    /// The constraints the animation still moves.
    public var constraints: [LayoutConstraint] { tracks.map(\.constraint) }

    /// Ends the animation now: its constants jump to their targets, as if it had run to the
    /// end, and its completion is called with `false`. Does nothing once it has ended.
    public func cancel() {
        guard !isFinished else { return }
        wasInterrupted = true
        apply(progress: 1)
        finish()
    }

    /// Records that `constraint` should go from `start` to `end` (a second change of the same
    /// constraint inside one animation block only moves the target).
    func capture(_ constraint: LayoutConstraint, from start: Double, to end: Double) {
        if let index = tracks.firstIndex(where: { $0.constraint === constraint }) {
            tracks[index].end = end
        } else {
            tracks.append(Track(constraint: constraint, start: start, end: end))
        }
    }

    /// Takes `constraint` out of the animation (a newer animation or a direct change took it
    /// over); the animation is interrupted, and ends when nothing is left to animate.
    func release(_ constraint: LayoutConstraint) {
        guard let index = tracks.firstIndex(where: { $0.constraint === constraint }) else { return }
        tracks.remove(at: index)
        if constraint.runningAnimation === self { constraint.runningAnimation = nil }
        wasInterrupted = true
        if tracks.isEmpty { finish() }
    }

    /// One frame at `now`: sets every constant to its eased value.
    ///
    /// - Returns: Whether the animation wants more frames.
    func step(at now: Duration) -> Bool {
        guard !isFinished else { return false }
        let elapsed = now - startTime
        let progress = duration > .zero ? elapsed / duration : 1
        apply(progress: progress)
        if progress >= 1 { finish() }
        return !isFinished
    }

    /// Sets every constant to its value at `progress` of the duration.
    func apply(progress: Double) {
        let eased = curve.value(at: progress)
        for track in tracks {
            // The last frame lands exactly on the target, without rounding error.
            track.constraint.applyAnimationFrame(
                constant: eased >= 1 ? track.end : track.start + (track.end - track.start) * eased)
        }
    }

    /// Ends the animation and calls its completion with whether it ran to the end undisturbed.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for track in tracks where track.constraint.runningAnimation === self {
            track.constraint.runningAnimation = nil
        }
        completion?(!wasInterrupted)
    }
}
