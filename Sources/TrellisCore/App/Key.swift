/// A key of the keyboard, without its modifiers.
///
/// Printable keys arrive as `.character`; the case of a letter already says whether Shift was
/// held, so `"A"` comes without `.shift`. Everything else has its own case.
///
/// ```swift
/// switch event.key {
/// case .character("q"): app.quit()
/// case .up: selection -= 1
/// case .function(5): reload()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// A printable character (a letter, digit, symbol or space).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab. Reported as its own key (without `.shift`) because terminals send a separate
    /// sequence for it.
    case backTab
    /// Escape, reported once no other byte follows it within the escape timeout.
    case escape
    /// Backspace (the terminal's DEL byte, `0x7F`).
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// The centre key of the keypad (keypad 5 with Num Lock off).
    case begin
    /// A function key: `.function(1)` is F1, up to `.function(24)`.
    case function(Int)
}

extension Key: CustomStringConvertible {
    /// A short human-readable name: `"a"`, `"Space"`, `"Enter"`, `"F5"`, `"PageUp"`.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "BackTab"
        case .escape: "Escape"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .begin: "Begin"
        case .function(let number): "F\(number)"
        }
    }
}

/// The modifier keys held while a key was pressed or the mouse was used.
///
/// Terminals report Meta and Alt the same way, so both are `.alt`.
///
/// ```swift
/// let chord: KeyModifiers = [.control, .shift]
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option), also reported for Meta.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

extension KeyModifiers: CustomStringConvertible {
    /// The held modifiers as a prefix, in a fixed order: `"Ctrl+Alt+Shift+"`; empty when none.
    public var description: String {
        var prefix = ""
        if contains(.control) { prefix += "Ctrl+" }
        if contains(.alt) { prefix += "Alt+" }
        if contains(.shift) { prefix += "Shift+" }
        return prefix
    }
}

/// A key press: the key and the modifiers held with it.
///
/// ```swift
/// if event == .ctrl("c") { app.quit() }
/// if event == KeyEvent(.left, modifiers: .alt) { moveWordLeft() }
/// ```
public struct KeyEvent: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; none by default.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character typed without modifiers.
    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    /// A character typed with Control held, as terminals report it: `ctrl("c")` for Ctrl-C.
    ///
    /// - Parameter character: The key, given as a lowercase letter or one of `@ [ \ ] ^ _` or
    ///   space; an uppercase letter is lowered so that `ctrl("C") == ctrl("c")`.
    public static func ctrl(_ character: Character) -> KeyEvent {
        KeyEvent(.character(Character(character.lowercased())), modifiers: .control)
    }

    /// A character typed with Alt held: `alt("x")` for Alt-X (the terminal sends ESC, then `x`).
    public static func alt(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character), modifiers: .alt)
    }

    /// Return or Enter, without modifiers.
    public static let enter = KeyEvent(.enter)
    /// Tab, without modifiers.
    public static let tab = KeyEvent(.tab)
    /// Shift-Tab.
    public static let backTab = KeyEvent(.backTab)
    /// Escape, without modifiers.
    public static let escape = KeyEvent(.escape)
    /// Backspace, without modifiers.
    public static let backspace = KeyEvent(.backspace)
}

extension KeyEvent: CustomStringConvertible {
    /// The key with its modifiers: `"Ctrl+c"`, `"Alt+Shift+Up"`, `"F5"`.
    public var description: String { modifiers.description + key.description }
}
