// How an animation's frames move a constraint's constant.

extension LayoutConstraint {
    /// Sets the constant to one frame's value of the animation that runs it, updating the
    /// layout like a direct change. Unlike setting ``constant``, it is never captured by an
    /// animation block nor taken as a change that stops the animation.
    func applyAnimationFrame(constant value: Double) {
        guard value != constantStorage || value.isNaN != constantStorage.isNaN else { return }
        constantStorage = value
        engine?.constantDidChange(of: self)
    }
}
