// Routing events to views: keys and paste to the focused view and up, the mouse to the view
// under the pointer, resizes to the window.

extension Application {
    /// Handles one event as the run loop would.
    public func handle(_ event: Event) {
        for entry in eventMonitors where entry.monitor(event) { return }
        switch event {
        case .key(let key):
            route(key)
        case .mouse(let mouse):
            route(mouse)
        case .paste(let text):
            var view = focusedView
            while let current = view {
                if current.handle(paste: text) { return }
                view = current.superview
            }
        case .resize(let size):
            FrameLog.shared?.event("resize", size: size)
            window.size = size
            screen.resize(to: size)
            renderer.invalidate()
        case .resume:
            invalidate()
        case .suspend, .focusGained, .focusLost, .tick:
            break
        }
    }

    /// Binds `key` to `action` for the whole application: it runs when no view handled the key.
    public func bind(_ key: KeyEvent, action: @escaping @MainActor () -> Void) {
        keyBindings[key] = action
    }

    /// Removes the application's binding of `key`.
    public func unbind(_ key: KeyEvent) {
        keyBindings[key] = nil
    }

    private func route(_ key: KeyEvent) {
        var view = focusedView ?? modalViews.last
        while let current = view {
            if let binding = current.keyBindings[key] {
                binding()
                return
            }
            if current.handle(key) { return }
            if modalViews.last === current { break }
            view = current.superview
        }
        if let binding = keyBindings[key] {
            binding()
        } else if key == .tab {
            focusNext()
        } else if key == .backTab {
            focusPrevious()
        } else if quitKeys.contains(key) {
            quit()
        }
    }

    private func route(_ mouse: MouseEvent) {
        let target: TermView?
        switch mouse.kind {
        case .drag, .release:
            target = mouseCaptureView ?? hitView(at: mouse.position)
        default:
            target = hitView(at: mouse.position)
        }
        if case .press = mouse.kind {
            mouseCaptureView = target
            if let target, let focusable = nearestFocusable(from: target) { focus(focusable) }
        }
        if case .release = mouse.kind { mouseCaptureView = nil }
        var view = target
        while let current = view {
            var local = mouse
            local.position = current.convertFromWindow(mouse.position)
            if current.handle(local) { return }
            if modalViews.last === current { return }
            view = current.superview
        }
    }

    /// The deepest visible view under a window position, inside the topmost modal view if any.
    public func hitView(at position: Point) -> TermView? {
        let root = modalViews.last ?? window
        guard root.isVisibleInWindow else { return nil }
        return root.hitTest(root.convertFromWindow(position))
    }

    private func nearestFocusable(from view: TermView) -> TermView? {
        var current: TermView? = view
        while let candidate = current {
            if candidate.canBecomeFocused { return candidate }
            current = candidate.superview
        }
        return nil
    }
}
