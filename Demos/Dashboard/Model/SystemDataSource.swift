/// Where the dashboard's samples come from: the real /proc (``ProcSystemSource``), or a fake
/// in tests so that screens are deterministic.
@MainActor
protocol SystemDataSource: AnyObject {
    /// Reads the system now.
    ///
    /// - Throws: ``ProcParseError`` (or a file error) when a system-wide file cannot be read;
    ///   a process that exits while it is read is left out instead.
    func sample() throws -> SystemSample
}
