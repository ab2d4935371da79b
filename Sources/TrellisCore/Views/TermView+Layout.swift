// The layout cycle of a view: constraints update, layout, fitting sizes.

extension TermView {
    /// The direction leading and trailing follow for this view: its window's.
    public var effectiveLayoutDirection: LayoutDirection {
        window?.layoutDirection ?? .leftToRight
    }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        if let window {
            window.engine.updateConstraintsQueue.append(self)
            window.setNeedsFrame()
        }
    }

    /// Whether ``updateConstraints()`` is pending.
    public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

    /// Runs ``updateConstraints()`` now if it is pending.
    public func updateConstraintsIfNeeded() {
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        updateConstraints()
    }

    /// Asks for ``layoutSubviews()`` in the next layout pass, even if the frame does not change.
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        if let window {
            window.engine.layoutQueue.append(self)
            window.setNeedsFrame()
        }
    }

    /// The smallest size `systemLayoutSizeFitting(_:)` can return.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// A size larger than any terminal, to ask for the largest size a layout allows.
    public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size the view's own constraints (those installed on it and its descendants, and
    /// their content sizes) allow closest to `targetSize`, with the target held at
    /// ``LayoutPriority/fittingSizeLevel`` so every hugging and compression priority above it
    /// wins. Pass ``layoutFittingCompressedSize`` for the smallest size.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's own constraints allow closest to `targetSize`, holding the target
    /// at the given priority on each axis (`.required` fixes that axis to the target).
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> Size {
        FittingSizeSolver(root: self).size(
            fitting: targetSize, horizontalPriority: horizontalPriority,
            verticalPriority: verticalPriority)
    }
}
