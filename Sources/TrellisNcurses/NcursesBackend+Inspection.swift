import CNcurses
import TrellisCore

extension NcursesBackend {
    /// What ncurses holds for one cell of its screen: the code points, attributes and colour
    /// pair's colours. For tests, which cannot see a terminal.
    struct InspectedCell: Equatable {
        var scalars: [Unicode.Scalar]
        var attributes: attr_t
        var foreground: Int32
        var background: Int32
    }

    /// The content ncurses holds for the cell at `position`, or `nil` outside the screen.
    func inspectCell(at position: Point) -> InspectedCell? {
        pendingResize.apply()
        guard position.x >= 0, position.y >= 0, position.x < size.width, position.y < size.height
        else { return nil }
        var character = cchar_t()
        guard mvwin_wch(trellis_stdscr(), Int32(position.y), Int32(position.x), &character) == OK else {
            return nil
        }
        var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int32 = 0
        guard trellis_get_cchar(&character, &text, &attributes, &pair) == OK else { return nil }
        var foreground: Int32 = -1
        var background: Int32 = -1
        _ = trellis_pair_content(pair, &foreground, &background)
        let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return InspectedCell(
            scalars: scalars, attributes: attributes & ~trellis_color_bits(), foreground: foreground,
            background: background)
    }
}
