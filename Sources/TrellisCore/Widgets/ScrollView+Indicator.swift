extension ScrollView {
    /// A scroll indicator: a one-cell track along the right or bottom edge with a thumb whose
    /// length and position show the visible part of the content. It draws only the thumb, so
    /// the content shows through the rest of the track.
    ///
    /// A click on the track pages towards it; dragging the thumb scrolls.
    final class Indicator: TermView {
        let axis: LayoutAxis
        /// The scroll view it belongs to: its superview (so it never outlives it).
        var scrollView: ScrollView? { superview as? ScrollView }
        /// While the thumb is dragged: where in the thumb it was grabbed.
        private var grabOffset: Int?

        init(axis: LayoutAxis) {
            self.axis = axis
            super.init()
            identifier = axis == .vertical ? "ScrollView.verticalIndicator" : "ScrollView.horizontalIndicator"
        }

        /// The cells of the track: the indicator's length without the corner both indicators
        /// share when both show.
        var trackLength: Int {
            guard let scrollView else { return 0 }
            let other = axis == .vertical ? scrollView.horizontalIndicator : scrollView.verticalIndicator
            let length = axis == .vertical ? bounds.height : bounds.width
            return other.isHidden ? length : max(0, length - 1)
        }

        /// The thumb's first cell and length along the track.
        var thumb: (start: Int, length: Int) {
            guard let scrollView else { return (0, 0) }
            let track = trackLength
            let visible = axis == .vertical ? scrollView.bounds.height : scrollView.bounds.width
            let content = axis == .vertical ? scrollView.contentSize.height : scrollView.contentSize.width
            let offset = axis == .vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
            guard track > 0, content > visible, visible > 0 else { return (0, track) }
            let length = min(track, max(1, (track * visible + content / 2) / content))
            let maximum = content - visible
            let start = ((track - length) * offset + maximum / 2) / maximum
            return (min(start, track - length), length)
        }

        override func draw(in canvas: Canvas) {
            let (start, length) = thumb
            let style = theme.scrollIndicator
            for index in start..<(start + length) {
                let position = axis == .vertical ? Point(x: 0, y: index) : Point(x: index, y: 0)
                canvas.put(axis == .vertical ? "┃" : "━", at: position, style: style)
            }
        }

        override func handle(_ mouse: MouseEvent) -> Bool {
            guard let scrollView else { return false }
            let along = axis == .vertical ? mouse.position.y : mouse.position.x
            let (start, length) = thumb
            switch mouse.kind {
            case .press(.left):
                if along >= start, along < start + length {
                    grabOffset = along - start
                } else if along < trackLength {
                    scrollView.scrollByPage(axis: axis, forward: along >= start + length)
                }
                return true
            case .drag(.left):
                guard let grabOffset else { return true }
                scrollView.moveThumb(
                    axis: axis, toStart: along - grabOffset, thumbLength: length, track: trackLength)
                return true
            case .release(.left):
                grabOffset = nil
                return true
            default:
                return false
            }
        }
    }

    /// Scrolls so that the thumb of an indicator starts at `start`.
    func moveThumb(axis: LayoutAxis, toStart start: Int, thumbLength: Int, track: Int) {
        let free = track - thumbLength
        guard free > 0 else { return }
        let maximum = axis == .vertical ? maximumContentOffset.y : maximumContentOffset.x
        let clampedStart = max(0, min(start, free))
        let value = (clampedStart * maximum + free / 2) / free
        var offset = contentOffset
        if axis == .vertical { offset.y = value } else { offset.x = value }
        setContentOffset(offset)
    }
}
