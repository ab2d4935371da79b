import Foundation
import Testing
import TrellisCore

@testable import TrellisTesting

/// Snapshots keep the style of every cell: a grid of keys under the text and a legend, read
/// back exactly, and a change of style alone fails with the cells that changed.
@MainActor
@Suite struct StyledSnapshotTests {
    /// "OK" in bold green and a wide character on a blue background, on a 6×2 screen.
    private func screen(okStyle: Style = Style(foreground: .green, attributes: .bold)) -> TestTerminal {
        TestTerminal(width: 6, height: 2) { app in
            app.addOverlay { canvas in
                canvas.draw(text: "OK", at: Point(x: 1, y: 0), style: okStyle)
                canvas.draw(text: "漢", at: Point(x: 0, y: 1), style: Style(background: .blue))
                canvas.draw(text: "{", at: Point(x: 3, y: 1))
            }
        }
    }

    @Test func theFileHoldsTheTextAGridOfStyleKeysAndTheirLegend() {
        let snapshot = StyledSnapshot(screen().backend.screenshot())
        #expect(
            snapshot.encoded == """
                | OK   |
                |漢 {  |
                styles:
                |.AA...|
                |BB....|
                A = bold fg=green
                B = bg=blue

                """)
        #expect(StyledSnapshot(decoding: snapshot.encoded) == snapshot)
        #expect(snapshot.styles(ofRow: 1)?.prefix(3) == ["bg=blue", "bg=blue", "plain"])
    }

    @Test func keysRunPastTheAlphabetAndStayOneColumnWide() {
        let keys = (0..<500).map(StyledSnapshot.key(number:))
        #expect(Set(keys).count == 500)
        #expect(!keys.contains(StyledSnapshot.plainKey))
        #expect(keys.prefix(425).allSatisfy { DisplayWidth.of($0) == 1 })
    }

    @Test func aChangeOfStyleAloneFailsAndNamesTheCells() {
        let expected = StyledSnapshot(screen().backend.screenshot())
        let changed = screen(okStyle: Style(foreground: .green)).backend.screenshot()
        let diff = SnapshotDiff(expected: expected, actual: changed).description
        #expect(diff.contains("Styles differ"))
        #expect(diff.contains("row 0, columns 1–2 “OK”: bold fg=green → fg=green"))
        #expect(!diff.contains("row 1"))
    }

    @Test func aChangeOfTextShowsBothScreens() {
        let expected = StyledSnapshot(screen().backend.screenshot())
        let terminal = screen()
        terminal.app.addOverlay { canvas in canvas.draw(text: "!", at: Point(x: 5, y: 0)) }
        terminal.runUntilIdle()
        let diff = SnapshotDiff(expected: expected, actual: terminal.backend.screenshot()).description
        #expect(diff.contains("≠ | OK     | | OK  !|"))
    }

    @Test func aSnapshotWithoutStylesAsksToBeRecordedAgain() {
        let old = StyledSnapshot(decoding: "| OK   |\n|漢 {  |\n")
        #expect(old.styleKeys.isEmpty)
        let diff = SnapshotDiff(expected: old, actual: screen().backend.screenshot()).description
        #expect(diff.contains("TRELLIS_RECORD=1"))
    }

    @Test func aStyleRegressionFailsTheAssertion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "styled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("Tests/AppTests/AppTests.swift").path
        withKnownIssue { screen().assertSnapshot(named: "ok", filePath: testFile) }
        screen().assertSnapshot(named: "ok", filePath: testFile)
        withKnownIssue {
            screen(okStyle: Style(foreground: .red, attributes: .bold)).assertSnapshot(
                named: "ok", filePath: testFile)
        }
    }
}
