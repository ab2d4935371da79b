/// Memory and swap, in bytes, from /proc/meminfo.
struct MemoryInfo: Equatable, Sendable {
    /// Installed memory the kernel can use (`MemTotal`).
    var total: UInt64
    /// Memory available to new programs without swapping (`MemAvailable`, or free + buffers +
    /// cached on kernels before 3.14).
    var available: UInt64
    /// Swap space (`SwapTotal`); 0 when there is none.
    var swapTotal: UInt64
    /// Unused swap space (`SwapFree`).
    var swapFree: UInt64

    /// Memory in use: what is not available.
    var used: UInt64 { total > available ? total - available : 0 }
    /// Swap in use.
    var swapUsed: UInt64 { swapTotal > swapFree ? swapTotal - swapFree : 0 }
    /// The used fraction of memory (0…1); 0 without memory.
    var usedFraction: Double { total == 0 ? 0 : Double(used) / Double(total) }
    /// The used fraction of swap (0…1); 0 without swap.
    var swapUsedFraction: Double { swapTotal == 0 ? 0 : Double(swapUsed) / Double(swapTotal) }
}
