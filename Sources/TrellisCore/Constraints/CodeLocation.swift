/// Where in the user's source a constraint was made: the file, the line and, for constraints
/// made from format strings, the column within the string.
///
/// Every public builder takes `#fileID` and `#line` defaults, so the location is the caller's.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var fileID: String
    /// The line, 1-based.
    public var line: Int
    /// The column within a format string, 1-based, for constraints made from strings.
    public var column: Int?

    /// Creates a location.
    public init(fileID: String, line: Int, column: Int? = nil) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The file name without its module, e.g. `Form.swift`.
    public var fileName: String {
        guard let slash = fileID.lastIndex(of: "/") else { return fileID }
        return String(fileID[fileID.index(after: slash)...])
    }

    /// `Form.swift:42`, or `Form.swift:42:7` with a column.
    public var description: String {
        if let column { return "\(fileName):\(line):\(column)" }
        return "\(fileName):\(line)"
    }
}
