import WidgettyTerminal

/// The styles of the home screen's own parts, made once from a theme's palette. Every emphasis
/// also has an attribute (bold, reverse) so it stays visible with `NO_COLOR`.
public struct HomeTheme: Hashable, Sendable {
    /// The colours the styles were made from (the widgets' accent, graph colours and appearance).
    public let palette: ThemePalette
    public var border: Style
    public var focusedBorder: Style
    public var title: Style
    public var focusedTitle: Style
    /// The stale marker and its line; also transient status messages.
    public var warning: Style
    /// The failed marker and the reason a widget cannot be shown.
    public var error: Style
    public var linkHint: Style
    /// Hints, descriptions and other text that recedes.
    public var secondary: Style
    public var statusBar: Style
    public var statusMessage: Style
    public var pageDot: Style

    public init(palette: ThemePalette) {
        self.palette = palette
        border = Style(foreground: palette.border)
        focusedBorder = Style(foreground: palette.focusedBorder, attributes: .bold)
        title = Style(foreground: palette.title, attributes: .bold)
        focusedTitle = Style(foreground: palette.focusedBorder, attributes: [.bold, .reverse])
        warning = Style(foreground: palette.stale, attributes: .bold)
        error = Style(foreground: palette.error, attributes: .bold)
        linkHint = Style(foreground: palette.accent, attributes: [.bold, .reverse])
        secondary = Style(foreground: palette.secondary, attributes: palette.secondary == .default ? .dim : [])
        statusBar = secondary
        statusMessage = warning
        pageDot = Style(foreground: palette.accent, attributes: .bold)
    }

    /// The default theme's dark variant: what is drawn before any theme is chosen.
    public static let standard = HomeTheme(palette: BuiltinThemes.standard.palette(for: .dark))
}
