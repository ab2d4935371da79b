/// The load averages and task counts of /proc/loadavg.
struct LoadAverage: Equatable, Sendable {
    /// Runnable and uninterruptible tasks averaged over one minute.
    var one: Double
    /// … over five minutes.
    var five: Double
    /// … over fifteen minutes.
    var fifteen: Double
    /// Tasks (threads) runnable now.
    var running: Int
    /// Tasks (threads) in the system.
    var tasks: Int
}
