// Intrinsic content size, content hugging and compression resistance.

extension TermView {

    /// Tells the engine that ``intrinsicContentSize`` (or a baseline offset) changed.
    public func invalidateIntrinsicContentSize() {
        generated.heightForWidthInput = nil
        window?.engine.setNeedsSync(self)
        window?.engine.baselinesDidChange(of: self)
        superview?.subviewDidInvalidateIntrinsicContentSize(self)
    }

    /// How strongly the view resists growing larger than its intrinsic size on `axis`
    /// (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }

    /// Sets how strongly the view resists growing larger than its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentHugging.horizontal = priority
        } else {
            contentHugging.vertical = priority
        }
        window?.engine.setNeedsSync(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
        window?.engine.setNeedsSync(self)
    }
}
