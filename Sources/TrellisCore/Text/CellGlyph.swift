import Foundation

/// The grapheme cluster of a cell, stored without references: its UTF-8 bytes inline when they
/// fit in 15 bytes (every cluster in practice: a CJK character takes 3, a flag 8), otherwise the
/// number of an entry in a process-wide table of longer clusters.
///
/// Keeping `Cell` free of references makes it a plain value of 32 bytes: copying cells between
/// buffers, filling rectangles and comparing frames move bytes, with no reference counting and
/// no value-witness calls, which made those loops several times slower when a cell held a
/// `Character`.
///
/// Equal clusters always have equal storage (the inline bytes are zero-padded and the table
/// holds each long cluster once), so two glyphs are equal exactly when their bytes are: unlike
/// `Character`'s `==`, canonically equivalent spellings (`é` and `e` + U+0301) differ, as they
/// do for the terminal, which receives the bytes.
struct CellGlyph: Hashable, Sendable {
    /// Bytes 0–7 of the UTF-8 form, little-endian (or the table entry's number).
    private var low: UInt64
    /// Bytes 8–14 of the UTF-8 form; the top byte is the byte count (0–15), or
    /// `CellGlyph.tableMarker` for a cluster kept in the table.
    private var high: UInt64

    /// Marks a cluster kept in `CellGlyphTable` (the top byte of `high`).
    private static let tableMarker: UInt64 = 0xFF
    /// The most UTF-8 bytes kept inline.
    static let inlineCapacity = 15

    /// A one-byte cluster: `byte` must be ASCII.
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// The glyph of `character`.
    init(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count <= Self.inlineCapacity {
            var low: UInt64 = 0
            var high: UInt64 = UInt64(utf8.count) << 56
            for (offset, byte) in utf8.enumerated() {
                if offset < 8 {
                    low |= UInt64(byte) << (8 * offset)
                } else {
                    high |= UInt64(byte) << (8 * (offset - 8))
                }
            }
            self.low = low
            self.high = high
        } else {
            low = UInt64(CellGlyphTable.shared.number(of: character))
            high = Self.tableMarker << 56
        }
    }

    /// A space, the glyph of blank cells.
    static let space = CellGlyph(ascii: 0x20)

    /// Whether the cluster is kept in the table rather than inline.
    private var isInTable: Bool { high >> 56 == Self.tableMarker }

    /// The number of UTF-8 bytes of an inline cluster.
    private var inlineCount: Int { Int(high >> 56) }

    /// The byte at `offset` of an inline cluster.
    private func inlineByte(_ offset: Int) -> UInt8 {
        offset < 8
            ? UInt8(truncatingIfNeeded: low >> (8 * offset))
            : UInt8(truncatingIfNeeded: high >> (8 * (offset - 8)))
    }

    /// The cluster's ASCII byte, when it is one ASCII character.
    var asciiValue: UInt8? {
        high == 1 << 56 && low < 0x80 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// Whether the cluster is a single space.
    var isSpace: Bool { high == 1 << 56 && low == 0x20 }

    /// The cluster's code point, when it has exactly one.
    var singleScalar: Unicode.Scalar? {
        guard !isInTable else { return nil }
        let count = inlineCount
        if count == 1 { return Unicode.Scalar(UInt8(truncatingIfNeeded: low)) }
        guard count >= 2, count <= 4 else { return nil }
        // One scalar of `count` bytes: a lead byte announcing exactly that length, then
        // continuation bytes (the bytes are valid UTF-8, so no further checks are needed).
        let lead = UInt32(inlineByte(0))
        let expected: Int = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard expected == count else { return nil }
        var value = lead & (0x7F >> count)
        for offset in 1..<count {
            value = value << 6 | UInt32(inlineByte(offset) & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// Calls `body` with the cluster's UTF-8 bytes.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if isInTable {
            var text = String(character)
            return try text.withUTF8(body)
        }
        var bytes = (low.littleEndian, high.littleEndian)
        let count = inlineCount
        return try withUnsafeBytes(of: &bytes) { raw in
            try body(
                UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
            )
        }
    }

    /// The cluster as a `Character`.
    var character: Character {
        if isInTable { return CellGlyphTable.shared.character(number: Int(low)) }
        if let ascii = asciiValue { return asciiCharacters[Int(ascii)] }
        return withUTF8 { Character(String(decoding: $0, as: UTF8.self)) }
    }
}

/// The clusters too long to keep inline in a `CellGlyph`, each stored once for the life of the
/// process (there are few: a family emoji of five people is 25 bytes).
final class CellGlyphTable: @unchecked Sendable {
    /// The table of the process.
    static let shared = CellGlyphTable()

    private let lock = NSLock()
    private var characters: [Character] = []
    /// Keyed by the exact bytes: `Character` hashing would merge canonical equivalents.
    private var numbers: [[UInt8]: Int] = [:]

    /// The entry of `character`, added if new.
    func number(of character: Character) -> Int {
        let key = Array(character.utf8)
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[key] { return number }
        characters.append(character)
        numbers[key] = characters.count - 1
        return characters.count - 1
    }

    /// The character of an entry.
    func character(number: Int) -> Character {
        lock.lock()
        defer { lock.unlock() }
        return characters[number]
    }
}

/// The 128 ASCII characters, made once.
let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
