import Testing

@testable import TrellisCore

/// Decodes `text`'s UTF-8 bytes with a fresh decoder.
private func decode(_ text: String) -> [Event] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8))
}

/// Decodes `text` and then flushes, as after the escape timeout.
private func decodeAndFlush(_ text: String) -> [Event] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> Event {
    .key(KeyEvent(key, modifiers: modifiers))
}

private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> Event {
    .mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers))
}

@Suite("Input decoder: text and control keys")
struct InputDecoderTextTests {
    @Test func asciiTextBecomesOneKeyPerCharacter() {
        #expect(
            decode("aZ 1") == [
                key(.character("a")), key(.character("Z")), key(.character(" ")), key(.character("1")),
            ])
    }

    @Test func multiByteUTF8Characters() {
        #expect(decode("é中😀") == [key(.character("é")), key(.character("中")), key(.character("😀"))])
    }

    @Test func utf8SplitAcrossReadsIsKeptUntilComplete() {
        var decoder = InputDecoder()
        let bytes = Array("中".utf8)
        #expect(decoder.decode(bytes[0..<1]).isEmpty)
        #expect(decoder.needsEscapeTimeout)
        #expect(decoder.decode(bytes[1..<2]).isEmpty)
        #expect(decoder.decode(bytes[2...]) == [key(.character("中"))])
        #expect(!decoder.needsEscapeTimeout)
    }

    @Test func malformedUTF8BecomesReplacementCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [key(.character("\u{FFFD}")), key(.character("a"))])
        // An overlong encoding of "/" and a lone continuation byte.
        #expect(decoder.decode([0xC0, 0xAF]).allSatisfy { $0 == key(.character("\u{FFFD}")) })
        // A truncated character flushed after the timeout.
        #expect(decoder.decode([0xE4, 0xB8]).isEmpty)
        #expect(decoder.flush().first == key(.character("\u{FFFD}")))
    }

    @Test func controlBytesAreControlKeys() {
        var decoder = InputDecoder()
        let events = decoder.decode([0x01, 0x03, 0x1A, 0x00, 0x08, 0x0A, 0x1C, 0x1F])
        #expect(
            events == [
                .key(.ctrl("a")), .key(.ctrl("c")), .key(.ctrl("z")), .key(.ctrl(" ")),
                .key(.ctrl("h")), .key(.ctrl("j")), .key(.ctrl("\\")), .key(.ctrl("_")),
            ])
    }

    @Test func enterTabAndBackspaceHaveTheirOwnKeys() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x0D, 0x09, 0x7F]) == [key(.enter), key(.tab), key(.backspace)])
    }

    @Test func ctrlHelperLowersCapitals() {
        #expect(KeyEvent.ctrl("C") == KeyEvent(.character("c"), modifiers: .control))
    }
}

@Suite("Input decoder: Escape and Alt")
struct InputDecoderEscapeTests {
    @Test func loneEscapeWaitsForTheTimeoutThenIsTheEscapeKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.needsEscapeTimeout)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.needsEscapeTimeout)
    }

    @Test func escapeFollowedByASequenceInALaterReadIsTheSequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("[A".utf8)) == [key(.up)])
    }

    @Test func escapeThenCharacterIsAlt() {
        #expect(decode("\u{1B}x") == [.key(.alt("x"))])
        #expect(decode("\u{1B}é") == [.key(.alt("é"))])
        #expect(decode("\u{1B}X") == [.key(.alt("X"))])
    }

    @Test func escapeThenControlByteIsAltControl() {
        var decoder = InputDecoder()
        #expect(
            decoder.decode([0x1B, 0x0D, 0x1B, 0x7F, 0x1B, 0x01]) == [
                key(.enter, .alt), key(.backspace, .alt), key(.character("a"), [.control, .alt]),
            ])
    }

    @Test func escapeBracketAloneIsAltBracketAfterTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.key(.alt("["))])
        #expect(decodeAndFlush("\u{1B}O") == [.key(.alt("O"))])
    }

    @Test func unfinishedSequenceIsDroppedOnFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("a".utf8)) == [key(.character("a"))])
    }

    @Test func doubleEscapeIsTwoEscapes() {
        #expect(decodeAndFlush("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    @Test func escapePrefixedSequenceIsAltOfThatKey() {
        #expect(decode("\u{1B}\u{1B}[A") == [key(.up, .alt)])
    }
}

@Suite("Input decoder: CSI and SS3 keys")
struct InputDecoderSequenceTests {
    @Test(arguments: [
        ("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
        ("E", .begin),
    ])
    func arrowsAndHomeEnd(final: String, expected: Key) {
        #expect(decode("\u{1B}[" + final) == [key(expected)])
        #expect(decode("\u{1B}O" + final) == [key(expected)])
    }

    static let modifierParameters: [(Int, KeyModifiers)] = [
        (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.shift, .control]),
        (7, [.alt, .control]), (8, [.shift, .alt, .control]), (9, .alt),
    ]

    @Test(arguments: modifierParameters)
    func xtermModifierParameter(parameter: Int, modifiers: KeyModifiers) {
        #expect(decode("\u{1B}[1;\(parameter)A") == [key(.up, modifiers)])
        #expect(decode("\u{1B}[3;\(parameter)~") == [key(.delete, modifiers)])
        #expect(decode("\u{1B}[1;\(parameter)P") == [key(.function(1), modifiers)])
    }

    @Test(arguments: [
        (1, Key.home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown),
        (7, .home), (8, .end),
    ])
    func vt220EditingKeys(code: Int, expected: Key) {
        #expect(decode("\u{1B}[\(code)~") == [key(expected)])
    }

    @Test func functionKeysF1ToF20() {
        let expected = (1...20).map { key(.function($0)) }
        let sequences = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~",
            "\u{1B}[18~", "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
            "\u{1B}[25~", "\u{1B}[26~", "\u{1B}[28~", "\u{1B}[29~", "\u{1B}[31~", "\u{1B}[32~",
            "\u{1B}[33~", "\u{1B}[34~",
        ]
        #expect(decode(sequences.joined()) == expected)
        #expect(decode("\u{1B}[11~\u{1B}[14~") == [key(.function(1)), key(.function(4))])
    }

    @Test func ctrlF5() {
        #expect(decode("\u{1B}[15;5~") == [key(.function(5), .control)])
    }

    @Test func shiftTabIsBackTab() {
        #expect(decode("\u{1B}[Z") == [.key(.backTab)])
        #expect(decode("\u{1B}[1;6Z") == [key(.backTab, .control)])
    }

    @Test func ss3WithModifierDigitsAndKeypad() {
        #expect(decode("\u{1B}O5A") == [key(.up, .control)])
        #expect(decode("\u{1B}OM") == [key(.enter)])
        #expect(
            decode("\u{1B}Op\u{1B}Oy\u{1B}Ok") == [
                key(.character("0")), key(.character("9")), key(.character("+")),
            ])
    }

    @Test func csiUEncoding() {
        #expect(decode("\u{1B}[97;5u") == [.key(.ctrl("a"))])
        #expect(decode("\u{1B}[9;2u") == [.key(.backTab)])
        #expect(decode("\u{1B}[13;3u") == [key(.enter, .alt)])
        #expect(decode("\u{1B}[97;2u") == [key(.character("A"))])
        #expect(decode("\u{1B}[57376u") == [key(.function(13))])
        #expect(decode("\u{1B}[127u") == [key(.backspace)])
    }

    @Test func modifyOtherKeysEncoding() {
        #expect(decode("\u{1B}[27;5;105~") == [.key(.ctrl("i"))])
        #expect(decode("\u{1B}[27;6;13~") == [key(.enter, [.shift, .control])])
    }

    @Test func focusReports() {
        #expect(decode("\u{1B}[I\u{1B}[O") == [.focusGained, .focusLost])
    }

    @Test func sequenceSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.decode(Array("5".utf8)).isEmpty)
        #expect(decoder.decode(Array("Dx".utf8)) == [key(.left, .control), key(.character("x"))])
    }

    @Test func unknownAndMalformedSequencesAreDroppedNotTheFollowingText() {
        #expect(decode("\u{1B}[99~a") == [key(.character("a"))])
        #expect(decode("\u{1B}[>1;2qb") == [key(.character("b"))])
        // A control byte inside a sequence ends it; the byte itself is decoded.
        #expect(decode("\u{1B}[1\u{01}") == [.key(.ctrl("a"))])
    }

    @Test func runawaySequenceIsDroppedAfterTheLengthLimit() {
        var decoder = InputDecoder()
        let garbage = "\u{1B}[" + String(repeating: "1", count: 300)
        #expect(decoder.decode(Array(garbage.utf8)).isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [key(.character("q"))])
    }

    @Test func sequencesAmongText() {
        #expect(
            decode("a\u{1B}[Ab\u{1B}[6~c") == [
                key(.character("a")), key(.up), key(.character("b")), key(.pageDown), key(.character("c")),
            ])
    }
}
