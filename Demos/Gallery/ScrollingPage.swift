import Trellis

/// A tab's page whose content scrolls vertically when the terminal is too short for it.
///
/// The content is as wide as the page and at least as tall: when the terminal has room, the
/// content's flexible parts stretch to fill it; when it has not, the content keeps its natural
/// height and the page scrolls (wheel, indicator, or moving focus to a view out of sight). So a
/// short terminal never squashes a page's widgets into each other, and the page adds nothing to
/// the gallery's required minimum size.
@MainActor
class ScrollingPage: ScrollView {
    /// The view the page's widgets go in.
    let content = TermView()

    /// Creates an empty page; `name` becomes the identifiers of the page and its content.
    init(name: String) {
        super.init()
        identifier = "\(name).page"
        content.identifier = "\(name).content"
        // The page scrolls with the wheel, the indicator, or by focusing a view out of sight;
        // Tab moves between its widgets rather than stopping on the page itself.
        isFocusable = false
        showsHorizontalScrollIndicator = false
        addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        // As short as it can be, but never shorter than the page: its widgets' compression
        // resistance outranks this, so a content taller than the page scrolls.
        let fitsPage = content.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
        fitsPage.priority = LayoutPriority(rawValue: 200)
        LayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: contentLayoutGuide.leftAnchor),
            content.rightAnchor.constraint(equalTo: contentLayoutGuide.rightAnchor),
            content.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frameLayoutGuide.heightAnchor),
            fitsPage,
        ])
    }

    /// Keys from the widgets inside come here when they do not use them: the page scrolls
    /// with them (so a page taller than the terminal scrolls by keyboard), except Ctrl-Page Up
    /// and Ctrl-Page Down, which go on to the tab view to switch tabs.
    override func handle(_ key: KeyEvent) -> Bool {
        if key.modifiers.contains(.control), key.key == .pageUp || key.key == .pageDown { return false }
        return super.handle(key)
    }
}
