// Layout margins and the margins guide, kept in a box that only views with other margins or
// with a margins guide allocate.

/// A view's layout margins and margins guide.
@MainActor
final class LayoutMarginsBox {
    var insets = TermView.defaultLayoutMargins
    var guide: LayoutGuide?
    var guideConstraints: [LayoutConstraint] = []
}

extension TermView {
    /// The margins a view has until they are set: one cell on the left and right.
    static let defaultLayoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)

    /// The margins box, made if there is none yet.
    func makeLayoutMarginsBox() -> LayoutMarginsBox {
        if let layoutMarginsBox { return layoutMarginsBox }
        let made = LayoutMarginsBox()
        layoutMarginsBox = made
        return made
    }

    /// The guide of ``layoutMarginsGuide``, once made.
    var marginsGuideStorage: LayoutGuide? {
        get { layoutMarginsBox?.guide }
        set {
            if newValue == nil && layoutMarginsBox == nil { return }
            makeLayoutMarginsBox().guide = newValue
        }
    }

    /// The constraints that hold the margins guide inside the view.
    var marginsGuideConstraints: [LayoutConstraint] {
        get { layoutMarginsBox?.guideConstraints ?? [] }
        set {
            if newValue.isEmpty && layoutMarginsBox == nil { return }
            makeLayoutMarginsBox().guideConstraints = newValue
        }
    }
}
