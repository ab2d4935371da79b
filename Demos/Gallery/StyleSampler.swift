import Trellis

/// Words in different text styles, flowing onto as many rows as the width needs: the "Style"
/// box of the Text tab (text attributes and the theme's named styles).
@MainActor
final class StyleSampler: TermView {
    /// One sample: its text and how to style it with the current theme.
    struct Sample {
        let text: String
        let style: @MainActor (Theme) -> Style
    }

    /// The samples, in order.
    let samples: [Sample]
    /// The blank columns between samples on a row.
    static let gap = 2

    init(_ samples: [Sample]) {
        self.samples = samples
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Where each sample goes at `width`: its row and column.
    private func placements(width: Int) -> [Point] {
        var points: [Point] = []
        var position = Point.zero
        for sample in samples {
            let sampleWidth = DisplayWidth.of(sample.text)
            if position.x > 0, position.x + sampleWidth > width {
                position = Point(x: 0, y: position.y + 1)
            }
            points.append(position)
            position.x += sampleWidth + Self.gap
        }
        return points
    }

    /// All samples on one row.
    override var intrinsicContentSize: Size {
        let widths = samples.map { DisplayWidth.of($0.text) }
        return Size(width: widths.reduce(0, +) + Self.gap * max(0, samples.count - 1), height: 1)
    }

    /// The rows the samples flow onto at `width` (one row before the sampler has a width).
    override func heightForWidth(_ width: Int) -> Int? {
        guard width > 0 else { return 1 }
        return (placements(width: width).last?.y ?? 0) + 1
    }

    override func draw(in canvas: Canvas) {
        let theme = theme
        for (sample, point) in zip(samples, placements(width: bounds.width)) {
            canvas.draw(text: sample.text, at: point, style: sample.style(theme))
        }
    }
}
