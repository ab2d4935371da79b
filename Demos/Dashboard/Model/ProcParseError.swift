/// Why a /proc file could not be read as expected: which file, and what was wrong with it.
///
/// The kernel's formats are stable, so these mean a file was cut short (a process exited while
/// it was read) or the source is not Linux's /proc.
struct ProcParseError: Error, Equatable, CustomStringConvertible {
    /// The file, as named in the message (`/proc/stat`, `/proc/[pid]/stat`).
    let file: String
    /// What was wrong, such as `no "cpu" line` or `field 14 is not a number`.
    let problem: String

    /// `"/proc/stat: no "cpu" line"`.
    var description: String { "\(file): \(problem)" }
}
