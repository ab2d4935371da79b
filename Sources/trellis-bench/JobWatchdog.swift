// Caps for benchmark jobs that cannot be interrupted (a solve runs to its end): when a job
// outlives its time cap, or the process's peak RSS passes the memory cap, a background thread
// says so on standard output and ends the process.

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process when a job runs longer than a time cap or the process grows past a memory
/// cap, after writing `STACK-OVER-CAP <job> <peak RSS in kB> <time|memory>` to standard output.
///
/// The process's standard output must be flushed before each job starts (the message is written
/// past the C library's buffer, so whatever is still buffered is lost).
final class JobWatchdog: @unchecked Sendable {
    /// The longest a job may run, in seconds.
    let capSeconds: Double
    /// The largest peak RSS the process may reach, in kilobytes.
    let capKilobytes: Int
    private let lock = NSLock()
    /// Changes whenever a job starts or finishes, so a timer can tell whether its job is over.
    private var generation = 0
    /// The job running, if any.
    private var job: String?
    private let memoryTimer: DispatchSourceTimer

    init(capSeconds: Double, capMegabytes: Int) {
        self.capSeconds = capSeconds
        capKilobytes = capMegabytes * 1024
        memoryTimer = DispatchSource.makeTimerSource(queue: .global())
        memoryTimer.schedule(deadline: .now(), repeating: .milliseconds(100))
        // Weak: the handler runs on another thread and may be running when the watchdog's
        // last reference goes (cancelling the timer does not wait for it).
        memoryTimer.setEventHandler { [weak self] in
            guard let self else { return }
            let peak = ownPeakResidentKilobytes()
            if peak > capKilobytes { end(lock.withLock { job } ?? "between-jobs", reason: "memory") }
        }
        memoryTimer.resume()
    }

    deinit {
        memoryTimer.cancel()
    }

    /// Starts timing `job`; it must be followed by ``finish()`` within the cap.
    func start(_ job: String) {
        let mine = lock.withLock {
            generation += 1
            self.job = job
            return generation
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + capSeconds) { [self] in
            guard lock.withLock({ generation == mine }) else { return }
            end(job, reason: "time")
        }
    }

    /// The job started last is over.
    func finish() {
        lock.withLock {
            generation += 1
            job = nil
        }
    }

    /// Says which job passed which cap, and ends the process.
    private func end(_ job: String, reason: String) -> Never {
        let message = "STACK-OVER-CAP \(job) \(ownPeakResidentKilobytes()) \(reason)\n"
        _ = message.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
        _exit(3)
    }
}
