extension Substring {
    /// The text of any `StringProtocol` value as a `Substring`, without copying a `String` or a
    /// `Substring` (the standard library's only conformers).
    ///
    /// Text APIs take `some StringProtocol` through small `@inlinable` wrappers that call this
    /// and then one non-generic implementation: specialized in the caller's module, the wrapper
    /// costs nothing, whereas a generic implementation called across modules would go through
    /// witness tables for every character.
    @inlinable
    init(viewing text: some StringProtocol) {
        if let string = text as? String {
            self = string[...]
        } else if let substring = text as? Substring {
            self = substring
        } else {
            self = String(text)[...]
        }
    }
}
