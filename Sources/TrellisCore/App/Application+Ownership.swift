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

    /// Ends the application's hold on the app: lets go of its kept objects, key bindings,
    /// event monitors, overlays, timers (cancelled), animation frame handlers, frame callback,
    /// focus, mouse capture and modal views, and removes the window's views.
    ///
    /// Closures handed to the application, and the views' own callbacks, often capture the
    /// application (`app.bind(.escape) { app.quit() }`), so the application and what it holds
    /// keep each other alive; after `tearDown()` nothing it held refers back to it, and it is
    /// deallocated with its last outside reference. `Application.runInTerminal`,
    /// `Application.runInline` and a `TestTerminal` (when it is released) call it; an app that
    /// drives ``run()`` itself calls it once it is done with the application. The window stays
    /// usable: views added afterwards are laid out and drawn as before.
    public func tearDown() {
        releaseKeptObjects()
        // Each collection is emptied before what it held is released (at the end of this
        // scope): a deinit that calls back into the application meets consistent state.
        let released = (
            keyBindings, eventMonitors, overlays, frameHandlers, timers, onFrame,
            focusedView, mouseCaptureView, modalViews
        )
        for timer in timers { timer.cancel() }
        keyBindings = [:]
        eventMonitors = []
        overlays = []
        frameHandlers = []
        timers = []
        onFrame = nil
        focusedView = nil
        mouseCaptureView = nil
        modalViews = []
        for view in window.subviews.reversed() { view.removeFromSuperview() }
        withExtendedLifetime(released) {}
    }
}
