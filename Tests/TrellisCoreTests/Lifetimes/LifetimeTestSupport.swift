import TrellisCore
import TrellisTesting

/// Helpers for the lifetime tests: widgets built in a window of their own, their parts moved
/// into a test terminal, and then the widget released.
@MainActor
enum LifetimeTestSupport {
    /// Builds a widget with `make` in a window of its own, lays it out, moves every subview
    /// of it (and of `extraParts`' result) into `terminal`'s window, one row each, and lets go
    /// of the widget and its window.
    ///
    /// - Returns: A weak reference to the widget (`nil` when it was deallocated) and the parts
    ///   that were moved.
    static func moveParts<Widget: TermView>(
        of make: () -> Widget, extraParts: (Widget) -> [TermView] = { _ in [] },
        into terminal: TestTerminal
    ) -> (widget: WeakBox<Widget>, parts: [TermView]) {
        let box = WeakBox<Widget>()
        var parts: [TermView] = []
        do {
            let widget = make()
            let home = TermWindow(size: Size(width: terminal.window.size.width, height: 8))
            home.addSubview(widget)
            widget.bb.fill()
            home.layoutIfNeeded()
            box.object = widget
            parts = widget.subviews + extraParts(widget)
            for (row, part) in parts.enumerated() {
                terminal.window.addSubview(part)
                part.translatesAutoresizingMaskIntoConstraints = true
                part.frame = Rect(x: 0, y: row, width: terminal.window.size.width, height: 1)
            }
        }
        return (box, parts)
    }

    /// Lays out, draws, clicks every part, presses keys on every part that takes focus, and
    /// drags across the parts: everything a user could do to views left on the screen.
    static func exercise(_ parts: [TermView], in terminal: TestTerminal) {
        let size = terminal.window.size
        terminal.resize(to: Size(width: size.width - 1, height: size.height))
        terminal.resize(to: size)
        for part in parts {
            terminal.click(at: Point(x: 1, y: part.frame.minY))
            terminal.click(at: Point(x: part.frame.width - 2, y: part.frame.minY))
            if terminal.app.focus(part) {
                for key: Key in [.left, .right, .up, .down, .home, .end, .enter, .character(" ")] {
                    terminal.press(key)
                }
            }
        }
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 5, y: parts.count))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 5, y: parts.count))))
        terminal.press(.tab)
        terminal.press(.tab)
    }
}

/// A weak reference in a box, so a helper can hand one back.
@MainActor
final class WeakBox<Object: AnyObject> {
    /// The object, or `nil` once it was deallocated.
    weak var object: Object?
}
