extension Application {
    /// Keeps `object` alive until the application ends, so an app's controller or model needs
    /// no other owner.
    ///
    /// Views hold their callbacks strongly, and callbacks should refer to their controller
    /// weakly (`[weak self]`) so that nothing forms a cycle; then something must own the
    /// controller. Hand it to the application:
    ///
    /// ```swift
    /// try Application.runInTerminal { app in
    ///     let controller = CounterController(window: app.window)
    ///     app.keepAlive(controller)
    /// }
    /// ```
    ///
    /// The application holds the object strongly until ``run()`` returns (or until
    /// ``releaseKeptObjects()``).
    ///
    /// - Parameter object: The object to keep.
    public func keepAlive(_ object: AnyObject) {
        keptObjects.append(object)
    }

    /// Lets go of every object handed to ``keepAlive(_:)``, latest first; each is deallocated
    /// then unless something else still holds it. ``run()`` calls it when its loop ends and a
    /// `TestTerminal` when it is released.
    public func releaseKeptObjects() {
        // One at a time, each taken out of the array before it is released: a deinit that
        // calls back into the application (even `keepAlive(_:)`) never meets the array in the
        // middle of a mutation.
        while let object = keptObjects.popLast() {
            _ = object
        }
    }
}
