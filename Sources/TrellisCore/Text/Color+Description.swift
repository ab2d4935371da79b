extension Color: CustomStringConvertible {
    private static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta",
        "brightCyan", "brightWhite",
    ]

    /// A compact name: `default`, an ANSI colour's name (`red`, `brightBlue`), `indexed(196)`,
    /// or `#5fafff` for an RGB colour.
    public var description: String {
        switch self {
        case .default:
            return "default"
        case .ansi(let number):
            return number < 16 ? Color.ansiNames[Int(number)] : "ansi(\(number))"
        case .indexed(let number):
            return "indexed(\(number))"
        case .rgb(let red, let green, let blue):
            return RGBColor(red, green, blue).description
        }
    }
}
