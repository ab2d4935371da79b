import Trellis

/// The "Lists" tab: a list of 100,000 rows (only the rows on screen cost anything) and a table
/// whose columns are sized by constraints and sorted by a click on their header (or `s`).
@MainActor
final class ListsPage: TermView {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }

    /// The list's row count.
    static let rowCount = 100_000

    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let listBox = Box(title: "ListView · 100,000 rows", lineStyle: .rounded, padding: padding)
    let tableBox = Box(
        title: "Table · click a header or press s to sort", lineStyle: .rounded, padding: padding)
    let list = ListView(rowCount: ListsPage.rowCount) { ListsPage.rowText($0) }
    let listStatus = Label("")
    let table: Table
    /// The table's rows in their current order.
    private(set) var elements = Element.all

    override init() {
        table = Table(columns: [
            TableColumn("No.", width: .fixed(3), priority: .required, alignment: .trailing),
            TableColumn("Element", width: .flexible(minimum: 9, weight: 2), priority: .required),
            TableColumn("Sym", width: .fixed(3), priority: LayoutPriority(rawValue: 700)),
            TableColumn(
                "Mass", width: .fixed(7), priority: LayoutPriority(rawValue: 600), alignment: .trailing),
            TableColumn(
                "Kind", width: .flexible(minimum: 10, weight: 1), priority: LayoutPriority(rawValue: 300)),
        ])
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "lists.page"
        buildList()
        buildTable()
        addSubview(listBox)
        addSubview(tableBox)
        listBox.identifier = "lists.listBox"
        tableBox.identifier = "lists.tableBox"
        listBox.bb.left(1).top().bottom()
        tableBox.bb.left(listBox.rightAnchor + 1).right(-1).top().bottom()
        // The table gets a little more room than the list when there is room to share.
        tableBox.bb.width(>=listBox)
        tableBox.bb.width(1.25 * listBox ~ 300)
    }

    /// The text of list row `row`: a number and two words picked from it, the same every run.
    static func rowText(_ row: Int) -> String {
        let adjectives = [
            "amber", "brisk", "calm", "dusky", "eager", "fuzzy", "gentle", "hazel", "ivory", "jolly",
        ]
        let nouns = [
            "falcon", "meadow", "harbour", "lantern", "pebble", "willow", "comet", "thistle", "otter",
        ]
        let number = String(row + 1)
        let padded = String(repeating: " ", count: max(0, 6 - number.count)) + number
        return "\(padded)  \(adjectives[(row / 9) % adjectives.count]) \(nouns[row % nouns.count])"
    }

    private func buildList() {
        list.identifier = "lists.list"
        listStatus.identifier = "lists.listStatus"
        listStatus.themeStyle = \.secondaryText
        list.onSelect = { [unowned self] row in updateListStatus(row) }
        list.onActivate = { [unowned self] row in report("Activated row \(row + 1): \(Self.rowText(row))") }
        list.selectedRow = 0
        updateListStatus(0)
        listBox.contentView.addSubview(list)
        listBox.contentView.addSubview(listStatus)
        list.bb.left().right().top()
        listStatus.bb.left().right().below(list).bottom().height(1)
    }

    private func updateListStatus(_ row: Int) {
        listStatus.text = "Row \(row + 1) of 100,000 · PgDn, End, the wheel"
    }

    private func buildTable() {
        table.identifier = "lists.table"
        table.rowCount = elements.count
        table.cellText = { [unowned self] row, column in elements[row].cell(column) }
        table.onSortChange = { [unowned self] column, ascending in
            sortElements(by: column, ascending: ascending)
            report("Sorted by \(table.columns[column].title) \(ascending ? "ascending" : "descending")")
        }
        table.onActivate = { [unowned self] row in report("\(elements[row].name): \(elements[row].kind)") }
        table.selectedRow = 0
        table.bind(.character("s")) { [unowned self] in
            let next = ((table.sortColumn ?? -1) + 1) % table.columns.count
            table.sort(byColumn: next, ascending: true)
        }
        table.bind(.character("S")) { [unowned self] in
            table.sort(byColumn: table.sortColumn ?? 0, ascending: !table.sortAscending)
        }
        tableBox.contentView.addSubview(table)
        table.bb.fill()
    }

    /// Sorts the table's rows; the selection stays on the same element.
    func sortElements(by column: Int, ascending: Bool) {
        let selected = table.selectedRow.map { elements[$0].number }
        elements.sort { first, second in
            let (a, b) = ascending ? (first, second) : (second, first)
            switch column {
            case 0: return a.number < b.number
            case 1: return a.name < b.name
            case 2: return a.symbol < b.symbol
            case 3: return a.mass < b.mass
            default: return (a.kind, a.number) < (b.kind, b.number)
            }
        }
        if let selected { table.selectedRow = elements.firstIndex { $0.number == selected } }
    }
}

/// A chemical element: the table's data.
struct Element: Sendable {
    let number: Int
    let symbol: String
    let name: String
    let mass: Double
    let kind: String

    /// The text of the table cell in `column`.
    func cell(_ column: Int) -> String {
        switch column {
        case 0: String(number)
        case 1: name
        case 2: symbol
        case 3: Self.formatted(mass)
        default: kind
        }
    }

    /// `value` with three decimals.
    static func formatted(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The first 30 elements.
    static let all: [Element] = [
        Element(number: 1, symbol: "H", name: "Hydrogen", mass: 1.008, kind: "nonmetal"),
        Element(number: 2, symbol: "He", name: "Helium", mass: 4.003, kind: "noble gas"),
        Element(number: 3, symbol: "Li", name: "Lithium", mass: 6.94, kind: "alkali metal"),
        Element(number: 4, symbol: "Be", name: "Beryllium", mass: 9.012, kind: "alkaline earth"),
        Element(number: 5, symbol: "B", name: "Boron", mass: 10.81, kind: "metalloid"),
        Element(number: 6, symbol: "C", name: "Carbon", mass: 12.011, kind: "nonmetal"),
        Element(number: 7, symbol: "N", name: "Nitrogen", mass: 14.007, kind: "nonmetal"),
        Element(number: 8, symbol: "O", name: "Oxygen", mass: 15.999, kind: "nonmetal"),
        Element(number: 9, symbol: "F", name: "Fluorine", mass: 18.998, kind: "halogen"),
        Element(number: 10, symbol: "Ne", name: "Neon", mass: 20.180, kind: "noble gas"),
        Element(number: 11, symbol: "Na", name: "Sodium", mass: 22.990, kind: "alkali metal"),
        Element(number: 12, symbol: "Mg", name: "Magnesium", mass: 24.305, kind: "alkaline earth"),
        Element(number: 13, symbol: "Al", name: "Aluminium", mass: 26.982, kind: "post-transition"),
        Element(number: 14, symbol: "Si", name: "Silicon", mass: 28.085, kind: "metalloid"),
        Element(number: 15, symbol: "P", name: "Phosphorus", mass: 30.974, kind: "nonmetal"),
        Element(number: 16, symbol: "S", name: "Sulfur", mass: 32.06, kind: "nonmetal"),
        Element(number: 17, symbol: "Cl", name: "Chlorine", mass: 35.45, kind: "halogen"),
        Element(number: 18, symbol: "Ar", name: "Argon", mass: 39.948, kind: "noble gas"),
        Element(number: 19, symbol: "K", name: "Potassium", mass: 39.098, kind: "alkali metal"),
        Element(number: 20, symbol: "Ca", name: "Calcium", mass: 40.078, kind: "alkaline earth"),
        Element(number: 21, symbol: "Sc", name: "Scandium", mass: 44.956, kind: "transition metal"),
        Element(number: 22, symbol: "Ti", name: "Titanium", mass: 47.867, kind: "transition metal"),
        Element(number: 23, symbol: "V", name: "Vanadium", mass: 50.942, kind: "transition metal"),
        Element(number: 24, symbol: "Cr", name: "Chromium", mass: 51.996, kind: "transition metal"),
        Element(number: 25, symbol: "Mn", name: "Manganese", mass: 54.938, kind: "transition metal"),
        Element(number: 26, symbol: "Fe", name: "Iron", mass: 55.845, kind: "transition metal"),
        Element(number: 27, symbol: "Co", name: "Cobalt", mass: 58.933, kind: "transition metal"),
        Element(number: 28, symbol: "Ni", name: "Nickel", mass: 58.693, kind: "transition metal"),
        Element(number: 29, symbol: "Cu", name: "Copper", mass: 63.546, kind: "transition metal"),
        Element(number: 30, symbol: "Zn", name: "Zinc", mass: 65.38, kind: "transition metal"),
    ]
}
