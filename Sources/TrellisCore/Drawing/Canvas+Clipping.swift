extension Canvas {
    /// This canvas with its visible part narrowed to `rect` (in this canvas's coordinates); the
    /// origin and size stay, so drawing code is unchanged. The renderer uses it to repaint only
    /// the damaged part of the screen.
    ///
    /// - Parameter rect: The part that may still be written.
    /// - Returns: The narrowed canvas, sharing this canvas's buffer.
    public func clipped(to rect: Rect) -> Canvas {
        Canvas(
            buffer: buffer, origin: origin, size: size,
            clip: clip.intersection(rect.offsetBy(dx: origin.x, dy: origin.y)), backdrop: backdrop)
    }
}
