/// How the dashboard writes numbers: short, fixed-width-friendly, locale-free.
enum DashboardFormat {
    /// A byte count in binary units with at most one decimal: `512B`, `980K`, `1.2G`, `12G`.
    static func bytes(_ count: UInt64) -> String {
        let units = ["B", "K", "M", "G", "T", "P"]
        var value = Double(count)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(count)B" }
        if value < 9.95 { return oneDecimal(value) + units[unit] }
        return "\(Int(value.rounded()))" + units[unit]
    }

    /// A percentage with one decimal (`0.0`, `12.5`, `250.0`); negative and NaN show as `0.0`.
    static func percent(_ value: Double) -> String {
        oneDecimal(value.isNaN ? 0 : max(0, value))
    }

    /// A time since boot: `3d 04:12`, or `04:12:55` under a day.
    static func uptime(_ seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds)) : 0
        let days = total / 86_400
        let hours = total / 3600 % 24
        let minutes = total / 60 % 60
        if days > 0 { return "\(days)d \(twoDigits(hours)):\(twoDigits(minutes))" }
        return "\(twoDigits(hours)):\(twoDigits(minutes)):\(twoDigits(total % 60))"
    }

    /// A load average with two decimals: `0.52`.
    static func load(_ value: Double) -> String {
        let hundredths = Int((max(0, value.isFinite ? value : 0) * 100).rounded())
        return "\(hundredths / 100).\(twoDigits(hundredths % 100))"
    }

    /// `value` with one decimal, rounded half up.
    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `n` with a leading zero below 10.
    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
