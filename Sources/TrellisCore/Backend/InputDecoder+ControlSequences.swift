// Escape-prefixed input: Alt keys, CSI sequences (ESC [) and SS3 sequences (ESC O).

extension InputDecoder {
    /// The item starting with ESC at `index`, or `nil` if it may still be completed.
    func escapeItem(at index: Int, final: Bool) -> Item? {
        guard index + 1 < pending.count else {
            return final ? Item(length: 1, output: .event(.key(.escape))) : nil
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            if let item = controlSequence(at: index) { return item }
            guard final else { return nil }
            // Cut short: "ESC [" alone is Alt-[; a longer fragment is dropped.
            let length = pending.count - index
            if length == 2 { return Item(length: 2, output: .event(.key(.alt("[")))) }
            return Item(length: length, output: .nothing)
        case UInt8(ascii: "O"):
            if let item = singleShiftSequence(at: index) { return item }
            return final ? Item(length: 2, output: .event(.key(.alt("O")))) : nil
        case 0x1B:
            // ESC ESC [ A is Alt-Up on terminals that prefix Alt to a whole sequence; any other
            // ESC ESC is two Escape presses.
            if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "[") {
                guard let inner = controlSequence(at: index + 1) else {
                    return final ? Item(length: 1, output: .event(.key(.escape))) : nil
                }
                return Item(length: inner.length + 1, output: Self.addingAlt(to: inner.output))
            }
            if index + 2 == pending.count && !final { return nil }
            return Item(length: 1, output: .event(.key(.escape)))
        case 0x00..<0x20, 0x7F:
            var key = Self.controlKey(next)
            key.modifiers.insert(.alt)
            return Item(length: 2, output: .event(.key(key)))
        default:
            guard let (scalar, length) = scalar(at: index + 1, final: final) else { return nil }
            return Item(length: length + 1, output: .event(.key(.alt(Character(scalar)))))
        }
    }

    /// The output with Alt added if it is a key press.
    static func addingAlt(to output: Output) -> Output {
        guard case .event(.key(var key)) = output else { return output }
        key.modifiers.insert(.alt)
        return .event(.key(key))
    }

    /// The CSI sequence (ESC [ …) at `index`, or `nil` if it is not finished yet.
    ///
    /// A CSI sequence is parameter bytes (`0`–`?`), intermediate bytes (space–`/`) and one final
    /// byte (`@`–`~`). A byte outside those ranges before the final one ends a malformed
    /// sequence, which is dropped.
    func controlSequence(at index: Int) -> Item? {
        let start = index + 2
        guard start < pending.count else { return nil }
        if pending[start] == UInt8(ascii: "M") { return legacyMouseReport(at: index) }
        var position = start
        while position < pending.count, (0x30...0x3F).contains(pending[position]) { position += 1 }
        let intermediatesStart = position
        while position < pending.count, (0x20...0x2F).contains(pending[position]) { position += 1 }
        guard position < pending.count else {
            let tooLong = position - index > Self.maximumSequenceLength
            return tooLong ? Item(length: position - index, output: .nothing) : nil
        }
        let finalByte = pending[position]
        guard (0x40...0x7E).contains(finalByte) else {
            return Item(length: position - index, output: .nothing)
        }
        let sequence = ControlSequence(
            parameterBytes: pending[start..<intermediatesStart],
            intermediates: Array(pending[intermediatesStart..<position]),
            final: finalByte)
        return Item(length: position + 1 - index, output: output(of: sequence))
    }

    /// The meaning of a complete CSI sequence.
    func output(of sequence: ControlSequence) -> Output {
        let parameters = sequence.parameters
        switch (sequence.marker, sequence.intermediates, sequence.final) {
        case (UInt8(ascii: "<"), [], UInt8(ascii: "M")), (UInt8(ascii: "<"), [], UInt8(ascii: "m")):
            return Self.sgrMouseReport(parameters, released: sequence.final == UInt8(ascii: "m"))
        case (UInt8(ascii: "?"), [UInt8(ascii: "$")], UInt8(ascii: "y")):
            guard parameters.count >= 2, let mode = parameters[0].first,
                let state = ModeState(rawValue: parameters[1].first ?? 0)
            else { return .nothing }
            return .reply(.mode(mode, state))
        case (UInt8(ascii: "?"), [], UInt8(ascii: "c")):
            return .reply(.deviceAttributes(parameters.map { $0.first ?? 0 }))
        case (nil, [], _):
            return keyOutput(final: sequence.final, parameters: parameters)
        default:
            return .nothing
        }
    }

    /// The key (or paste marker, or focus report) of a CSI sequence without a private marker.
    func keyOutput(final: UInt8, parameters: [[Int]]) -> Output {
        let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1].first : nil)
        func key(_ key: Key, _ modifiers: KeyModifiers) -> Output {
            .event(.key(KeyEvent(key, modifiers: modifiers)))
        }
        if let letterKey = Self.letterKeys[final] { return key(letterKey, modifiers) }
        switch final {
        case UInt8(ascii: "Z"):
            return key(.backTab, modifiers.subtracting(.shift))
        case UInt8(ascii: "I") where parameters.isEmpty:
            return .event(.focusGained)
        case UInt8(ascii: "O") where parameters.isEmpty:
            return .event(.focusLost)
        case UInt8(ascii: "~"):
            let code = parameters.first?.first ?? 0
            if code == 200 { return .beginPaste }
            if code == 27, parameters.count > 2, let codePoint = parameters[2].first {
                // xterm's modifyOtherKeys: ESC [ 27 ; modifiers ; code point ~
                return Self.codePointKey(codePoint, modifiers).map { .event(.key($0)) } ?? .nothing
            }
            guard let tildeKey = Self.tildeKeys[code] else { return .nothing }
            return key(tildeKey, modifiers)
        case UInt8(ascii: "u"):
            // The CSI u ("fixterms"/kitty) encoding: ESC [ code point ; modifiers u
            guard let codePoint = parameters.first?.first else { return .nothing }
            return Self.codePointKey(codePoint, modifiers).map { .event(.key($0)) } ?? .nothing
        default:
            return .nothing
        }
    }

    /// Keys whose CSI (and SS3) sequences end in a letter: ESC [ A, ESC [ 1 ; 5 A, ESC O A.
    static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down,
        UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "E"): .begin,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
        UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
    ]

    /// Keys whose sequences are ESC [ code ~ (VT220 style), by code.
    static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
        15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8),
        20: .function(9), 21: .function(10), 23: .function(11), 24: .function(12),
        25: .function(13), 26: .function(14), 28: .function(15), 29: .function(16),
        31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// xterm's modifier parameter: 1 + a bit mask of Shift (1), Alt (2), Control (4) and Meta
    /// (8, reported as Alt). Missing or 1 means none.
    static func modifiers(_ parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let mask = parameter - 1
        var modifiers: KeyModifiers = []
        if mask & 1 != 0 { modifiers.insert(.shift) }
        if mask & (2 | 8) != 0 { modifiers.insert(.alt) }
        if mask & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The key of a code point sent by the CSI u or modifyOtherKeys encodings, normalised to
    /// what the legacy encoding reports: Shift-Tab is `.backTab`, Shift with a letter is the
    /// capital letter, and Control with a letter is the lowercase letter.
    static func codePointKey(_ codePoint: Int, _ modifiers: KeyModifiers) -> KeyEvent? {
        switch codePoint {
        case 9:
            return modifiers.contains(.shift)
                ? KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift))
                : KeyEvent(.tab, modifiers: modifiers)
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        case 57376...57387: return KeyEvent(.function(codePoint - 57376 + 13), modifiers: modifiers)
        default: break
        }
        guard codePoint >= 0x20, codePoint < 0xE000 || codePoint > 0xF8FF,
            let scalar = Unicode.Scalar(UInt32(codePoint))
        else { return nil }
        var character = Character(scalar)
        var modifiers = modifiers
        if modifiers.contains(.control), character.isLetter {
            character = Character(character.lowercased())
        } else if modifiers.contains(.shift), character.isLetter, character.isLowercase {
            character = Character(character.uppercased())
            modifiers.remove(.shift)
        }
        return KeyEvent(.character(character), modifiers: modifiers)
    }

    /// The SS3 sequence (ESC O …) at `index`: arrows, Home/End and F1–F4 in the terminal's
    /// application mode, and the keypad. `nil` if not finished yet.
    func singleShiftSequence(at index: Int) -> Item? {
        var position = index + 2
        var modifierDigits = 0
        while position < pending.count, (0x30...0x39).contains(pending[position]) {
            modifierDigits = modifierDigits * 10 + Int(pending[position] - 0x30)
            position += 1
            if position - index > 8 { return Item(length: position - index, output: .nothing) }
        }
        guard position < pending.count else { return nil }
        let final = pending[position]
        let modifiers = Self.modifiers(modifierDigits)
        let length = position + 1 - index
        if let key = Self.letterKeys[final] {
            return Item(length: length, output: .event(.key(KeyEvent(key, modifiers: modifiers))))
        }
        if final == UInt8(ascii: "M") {
            return Item(length: length, output: .event(.key(KeyEvent(.enter, modifiers: modifiers))))
        }
        if let character = Self.keypadCharacters[final] {
            return Item(length: length, output: .event(.key(.character(character))))
        }
        return Item(length: length, output: .nothing)
    }

    /// The characters of the keypad in application mode (ESC O p is 0, …).
    static let keypadCharacters: [UInt8: Character] = {
        var table: [UInt8: Character] = [
            UInt8(ascii: "j"): "*", UInt8(ascii: "k"): "+", UInt8(ascii: "l"): ",",
            UInt8(ascii: "m"): "-", UInt8(ascii: "n"): ".", UInt8(ascii: "o"): "/",
            UInt8(ascii: "X"): "=",
        ]
        for digit in 0...9 {
            table[UInt8(ascii: "p") + UInt8(digit)] = Character(String(digit))
        }
        return table
    }()
}

/// A parsed CSI sequence: ESC [ parameters intermediates final.
struct ControlSequence {
    /// The private marker (`<`, `=`, `>` or `?`) that opens the parameters, if any.
    var marker: UInt8?
    /// The parameters separated by `;`, each with its `:`-separated sub-parameters; an empty
    /// one is `[]`.
    var parameters: [[Int]]
    /// The intermediate bytes.
    var intermediates: [UInt8]
    /// The final byte.
    var final: UInt8

    init(parameterBytes: ArraySlice<UInt8>, intermediates: [UInt8], final: UInt8) {
        var bytes = parameterBytes
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        }
        parameters =
            bytes.isEmpty
            ? []
            : bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
                field in
                field.split(separator: UInt8(ascii: ":")).compactMap(Self.number)
            }
        self.intermediates = intermediates
        self.final = final
    }

    /// The decimal number in `digits`, or `nil` if it is not one or is absurdly long.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }
}
