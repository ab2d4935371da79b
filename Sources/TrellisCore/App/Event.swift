/// Something the application must react to: input from the user, a change of the terminal, or
/// the passing of time.
///
/// Event sources (the real terminal's `TerminalEventSource`, or a scripted one in tests) produce
/// them; the application routes keys to the focused view and mouse events to the view under the
/// pointer.
///
/// ```swift
/// for event in source.nextEvents(timeout: .milliseconds(100)) {
///     switch event {
///     case .key(.ctrl("c")): quit()
///     case .key(let key): focused.handle(key)
///     case .resize(let size): window.resize(to: size)
///     default: break
///     }
/// }
/// ```
public enum Event: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyEvent)
    /// The mouse was used.
    case mouse(MouseEvent)
    /// Text was pasted (bracketed paste). Line breaks are normalised to `"\n"`. Pasted text never
    /// arrives as key presses, so a pasted `q` cannot trigger a key binding.
    case paste(String)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// The terminal window gained keyboard focus (where the terminal reports it).
    case focusGained
    /// The terminal window lost keyboard focus (where the terminal reports it).
    case focusLost
    /// The user asked to suspend the program (Ctrl-Z, or a `SIGTSTP` from elsewhere). The
    /// terminal is handed back to the shell when the source is next asked for events; this is
    /// the moment to save state. `resume` follows when the program continues.
    case suspend
    /// The program continued after a suspension (`fg`). The terminal may show anything and may
    /// have a new size: repaint everything. A `resize` with the current size always follows.
    case resume
    /// A timer or animation frame fired.
    case tick
}
