import WidgettyTerminal

/// The styles of the home screen's own parts. Every emphasis also has an attribute (bold,
/// reverse) so it stays visible with `NO_COLOR`.
public struct HomeTheme: Hashable, Sendable {
    public var border: Style
    public var focusedBorder: Style
    public var title: Style
    public var focusedTitle: Style
    public var warning: Style
    public var linkHint: Style
    public var statusBar: Style
    public var statusMessage: Style
    public var pageDot: Style

    public static let standard = HomeTheme(
        border: Style(foreground: .brightBlack),
        focusedBorder: Style(foreground: .cyan, attributes: .bold),
        title: Style(attributes: .bold),
        focusedTitle: Style(foreground: .cyan, attributes: [.bold, .reverse]),
        warning: Style(foreground: .yellow, attributes: .bold),
        linkHint: Style(foreground: .black, background: .yellow, attributes: [.bold, .reverse]),
        statusBar: Style(foreground: .brightBlack),
        statusMessage: Style(foreground: .yellow, attributes: .bold),
        pageDot: Style(attributes: .bold))
}
