/// The cumulative time a CPU (or all of them together) spent in each state since boot, in
/// clock ticks, as one `cpu` line of /proc/stat gives it.
///
/// Usage is a ratio of two differences: how many of the ticks that passed between two samples
/// were busy. `guest` time is already counted in `user`, so it is not added again.
struct CPUTimes: Equatable, Sendable {
    /// Ticks running user code (`user` + `nice`).
    var user: UInt64
    /// Ticks running the kernel (`system` + `irq` + `softirq`).
    var system: UInt64
    /// Ticks idle or waiting for I/O (`idle` + `iowait`).
    var idle: UInt64
    /// Ticks stolen by the hypervisor.
    var steal: UInt64

    /// The ticks spent doing something.
    var busy: UInt64 { user + system + steal }
    /// Every tick counted.
    var total: UInt64 { busy + idle }

    /// The busy fraction (0…1) of the ticks that passed since `earlier`; the busy fraction
    /// since boot when `earlier` is `nil`. A counter that went backwards (a CPU taken offline
    /// and back) counts as no time passing: 0.
    func usage(since earlier: CPUTimes?) -> Double {
        let base = earlier ?? CPUTimes(user: 0, system: 0, idle: 0, steal: 0)
        guard total > base.total, busy >= base.busy else { return 0 }
        let fraction = Double(busy - base.busy) / Double(total - base.total)
        return min(1, max(0, fraction))
    }
}
