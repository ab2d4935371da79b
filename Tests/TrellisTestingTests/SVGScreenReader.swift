import Foundation
import TrellisCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads back an SVG drawn by `Screenshot.svg(options:)` with Foundation's XML parser: which
/// glyph, colours and attributes each cell shows, found from the positions and sizes of the
/// `<rect>` and `<text>` elements alone — so a test can hold the picture against the screen
/// cell for cell.
final class SVGScreenReader: NSObject, XMLParserDelegate {
    /// What the picture shows in one cell.
    struct PaintedCell: Equatable, CustomStringConvertible {
        var glyph: Character = " "
        /// Whether this cell is the right half of a glyph drawn two cells wide.
        var isRightHalf = false
        var foreground: String?
        var background: String
        var bold = false
        var italic = false
        var decorations = ""

        var description: String {
            "\(glyph)\(isRightHalf ? "(right half)" : "") fg=\(foreground ?? "-") bg=\(background)"
                + "\(bold ? " bold" : "")\(italic ? " italic" : "") \(decorations)"
        }
    }

    /// A reason the picture cannot be read as a grid of cells.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    let options: Screenshot.SVGOptions
    private(set) var cells: [[PaintedCell]] = []
    private(set) var rootSize: (width: Int, height: Int)?
    private var openText: [String: String]?
    private var textContent = ""
    private var problems: [String] = []

    /// Parses `svg`, laid out with `options`, as a grid of `columns` × `rows` cells.
    init(svg: String, columns: Int, rows: Int, options: Screenshot.SVGOptions) throws {
        self.options = options
        super.init()
        cells = Array(
            repeating: Array(
                repeating: PaintedCell(background: options.palette.background.description), count: columns),
            count: rows)
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(
                description: "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "?")"
            )
        }
        if !problems.isEmpty { throw Malformed(description: problems.joined(separator: "\n")) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "svg":
            rootSize = (Int(attributes["width"] ?? "") ?? -1, Int(attributes["height"] ?? "") ?? -1)
        case "rect" where attributes["x"] != nil:
            paintBackground(attributes)
        case "text":
            openText = attributes
            textContent = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if openText != nil { textContent += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard name == "text", let attributes = openText else { return }
        openText = nil
        paintText(textContent, attributes)
    }

    private func number(_ attributes: [String: String], _ key: String) -> Int? {
        attributes[key].flatMap { Int($0) }
    }

    private func paintBackground(_ attributes: [String: String]) {
        guard let x = number(attributes, "x"), let y = number(attributes, "y"),
            let width = number(attributes, "width"), let fill = attributes["fill"]
        else { return problems.append("a rect without x, y, width or fill: \(attributes)") }
        let column = (x - options.padding) / options.cellWidth
        let row = (y - options.padding) / options.cellHeight
        let count = width / options.cellWidth
        guard row >= 0, row < cells.count, column >= 0, column + count <= cells[row].count else {
            return problems.append("a rect outside the grid: \(attributes)")
        }
        for offset in 0..<count { cells[row][column + offset].background = fill }
    }

    private func paintText(_ text: String, _ attributes: [String: String]) {
        guard let x = number(attributes, "x"), let y = number(attributes, "y"),
            let length = number(attributes, "textLength")
        else { return problems.append("a text without x, y or textLength: \(attributes)") }
        let column = (x - options.padding) / options.cellWidth
        let row = (y - options.padding - options.baseline) / options.cellHeight
        let count = length / options.cellWidth
        let characters = Array(text)
        guard row >= 0, row < cells.count, column >= 0, column + count <= cells[row].count else {
            return problems.append("a text outside the grid: \(attributes) \(text)")
        }
        let isWide = characters.count == 1 && count == 2
        guard isWide || characters.count == count else {
            return problems.append("“\(text)” spans \(count) cells but has \(characters.count) characters")
        }
        for offset in 0..<count {
            var cell = cells[row][column + offset]
            cell.glyph = isWide && offset == 1 ? " " : characters[offset]
            cell.isRightHalf = isWide && offset == 1
            cell.foreground = attributes["fill"]
            cell.bold = attributes["font-weight"] == "bold"
            cell.italic = attributes["font-style"] == "italic"
            cell.decorations = attributes["text-decoration"] ?? ""
            cells[row][column + offset] = cell
        }
    }
}
