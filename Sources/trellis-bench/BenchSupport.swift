// Shared helpers for the benchmark subcommands: a monotonic clock, the number formats of
// Benchmarks/peers/kiwi_ref.py, RESULT lines (and their JSON form), checksums and peak memory.

import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nanoseconds on the monotonic clock.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

extension String {
    /// The string padded with spaces on the right to `length` (never truncated).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

/// `value` with `digits` decimals (like Python's `f"{value:.{digits}f}"`).
func fixed(_ value: Double, _ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = buffer.withUnsafeMutableBufferPointer { pointer in
        withVaList([value]) { vsnprintf(pointer.baseAddress, 64, "%.\(digits)f", $0) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `value` in C's `%.1e` form (like Python's `f"{value:.1e}"`).
func scientific(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = buffer.withUnsafeMutableBufferPointer { pointer in
        withVaList([value]) { vsnprintf(pointer.baseAddress, 64, "%.1e", $0) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// kiwi_ref.py's duration format: ns, us, ms or s with 1 or 3 decimals.
func formatDuration(_ nanoseconds: Double) -> String {
    let seconds = nanoseconds / 1e9
    if seconds < 1e-6 { return fixed(seconds * 1e9, 1) + " ns" }
    if seconds < 1e-3 { return fixed(seconds * 1e6, 3) + " us" }
    if seconds < 1 { return fixed(seconds * 1e3, 3) + " ms" }
    return fixed(seconds, 3) + " s"
}

/// The median of sorted values (mean of the middle two for an even count).
func median(_ sorted: [Double]) -> Double {
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A number as Python's `json.dumps` would print it: integers without a fraction.
func jsonNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// Prints a RESULT line like kiwi_ref.py (and its JSON object first when `json` is set).
func report(_ name: String, _ samples: [Double], extra: String = "", json: Bool) {
    let sorted = samples.sorted()
    let middle = median(sorted)
    if json {
        print(
            "{\"workload\": \"\(name)\", \"median_ns\": \(jsonNumber(middle)), \"min_ns\": "
                + "\(jsonNumber(sorted[0])), \"max_ns\": \(jsonNumber(sorted[sorted.count - 1])), "
                + "\"n\": \(sorted.count)}")
    }
    print(
        "RESULT \(name.padding(toLength: 34)) median \(formatDuration(middle).padding(toLength: 12)) "
            + "min \(formatDuration(sorted[0]).padding(toLength: 12)) "
            + "max \(formatDuration(sorted[sorted.count - 1]).padding(toLength: 12)) "
            + "n=\(sorted.count) \(extra)")
    fflush(nil)
}

/// Σ round(value · 10⁶) (half to even, as Python's `round`) as an exact integer.
func checksum(_ variables: [Variable]) -> Int64 {
    var sum: Int64 = 0
    for variable in variables { sum += Int64((variable.value * 1e6).rounded(.toNearestOrEven)) }
    return sum
}

/// A checksum printed as value/10⁶ with 6 decimals.
func formatChecksum(_ checksum: Int64) -> String {
    let sign = checksum < 0 ? "-" : ""
    let magnitude = checksum.magnitude
    let fraction = String(magnitude % 1_000_000)
    return sign + String(magnitude / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count)
        + fraction
}

/// The peak resident set size of this process in kilobytes (`ru_maxrss` is in kilobytes on
/// Linux, in bytes on Darwin).
func peakResidentKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
    #endif
}
