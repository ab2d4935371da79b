extension Style: CustomStringConvertible {
    /// A compact description: the attributes, then `fg=` and `bg=` for colours other than the
    /// default (`bold fg=red bg=#202020`); `plain` for the plain style.
    public var description: String {
        var parts: [String] = []
        if !attributes.isEmpty { parts.append(attributes.description) }
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
