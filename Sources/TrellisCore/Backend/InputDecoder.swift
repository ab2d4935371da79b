/// Turns the bytes a terminal sends into events: pure Swift, no I/O, so every sequence can be
/// tested without a terminal.
///
/// It understands UTF-8 text; control keys (`0x01` is Ctrl-A); Alt as an ESC prefix; the CSI and
/// SS3 sequences of arrows, Home/End, Insert/Delete, Page Up/Down and F1–F20, with xterm's
/// modifier parameter (`ESC [ 1 ; 5 A` is Ctrl-Up); Shift-Tab; the `CSI u` and
/// `modifyOtherKeys` key encodings; SGR mouse reports (`ESC [ < b ; x ; y M`, any column) and
/// legacy X10 ones; bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`, one `.paste` event); focus
/// reports; and the terminal's replies to mode queries (see `takeReplies()`).
///
/// A sequence may arrive split across reads, so an unfinished one is kept until more bytes
/// come. A lone ESC is ambiguous (the Escape key, or the start of a sequence whose rest is
/// still on its way): the caller waits `escapeTimeout` for a follower and then calls `flush()`,
/// which turns whatever is unfinished into keys.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5A".utf8))   // [.key(KeyEvent(.up, modifiers: .control))]
/// decoder.decode([0x1B])                       // [] — could be the start of a sequence
/// decoder.flush()                              // [.key(.escape)]
/// ```
///
/// Bytes that form no known sequence are dropped; the decoder never traps on bad input.
public struct InputDecoder: Sendable {
    /// How long a lone ESC waits for a follower before it counts as the Escape key: long enough
    /// for a sequence sent in one write to arrive whole, short enough that nobody notices.
    public static let escapeTimeout: Duration = .milliseconds(25)

    /// Bytes received but not yet decoded: an unfinished sequence or character.
    var pending: [UInt8] = []
    /// The text of a bracketed paste in progress, or `nil` outside a paste.
    var paste: [UInt8]?
    /// Replies to queries, in arrival order, until taken.
    var replies: [Reply] = []
    /// The last button pressed, for legacy mouse reports whose release does not say which.
    var lastPressedButton: MouseButton = .left

    /// The longest control sequence accepted; a longer run without a final byte is garbage.
    static let maximumSequenceLength = 256

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more input to make sense (a lone ESC, half a sequence or
    /// half a UTF-8 character) outside a paste: then call `flush()` once `escapeTimeout` has
    /// passed without more input.
    public var needsEscapeTimeout: Bool { paste == nil && !pending.isEmpty }

    /// Whether a bracketed paste has begun and not yet ended.
    public var isInPaste: Bool { paste != nil }

    /// Decodes the bytes that arrived, after any kept from earlier calls.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The events they complete, in order; an unfinished sequence is kept for later.
    /// - Complexity: O(*n*) in the number of pending and new bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Decodes what is pending as if no more bytes were coming: a lone ESC becomes the Escape
    /// key, ESC followed by a character becomes that character with Alt, and an unfinished
    /// control sequence is dropped. A paste in progress is kept (its end is still to come).
    ///
    /// - Returns: The events of the pending bytes.
    public mutating func flush() -> [Event] {
        drain(final: true)
    }

    /// Returns and forgets the terminal's replies to queries decoded so far (they are not user
    /// input, so they never appear as events).
    public mutating func takeReplies() -> [Reply] {
        defer { replies = [] }
        return replies
    }

    /// A reply from the terminal to a query the program sent.
    public enum Reply: Hashable, Sendable {
        /// A DEC private mode report (`ESC [ ? mode ; state $ y`), the answer to DECRQM: whether
        /// the terminal knows the mode and whether it is set.
        case mode(Int, ModeState)
        /// Primary device attributes (`ESC [ ? 1 ; 2 c`), the answer to DA1: the parameters.
        case deviceAttributes([Int])
    }

    /// A terminal's answer about one of its modes.
    public enum ModeState: Int, Hashable, Sendable {
        /// The terminal does not know the mode.
        case notRecognized = 0
        /// The mode is on.
        case set = 1
        /// The mode is off.
        case reset = 2
        /// The mode is on and cannot be changed.
        case permanentlySet = 3
        /// The mode is off and cannot be changed.
        case permanentlyReset = 4

        /// Whether the terminal supports the mode (it knows it and can change it).
        public var isSupported: Bool { self == .set || self == .reset }
    }

    /// What one decoded item produces.
    enum Output {
        case event(Event)
        case reply(Reply)
        case beginPaste
        case nothing
    }

    /// An item found at the front of the pending bytes: how many bytes it used and what it means.
    struct Item {
        var length: Int
        var output: Output
    }

    private mutating func drain(final: Bool) -> [Event] {
        var events: [Event] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                index = consumePaste(from: index, into: &events)
                if paste != nil { break }
                continue
            }
            guard let item = item(at: index, final: final) else { break }
            index += max(1, item.length)
            switch item.output {
            case .event(let event):
                if case .mouse(let mouse) = event, case .press(let button) = mouse.kind {
                    lastPressedButton = button
                }
                events.append(event)
            case .reply(let reply): replies.append(reply)
            case .beginPaste: paste = []
            case .nothing: break
            }
        }
        pending.removeFirst(index)
        return events
    }

    /// The item at `index`, or `nil` if it is unfinished and more bytes may complete it.
    func item(at index: Int, final: Bool) -> Item? {
        let byte = pending[index]
        if byte == 0x1B { return escapeItem(at: index, final: final) }
        if byte < 0x20 || byte == 0x7F {
            return Item(length: 1, output: .event(.key(Self.controlKey(byte))))
        }
        guard let (scalar, length) = scalar(at: index, final: final) else { return nil }
        return Item(length: length, output: .event(.key(.character(Character(scalar)))))
    }

    /// The key a C0 control byte (or DEL) stands for, as terminals send them in raw mode.
    ///
    /// Enter sends CR and Backspace sends DEL; `0x08` is Ctrl-H (also what many terminals send
    /// for Ctrl-Backspace) and `0x0A` is Ctrl-J.
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D: .enter
        case 0x09: .tab
        case 0x7F: .backspace
        case 0x1B: .escape
        case 0x00: .ctrl(" ")
        case 0x01...0x1A: .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        default: .ctrl(Character(Unicode.Scalar(byte + 0x40)))  // 0x1C–0x1F: \ ] ^ _
        }
    }

    /// Decodes one UTF-8 scalar at `index`; a malformed byte becomes U+FFFD.
    ///
    /// - Returns: The scalar and its length in bytes, or `nil` when the character is cut short
    ///   and more bytes may complete it.
    func scalar(at index: Int, final: Bool) -> (Unicode.Scalar, Int)? {
        let lead = pending[index]
        let replacement = (Unicode.Scalar(0xFFFD)!, 1)
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return replacement
        }
        for offset in 1..<length {
            guard index + offset < pending.count else { return final ? replacement : nil }
            let byte = pending[index + offset]
            guard byte & 0xC0 == 0x80 else { return replacement }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return replacement }
        return (scalar, length)
    }

    /// Takes paste text from `index` up to the end marker `ESC [ 201 ~`.
    ///
    /// - Returns: The index after what was used: past the marker when the paste ended, else
    ///   before a tail that may be the start of the marker.
    private mutating func consumePaste(from index: Int, into events: inout [Event]) -> Int {
        let marker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var position = index
        while position < pending.count {
            if pending[position] == 0x1B {
                let available = min(marker.count, pending.count - position)
                if pending[position..<position + available].elementsEqual(marker[0..<available]) {
                    guard available == marker.count else { break }  // the marker may be arriving
                    paste!.append(contentsOf: pending[index..<position])
                    events.append(.paste(Self.pasteText(paste!)))
                    paste = nil
                    return position + marker.count
                }
            }
            position += 1
        }
        paste!.append(contentsOf: pending[index..<position])
        return position
    }

    /// Pasted bytes as text, with CR LF and lone CR (how terminals send line breaks) made LF.
    static func pasteText(_ bytes: [UInt8]) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previousWasReturn = false
        for byte in bytes {
            if byte == 0x0A && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == 0x0D
            normalized.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
