// Mouse reports: SGR (ESC [ < b ; x ; y M/m, any column) and legacy X10 (ESC [ M b x y).

extension InputDecoder {
    /// The event of an SGR mouse report.
    ///
    /// The button code `b` holds the button in its low two bits (0 left, 1 middle, 2 right;
    /// 3 none), Shift (4), Alt (8) and Control (16), motion (32), the wheel (64, with the low
    /// bits up, down, left, right) and further buttons (128: buttons 8–11). `x` and `y` count
    /// from 1; `M` presses or moves, `m` releases.
    static func sgrMouseReport(_ parameters: [[Int]], released: Bool) -> Output {
        guard parameters.count >= 3, let code = parameters[0].first, let column = parameters[1].first,
            let row = parameters[2].first, column >= 1, row >= 1
        else { return .nothing }
        guard let kind = mouseKind(code: code, released: released) else { return .nothing }
        let position = Point(x: column - 1, y: row - 1)
        return .event(.mouse(MouseEvent(kind, at: position, modifiers: mouseModifiers(code))))
    }

    /// What a button code means, or `nil` for a combination that means nothing.
    private static func mouseKind(code: Int, released: Bool) -> MouseEvent.Kind? {
        let low = code & 3
        if code & 64 != 0 {
            guard !released else { return nil }
            let directions: [MouseEvent.WheelDirection] = [.up, .down, .left, .right]
            return .wheel(directions[low])
        }
        let button: MouseButton?
        if code & 128 != 0 {
            button = .other(8 + low)
        } else {
            button = [MouseButton.left, .middle, .right, nil][low]
        }
        if code & 32 != 0 {
            guard let button else { return .motion }
            return .drag(button)
        }
        guard let button else { return nil }
        return released ? .release(button) : .press(button)
    }

    /// The modifier keys of a button code.
    private static func mouseModifiers(_ code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The legacy X10 report ESC [ M b x y at `index`, three bytes each offset by 32, so columns
    /// past 223 cannot be told (terminals that cannot encode one send 0; such a report is
    /// dropped). Its release does not say which button: the last one pressed is assumed.
    func legacyMouseReport(at index: Int) -> Item? {
        guard index + 5 < pending.count else { return nil }
        let code = Int(pending[index + 3]) - 32
        let column = Int(pending[index + 4]) - 32
        let row = Int(pending[index + 5]) - 32
        guard code >= 0, column >= 1, row >= 1 else { return Item(length: 6, output: .nothing) }
        let isRelease = code & 3 == 3 && code & (32 | 64 | 128) == 0
        let kind: MouseEvent.Kind?
        if isRelease {
            kind = .release(lastPressedButton)
        } else {
            kind = Self.mouseKind(code: code, released: false)
        }
        guard let kind else { return Item(length: 6, output: .nothing) }
        let event = MouseEvent(
            kind, at: Point(x: column - 1, y: row - 1), modifiers: Self.mouseModifiers(code))
        return Item(length: 6, output: .event(.mouse(event)))
    }
}
