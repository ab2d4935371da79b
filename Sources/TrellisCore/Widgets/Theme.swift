/// The colours and attributes widgets draw with, so an app restyles every widget in one place.
///
/// A view uses the theme of the nearest ancestor that sets ``TermView/themeOverride`` (setting
/// ``TermView/theme`` sets it):
///
/// ```swift
/// app.window.theme = .monochrome
/// sidebar.themeOverride = Theme.default.with { $0.background = Style(background: .indexed(236)) }
/// ```
public struct Theme: Hashable, Sendable {
    /// The window's background and default text.
    public var background: Style
    /// Ordinary text.
    public var text: Style
    /// Less important text: hints, placeholders, disabled items.
    public var secondaryText: Style
    /// Titles of boxes, tabs and dialogs.
    public var title: Style
    /// The colour that marks what is active or focused.
    public var accent: Color
    /// Borders and separators.
    public var border: Style
    /// The border of the focused widget (or the one containing it).
    public var focusedBorder: Style
    /// A button at rest.
    public var button: Style
    /// The focused button.
    public var focusedButton: Style
    /// A button while pressed.
    public var pressedButton: Style
    /// An editable field at rest.
    public var field: Style
    /// The focused editable field.
    public var focusedField: Style
    /// Selected rows and items while the list has focus.
    public var selection: Style
    /// Selected rows and items while the list does not have focus.
    public var inactiveSelection: Style
    /// Table and list headers.
    public var header: Style
    /// The filled part of progress bars and gauges.
    public var progressFill: Style
    /// The empty part of progress bars and gauges.
    public var progressTrack: Style
    /// The colours of a chart's series and bars, used in turn.
    public var chartSeries: [Style]
    /// The status bar's background and text.
    public var statusBar: Style
    /// Key names in the status bar's hints.
    public var statusKey: Style
    /// Scroll indicators (the thumb).
    public var scrollIndicator: Style
    /// Errors.
    public var error: Style
    /// Warnings.
    public var warning: Style
    /// Success.
    public var success: Style
    /// The debugger overlay's frame outlines.
    public var debugOutline: Style
    /// The debugger overlay's broken (conflicting) constraints.
    public var debugBroken: Style
    /// The debugger overlay's ambiguous views.
    public var debugAmbiguous: Style

    /// A dark theme on the terminal's default background, with a blue accent.
    public static let `default` = Theme(
        background: .plain,
        text: .plain,
        secondaryText: Style(foreground: .brightBlack),
        title: Style(attributes: .bold),
        accent: .brightBlue,
        border: Style(foreground: .brightBlack),
        focusedBorder: Style(foreground: .brightBlue),
        button: Style(foreground: .white, background: .indexed(238)),
        focusedButton: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        pressedButton: Style(foreground: .black, background: .brightBlue, attributes: .bold),
        field: Style(background: .indexed(236)),
        focusedField: Style(foreground: .brightWhite, background: .indexed(238)),
        selection: Style(foreground: .brightWhite, background: .blue),
        inactiveSelection: Style(background: .indexed(238)),
        header: Style(attributes: [.bold, .underline]),
        progressFill: Style(foreground: .brightBlue),
        progressTrack: Style(foreground: .indexed(238)),
        chartSeries: [
            Style(foreground: .brightBlue), Style(foreground: .brightGreen), Style(foreground: .brightYellow),
            Style(foreground: .brightMagenta), Style(foreground: .brightCyan),
        ],
        statusBar: Style(foreground: .white, background: .indexed(236)),
        statusKey: Style(foreground: .brightYellow, background: .indexed(236), attributes: .bold),
        scrollIndicator: Style(foreground: .brightBlack),
        error: Style(foreground: .brightRed, attributes: .bold),
        warning: Style(foreground: .yellow),
        success: Style(foreground: .green),
        debugOutline: Style(foreground: .magenta),
        debugBroken: Style(foreground: .brightWhite, background: .red, attributes: .bold),
        debugAmbiguous: Style(foreground: .black, background: .yellow))

    /// Attributes only, no colours: for terminals without colour and for golden tests that
    /// should not depend on colours.
    public static let monochrome = Theme(
        background: .plain,
        text: .plain,
        secondaryText: Style(attributes: .dim),
        title: Style(attributes: .bold),
        accent: .default,
        border: .plain,
        focusedBorder: Style(attributes: .bold),
        button: .plain,
        focusedButton: Style(attributes: .reverse),
        pressedButton: Style(attributes: [.reverse, .bold]),
        field: Style(attributes: .underline),
        focusedField: Style(attributes: [.underline, .bold]),
        selection: Style(attributes: .reverse),
        inactiveSelection: Style(attributes: .underline),
        header: Style(attributes: [.bold, .underline]),
        progressFill: .plain,
        progressTrack: Style(attributes: .dim),
        chartSeries: [.plain],
        statusBar: Style(attributes: .reverse),
        statusKey: Style(attributes: [.reverse, .bold]),
        scrollIndicator: .plain,
        error: Style(attributes: .bold),
        warning: Style(attributes: .underline),
        success: .plain,
        debugOutline: Style(attributes: .dim),
        debugBroken: Style(attributes: [.reverse, .bold]),
        debugAmbiguous: Style(attributes: .reverse))

    /// A copy of the theme changed by `change`.
    public func with(_ change: (inout Theme) -> Void) -> Theme {
        var copy = self
        change(&copy)
        return copy
    }
}
