/// A button of the mouse.
public enum MouseButton: Hashable, Sendable {
    /// The primary (usually left) button.
    case left
    /// The middle button (often the wheel, pressed).
    case middle
    /// The secondary (usually right) button.
    case right
    /// A further button, by its X11 number: 8 and 9 are usually Back and Forward.
    case other(Int)
}

/// Something the mouse did, where, and with which modifiers held.
///
/// Positions are cells of the terminal, `(0, 0)` at the top left, at any column: reports use the
/// SGR encoding, so columns past 223 arrive intact.
///
/// ```swift
/// if case .press(.left) = event.kind, frame.contains(event.position) { activate() }
/// ```
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button went up.
        case release(MouseButton)
        /// The pointer moved while a button was held.
        case drag(MouseButton)
        /// The pointer moved with no button held (reported only where the terminal tracks all
        /// motion).
        case motion
        /// The wheel turned (or the touchpad scrolled) one step.
        case wheel(WheelDirection)
    }

    /// The direction of one wheel step.
    public enum WheelDirection: Hashable, Sendable {
        /// Away from the user: content should move down, showing what is above.
        case up
        /// Towards the user.
        case down
        /// Tilted left.
        case left
        /// Tilted right.
        case right
    }

    /// What happened.
    public var kind: Kind
    /// The cell under the pointer.
    public var position: Point
    /// The modifier keys held (terminals report Shift, Alt and Control).
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - position: The cell under the pointer.
    ///   - modifiers: The modifier keys held; none by default.
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }

    /// The button involved, or `nil` for motion and wheel steps.
    public var button: MouseButton? {
        switch kind {
        case .press(let button), .release(let button), .drag(let button): button
        case .motion, .wheel: nil
        }
    }
}

extension MouseButton: CustomStringConvertible {
    /// `"left"`, `"middle"`, `"right"` or `"button 8"`.
    public var description: String {
        switch self {
        case .left: "left"
        case .middle: "middle"
        case .right: "right"
        case .other(let number): "button \(number)"
        }
    }
}

extension MouseEvent.Kind: CustomStringConvertible {
    /// `"press left"`, `"release left"`, `"drag right"`, `"motion"` or `"wheel up"`.
    public var description: String {
        switch self {
        case .press(let button): "press \(button)"
        case .release(let button): "release \(button)"
        case .drag(let button): "drag \(button)"
        case .motion: "motion"
        case .wheel(let direction): "wheel \(direction)"
        }
    }
}

extension MouseEvent: CustomStringConvertible {
    /// What happened, with modifiers and where: `"Ctrl+press left at (3, 4)"`.
    public var description: String { "\(modifiers)\(kind) at \(position)" }
}
