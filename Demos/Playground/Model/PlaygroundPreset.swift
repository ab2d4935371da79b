/// Ready-made sets of constraints, loaded with a function key, to start from.
enum PlaygroundPreset: Int, CaseIterable, Sendable {
    case grid, row, centered, conflict

    /// The function key that loads the preset (F2 to F5).
    var functionKey: Int { rawValue + 2 }

    /// The preset's name.
    var name: String {
        switch self {
        case .grid: "grid"
        case .row: "row"
        case .centered: "centred"
        case .conflict: "conflict"
        }
    }

    /// The lines, entered in order.
    var lines: [String] {
        switch self {
        case .grid:
            [
                "H:|-[v1]-[v2(==v1)]-|",
                "H:|-[v3]-[v4(==v3)]-|",
                "V:|[v1]-[v3(==v1)]|",
                "V:|[v2]-[v4(==v2)]|",
            ]
        case .row:
            [
                "H:|-[v1]-[v2(==v1)]-[v3(==v1)]-[v4(==v1)]-|",
                "V:|-2-[v1]-2-|",
                "v2.top == v1.top; v3.top == v1.top; v4.top == v1.top",
                "v2.height == v1.height; v3.height == v1.height; v4.height == v1.height",
            ]
        case .centered:
            [
                "v1.center == |.center",
                "v1.width == |.width / 3; v1.height == |.height / 3",
                "H:[v2]-[v1]-[v3]",
                "v2.centerY == v1.centerY; v3.centerY == v1.centerY",
                "V:[v1]-[v4]",
                "v4.centerX == v1.centerX",
            ]
        case .conflict:
            [
                "H:|-[v1(30)]-[v2]-|",
                "V:|[v1(6)]-[v2(==v1)]",
                "v2.top == v1.top",
                "v1.width == v2.width",
            ]
        }
    }
}
