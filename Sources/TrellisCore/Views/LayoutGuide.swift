/// An invisible rectangle that takes part in layout, like `UILayoutGuide`: use it instead of an
/// empty spacer view to define a region or a gap.
///
/// A guide has the same anchors as a view and belongs to an owning view; constraints on it are
/// installed as if it were its owning view.
///
/// ```swift
/// let gap = LayoutGuide()
/// container.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 3),
/// ])
/// ```
@MainActor
public final class LayoutGuide: LayoutItem {
    /// The view that owns the guide, set by ``TermView/addLayoutGuide(_:)``.
    public var owningView: TermView? { owningViewStorage }

    /// Cleared by the owning view when it removes the guide or is deallocated.
    ///
    /// Unsafe, and safe by construction: the guide is in its owning view's `layoutGuides`
    /// exactly while this points at the view (`addLayoutGuide` sets both, `removeLayoutGuide`
    /// clears both), and the view's deinit clears it for every guide in that array before its
    /// memory goes. Views are main-actor objects with isolated deinits, so no read can run
    /// between the view's last release and that store. (Weak would give the owning view a side
    /// table, which slows every retain of it; see docs/LIFETIMES.md.)
    unowned(unsafe) var owningViewStorage: TermView?

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: Rect = .zero

    /// Creates a guide; add it to a view with ``TermView/addLayoutGuide(_:)``.
    public override init() {
        super.init()
    }

    override var hostView: TermView? { owningView }
}

extension TermView {
    /// Adds a layout guide to this view; the view becomes its owning view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningViewStorage = self
        layoutGuides.append(guide)
        window?.engine.flatTree.insert(guide)
        window?.engine.addNonNegativeSize(of: guide)
    }

    /// Removes a layout guide from this view, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self,
            let index = layoutGuides.firstIndex(ofIdentical: guide)
        else { return }
        for constraint in guide.referencingConstraints {
            constraint.installedView?.removeConstraint(constraint)
        }
        layoutGuides.remove(at: index)
        guide.owningViewStorage = nil
        window?.engine.removeNonNegativeSize(of: guide)
        window?.engine.flatTree.remove(guide)
        if marginsGuideStorage === guide {
            marginsGuideStorage = nil
            marginsGuideConstraints = []
        }
    }

    /// A guide inset from the view's edges by ``layoutMargins``; content placed against it
    /// keeps clear of the margins.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor).isActive = true
    /// ```
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = LayoutGuide()
        guide.identifier = "\(displayName).margins"
        addLayoutGuide(guide)
        marginsGuideStorage = guide
        let location = CodeLocation(fileID: #fileID, line: #line)
        func pin(_ guideTerm: AnchorTerm, _ viewAttribute: LayoutAttribute) -> LayoutConstraint {
            LayoutConstraint(
                first: AnchorTerms(first: guideTerm), relation: .equal,
                second: AnchorTerms(first: AnchorTerm(item: self, attribute: viewAttribute, coefficient: 1)),
                multiplier: 1, constant: 0, location: location, origin: .margins)
        }
        marginsGuideConstraints = [
            pin(AnchorTerm(item: guide, attribute: .left, coefficient: 1), .left),
            pin(AnchorTerm(item: guide, attribute: .top, coefficient: 1), .top),
            pin(AnchorTerm(item: guide, attribute: .right, coefficient: 1), .right),
            pin(AnchorTerm(item: guide, attribute: .bottom, coefficient: 1), .bottom),
        ]
        updateMarginsGuideConstants()
        addConstraints(marginsGuideConstraints)
        return guide
    }

    /// Applies ``layoutMargins`` to the margins guide's constraints.
    func updateMarginsGuideConstants() {
        guard marginsGuideConstraints.count == 4 else { return }
        marginsGuideConstraints[0].constant = layoutMargins.left
        marginsGuideConstraints[1].constant = layoutMargins.top
        marginsGuideConstraints[2].constant = -layoutMargins.right
        marginsGuideConstraints[3].constant = -layoutMargins.bottom
    }
}
