// A time cap for benchmark jobs that cannot be interrupted (a solve runs to its end): when a
// job outlives the cap, a background thread says so on standard output and ends the process.

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process when a job runs longer than a cap, after writing
/// `STACK-OVER-CAP <job> <peak RSS in kB>` to standard output.
///
/// The process's standard output must be flushed before each job starts (the message is written
/// past the C library's buffer, so whatever is still buffered is lost).
final class JobWatchdog: @unchecked Sendable {
    /// The longest a job may run, in seconds.
    let capSeconds: Double
    private let lock = NSLock()
    /// Changes whenever a job starts or finishes, so a timer can tell whether its job is over.
    private var generation = 0

    init(capSeconds: Double) {
        self.capSeconds = capSeconds
    }

    /// Starts timing `job`; it must be followed by ``finish()`` within the cap.
    func start(_ job: String) {
        let mine = lock.withLock {
            generation += 1
            return generation
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + capSeconds) { [self] in
            guard lock.withLock({ generation == mine }) else { return }
            let message = "STACK-OVER-CAP \(job) \(peakResidentKilobytes())\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
            _exit(3)
        }
    }

    /// The job started last is over.
    func finish() {
        lock.withLock { generation += 1 }
    }
}
