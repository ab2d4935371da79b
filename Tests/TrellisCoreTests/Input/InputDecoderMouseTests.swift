import Testing

@testable import TrellisCore

private func decode(_ text: String) -> [Event] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8))
}

private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> Event {
    .mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers))
}

@Suite("Input decoder: mouse")
struct InputDecoderMouseTests {
    @Test func sgrPressAndReleaseOfEachButton() {
        #expect(decode("\u{1B}[<0;10;5M") == [mouse(.press(.left), 9, 4)])
        #expect(decode("\u{1B}[<0;10;5m") == [mouse(.release(.left), 9, 4)])
        #expect(decode("\u{1B}[<1;1;1M") == [mouse(.press(.middle), 0, 0)])
        #expect(decode("\u{1B}[<2;3;4M") == [mouse(.press(.right), 2, 3)])
        #expect(decode("\u{1B}[<2;3;4m") == [mouse(.release(.right), 2, 3)])
    }

    @Test func sgrAtColumn300() {
        #expect(decode("\u{1B}[<0;300;120M") == [mouse(.press(.left), 299, 119)])
        #expect(decode("\u{1B}[<32;301;2M") == [mouse(.drag(.left), 300, 1)])
    }

    @Test func sgrDragAndMotion() {
        #expect(decode("\u{1B}[<32;5;5M") == [mouse(.drag(.left), 4, 4)])
        #expect(decode("\u{1B}[<34;5;5M") == [mouse(.drag(.right), 4, 4)])
        #expect(decode("\u{1B}[<35;7;8M") == [mouse(.motion, 6, 7)])
    }

    @Test func sgrWheelInFourDirections() {
        #expect(decode("\u{1B}[<64;2;2M") == [mouse(.wheel(.up), 1, 1)])
        #expect(decode("\u{1B}[<65;2;2M") == [mouse(.wheel(.down), 1, 1)])
        #expect(decode("\u{1B}[<66;2;2M") == [mouse(.wheel(.left), 1, 1)])
        #expect(decode("\u{1B}[<67;2;2M") == [mouse(.wheel(.right), 1, 1)])
        #expect(decode("\u{1B}[<64;2;2m").isEmpty)
    }

    @Test func sgrModifiers() {
        #expect(decode("\u{1B}[<4;1;1M") == [mouse(.press(.left), 0, 0, .shift)])
        #expect(decode("\u{1B}[<8;1;1M") == [mouse(.press(.left), 0, 0, .alt)])
        #expect(decode("\u{1B}[<16;1;1M") == [mouse(.press(.left), 0, 0, .control)])
        #expect(decode("\u{1B}[<84;1;1M") == [mouse(.wheel(.up), 0, 0, [.shift, .control])])
    }

    @Test func sgrExtraButtons() {
        #expect(decode("\u{1B}[<128;1;1M") == [mouse(.press(.other(8)), 0, 0)])
        #expect(decode("\u{1B}[<129;1;1m") == [mouse(.release(.other(9)), 0, 0)])
    }

    @Test func sgrReportSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;25".utf8)).isEmpty)
        #expect(decoder.decode(Array("0;3M".utf8)) == [mouse(.press(.left), 249, 2)])
    }

    @Test func sgrWithMissingCoordinatesIsDropped() {
        #expect(decode("\u{1B}[<0;5Mz") == [.key(.character("z"))])
        #expect(decode("\u{1B}[<0;0;0M").isEmpty)
    }

    @Test func legacyX10Reports() {
        var decoder = InputDecoder()
        // Press right at column 3, row 2 (1-based), then release (button 3).
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 2, 32 + 3, 32 + 2]
        let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 32 + 3, 32 + 2]
        #expect(decoder.decode(press) == [mouse(.press(.right), 2, 1)])
        #expect(decoder.decode(release) == [mouse(.release(.right), 2, 1)])
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 32 + 64, 33, 33]) == [mouse(.wheel(.up), 0, 0)])
    }

    @Test func legacyX10ReportCutShortWaits() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 32]).isEmpty)
        #expect(decoder.decode([40, 40]) == [mouse(.press(.left), 7, 7)])
    }

    @Test func mouseEventButtonAccessor() {
        #expect(MouseEvent(.drag(.middle), at: .zero).button == .middle)
        #expect(MouseEvent(.wheel(.down), at: .zero).button == nil)
        #expect(MouseEvent(.motion, at: .zero).button == nil)
    }
}

@Suite("Input decoder: paste and replies")
struct InputDecoderPasteTests {
    @Test func bracketedPasteIsOneEvent() {
        #expect(decode("\u{1B}[200~hello q\u{1B}[201~x") == [.paste("hello q"), .key(.character("x"))])
    }

    @Test func pasteKeepsEscapesAndNormalisesLineBreaks() {
        #expect(decode("\u{1B}[200~a\r\nb\rc\nd\u{1B}[A\u{1B}[201~") == [.paste("a\nb\nc\nd\u{1B}[A")])
    }

    @Test func pasteArrivingInPiecesIncludingASplitEndMarker() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~中".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(!decoder.needsEscapeTimeout)
        #expect(decoder.decode(Array("文\u{1B}[2".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("01~".utf8)) == [.paste("中文")])
        #expect(!decoder.isInPaste)
    }

    @Test func pasteSplitInsideAMultiByteCharacter() {
        var decoder = InputDecoder()
        let bytes = Array("\u{1B}[200~é\u{1B}[201~".utf8)
        #expect(decoder.decode(bytes[0..<7]).isEmpty)
        #expect(decoder.decode(bytes[7...]) == [.paste("é")])
    }

    @Test func emptyPaste() {
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func modeReportsAndDeviceAttributesAreRepliesNotEvents() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[?2026;2$y\u{1B}[?1;2ca".utf8)) == [.key(.character("a"))])
        #expect(decoder.takeReplies() == [.mode(2026, .reset), .deviceAttributes([1, 2])])
        #expect(decoder.takeReplies().isEmpty)
        #expect(InputDecoder.ModeState.reset.isSupported)
        #expect(!InputDecoder.ModeState.notRecognized.isSupported)
    }
}

@Suite("Key descriptions")
struct KeyDescriptionTests {
    @Test func descriptionsReadLikeShortcuts() {
        #expect(KeyEvent.ctrl("c").description == "Ctrl+c")
        #expect(KeyEvent(.up, modifiers: [.shift, .alt]).description == "Alt+Shift+Up")
        #expect(KeyEvent(.function(5)).description == "F5")
        #expect(KeyEvent.character(" ").description == "Space")
    }
}

@Suite("Mouse descriptions")
struct MouseDescriptionTests {
    @Test func descriptionsNameKindButtonModifiersAndPosition() {
        #expect(MouseEvent(.press(.left), at: Point(x: 3, y: 4)).description == "press left at (3, 4)")
        #expect(
            MouseEvent(.drag(.other(8)), at: .zero, modifiers: .control).description
                == "Ctrl+drag button 8 at (0, 0)")
        #expect(MouseEvent(.wheel(.down), at: .zero).description == "wheel down at (0, 0)")
        #expect(MouseEvent(.motion, at: .zero).description == "motion at (0, 0)")
    }
}
