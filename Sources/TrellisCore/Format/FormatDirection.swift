/// How a horizontal Visual Format piece maps its order onto the screen.
public enum FormatDirection: Hashable, Sendable {
    /// The first view is at the leading side; constraints use `leading`/`trailing`.
    case leadingToTrailing
    /// The first view is at the left; constraints use `left`/`right`.
    case leftToRight
    /// The first view is at the right; constraints use `right`/`left`.
    case rightToLeft
}
