import Foundation

/// Where a window collects the view updates whose observed state changed: filled from any
/// thread (a change notice comes on the thread that makes the change), emptied on the main actor
/// before each layout pass.
final class ObservationInbox: @unchecked Sendable {
    // @unchecked: every access to `posted` holds `lock`.
    private let lock = NSLock()
    private var posted: [(observation: ViewObservation, generation: Int)] = []

    /// Records that the state `observation` read in its run number `generation` changed.
    func post(_ observation: ViewObservation, generation: Int) {
        lock.lock()
        posted.append((observation, generation))
        lock.unlock()
    }

    /// Whether anything was posted and not taken yet.
    var hasPosts: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !posted.isEmpty
    }

    /// Takes everything posted so far, oldest first.
    func take() -> [(observation: ViewObservation, generation: Int)] {
        lock.lock()
        defer { lock.unlock() }
        let taken = posted
        posted.removeAll()
        return taken
    }
}
