// `trellis-bench monkey`: the random input. Keys, mouse clicks, drags and wheel turns, pastes,
// raw terminal bytes (invalid UTF-8, escape sequences, half a bracketed paste) decoded as the
// real terminal's input is, resizes from 0×0 to 400×150, terminal focus changes, timer ticks,
// and changes to the view tree: views hidden and shown, removed and put back, labels added.

import TrellisCore

/// One step of the monkey: events for the application, or a change to the view tree.
enum MonkeyStep {
    case events([Event])
    case tree(MonkeyTreeChange)
    /// The clock moves on by this many milliseconds and a tick is delivered.
    case tick(Int)
}

/// A change the monkey makes to the view tree between events.
enum MonkeyTreeChange {
    /// Hide or show the view at this preorder index (modulo the view count).
    case toggleHidden(Int)
    /// Take the view at this preorder index out of its superview (to put back later).
    case remove(Int)
    /// Put back the view removed longest ago, if its superview is still in the window.
    case restore
    /// Add a label to the stack at this index (modulo the stack count), at a random place.
    case addLabel(stack: Int, position: Int)
    /// Remove the arranged view at `position` from the stack at this index.
    case removeArranged(stack: Int, position: Int)
}

/// The keys the monkey presses: navigation, editing, function keys, modified keys and letters
/// (never a quit key: Ctrl-C is the application's).
private let monkeyKeys: [KeyEvent] =
    [
        .tab, .backTab, .enter, .escape, .backspace, KeyEvent(.delete), KeyEvent(.insert), KeyEvent(.up),
        KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end),
        KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.function(1)), KeyEvent(.function(12)),
        .character(" "), .ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("w"), .alt("b"), .alt("f"),
    ] + "abcxyzAZ09/?-=é界🙂".map { .character($0) }

/// Texts the monkey pastes: plain, multi-line, wide, combining, control characters and escape
/// sequences inside the text.
private let monkeyPastes: [String] = [
    "pasted", "two\nlines", "界界界 wide", "e\u{301} combining", "tab\there", "\u{1B}[31mred\u{1B}[0m",
    "\u{1B}]0;title\u{07}", "", String(repeating: "long ", count: 200), "\u{0}\u{7F}\u{9B}",
]

/// Byte strings the monkey types as raw terminal input: invalid UTF-8, truncated and malformed
/// escape sequences, mouse reports out of range, a bracketed paste that never ends.
private let monkeyBytes: [[UInt8]] = [
    [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x99], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
    Array("\u{1B}[".utf8), Array("\u{1B}[1;5".utf8), Array("\u{1B}[<0;9999;9999M".utf8),
    Array("\u{1B}[<64;0;0M".utf8), Array("\u{1B}[M   ".utf8), Array("\u{1B}[200~half a paste".utf8),
    Array("\u{1B}[201~".utf8), Array("\u{1B}O".utf8), Array("\u{1B}[99999999999999999999A".utf8),
    Array("\u{1B}[I\u{1B}[O".utf8), Array("\u{1B}\u{1B}\u{1B}".utf8), [0x1B, 0x5B, 0x3C, 0xFF, 0x4D],
]

/// Makes the monkey's steps from a seed.
struct MonkeyInput {
    private var random: SplitMix64
    private var decoder = InputDecoder()
    /// Where the mouse button went down, while a drag is going on.
    private var dragStart: Point?

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int { random.next(below: max(1, bound)) }

    /// The next step for a screen of `size`.
    mutating func nextStep(screen size: Size) -> MonkeyStep {
        let width = max(1, size.width)
        let height = max(1, size.height)
        let point = Point(x: next(below: width + 2) - 1, y: next(below: height + 2) - 1)
        if let start = dragStart {
            // A drag goes on for a few moves, then ends with a release.
            if next(below: 4) == 0 {
                dragStart = nil
                return .events([.mouse(MouseEvent(.release(.left), at: point))])
            }
            return .events([
                .mouse(MouseEvent(.drag(.left), at: Point(x: start.x + next(below: 7) - 3, y: point.y)))
            ])
        }
        let roll = next(below: 1000)
        switch roll {
        case ..<380:
            return .events([.key(monkeyKeys[next(below: monkeyKeys.count)])])
        case ..<530:
            let button: MouseButton = [.left, .left, .left, .right, .middle][next(below: 5)]
            return .events([
                .mouse(MouseEvent(.press(button), at: point)),
                .mouse(MouseEvent(.release(button), at: point)),
            ])
        case ..<580:
            dragStart = point
            return .events([.mouse(MouseEvent(.press(.left), at: point))])
        case ..<680:
            let direction: MouseEvent.WheelDirection = [.up, .down, .left, .right][next(below: 4)]
            return .events([.mouse(MouseEvent(.wheel(direction), at: point))])
        case ..<700:
            return .events([.mouse(MouseEvent(.motion, at: point))])
        case ..<720:
            return .events([.paste(monkeyPastes[next(below: monkeyPastes.count)])])
        case ..<750:
            var events = decoder.decode(monkeyBytes[next(below: monkeyBytes.count)])
            if next(below: 2) == 0 { events += decoder.flush() }
            return .events(events)
        case ..<800:
            return .events([.resize(randomSize())])
        case ..<810:
            return .events([next(below: 2) == 0 ? .focusGained : .focusLost])
        case ..<860:
            return .tick(next(below: 300))
        case ..<910:
            return .tree(.toggleHidden(next(below: 1 << 20)))
        case ..<930:
            return .tree(.remove(next(below: 1 << 20)))
        case ..<960:
            return .tree(.restore)
        case ..<980:
            return .tree(.addLabel(stack: next(below: 1 << 20), position: next(below: 1 << 20)))
        default:
            return .tree(.removeArranged(stack: next(below: 1 << 20), position: next(below: 1 << 20)))
        }
    }

    /// A terminal size from 0×0 to 400×150, most often an ordinary one, sometimes tiny.
    private mutating func randomSize() -> Size {
        switch next(below: 10) {
        case 0: Size(width: next(below: 4), height: next(below: 4))
        case 1: Size(width: next(below: 401), height: next(below: 151))
        case 2: Size(width: 1 + next(below: 30), height: 1 + next(below: 10))
        default: Size(width: 60 + next(below: 120), height: 20 + next(below: 40))
        }
    }
}
