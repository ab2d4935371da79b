/// Where a cursor motion goes.
enum TextMotion: Hashable {
    case left, right, wordLeft, wordRight
    case lineStart, lineEnd, documentStart, documentEnd
    case up, down, pageUp, pageDown
}

/// An editing command a key stands for.
enum TextEdit: Hashable {
    case move(TextMotion)
    case deleteBackward, deleteForward
    case deleteWordBackward, deleteWordForward
    case deleteToLineStart, deleteToLineEnd
    case insertNewline

    /// Whether the command only moves the cursor (so a read-only text allows it).
    var isMotion: Bool {
        if case .move = self { return true }
        return false
    }
}

/// The editing keys shared by ``TextField`` and ``TextView``: the arrows and the usual
/// readline (Emacs) chords, so the fields behave like a shell prompt.
enum TextEditingKeys {
    /// The command `key` stands for, or `nil` when it is not an editing key (typed characters
    /// are not commands). Keys that only make sense with several lines (Up, Down, Page Up,
    /// Page Down, Enter) are commands only when `multiline`.
    static func edit(for key: KeyEvent, multiline: Bool) -> TextEdit? {
        let wordModifier = !key.modifiers.isDisjoint(with: [.control, .alt])
        switch key.key {
        case .left: return .move(wordModifier ? .wordLeft : .left)
        case .right: return .move(wordModifier ? .wordRight : .right)
        case .home: return .move(key.modifiers.contains(.control) ? .documentStart : .lineStart)
        case .end: return .move(key.modifiers.contains(.control) ? .documentEnd : .lineEnd)
        case .backspace: return wordModifier ? .deleteWordBackward : .deleteBackward
        case .delete: return wordModifier ? .deleteWordForward : .deleteForward
        case .up where multiline: return .move(.up)
        case .down where multiline: return .move(.down)
        case .pageUp where multiline: return .move(.pageUp)
        case .pageDown where multiline: return .move(.pageDown)
        case .enter where multiline && key.modifiers.isEmpty: return .insertNewline
        case .character(let character):
            return chord(character, modifiers: key.modifiers)
        default: return nil
        }
    }

    /// The readline chords: Ctrl-A/E/D/H/W/U/K and Alt-B/F/D.
    private static func chord(_ character: Character, modifiers: KeyModifiers) -> TextEdit? {
        if modifiers == .control {
            switch character {
            case "a": return .move(.lineStart)
            case "e": return .move(.lineEnd)
            case "d": return .deleteForward
            // Many terminals send Ctrl-H for Ctrl-Backspace.
            case "h", "w": return .deleteWordBackward
            case "u": return .deleteToLineStart
            case "k": return .deleteToLineEnd
            default: return nil
            }
        }
        if modifiers == .alt {
            switch character {
            case "b": return .move(.wordLeft)
            case "f": return .move(.wordRight)
            case "d": return .deleteWordForward
            default: return nil
            }
        }
        return nil
    }
}

extension TextBuffer {
    /// Moves the cursor; a page is `pageHeight` lines.
    mutating func apply(_ motion: TextMotion, pageHeight: Int) {
        switch motion {
        case .left: moveLeft()
        case .right: moveRight()
        case .wordLeft: moveWordLeft()
        case .wordRight: moveWordRight()
        case .lineStart: moveToLineStart()
        case .lineEnd: moveToLineEnd()
        case .documentStart: moveToDocumentStart()
        case .documentEnd: moveToDocumentEnd()
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .pageUp: moveVertically(by: -max(1, pageHeight))
        case .pageDown: moveVertically(by: max(1, pageHeight))
        }
    }
}
