/// The columns of the process table, left to right: what each shows, its sort key and the
/// direction it sorts in first.
enum ProcessColumn: Int, CaseIterable, Sendable {
    case pid, user, cpu, memory, resident, state, command

    /// The header title.
    var title: String {
        switch self {
        case .pid: "PID"
        case .user: "USER"
        case .cpu: "CPU%"
        case .memory: "MEM%"
        case .resident: "RSS"
        case .state: "S"
        case .command: "COMMAND"
        }
    }

    /// The key that sorts by the column (pressed again, it turns the order round).
    var shortcut: Character {
        switch self {
        case .pid: "p"
        case .user: "u"
        case .cpu: "c"
        case .memory: "m"
        case .resident: "r"
        case .state: "s"
        case .command: "n"
        }
    }

    /// Whether a first sort by the column is ascending: names and IDs are, amounts (the
    /// biggest first, as in `top`) are not.
    var sortsAscendingFirst: Bool {
        switch self {
        case .cpu, .memory, .resident: false
        case .pid, .user, .state, .command: true
        }
    }

    /// The column a shortcut key sorts by, if any.
    static func forShortcut(_ key: Character) -> ProcessColumn? {
        allCases.first { $0.shortcut == key }
    }
}
