import WidgettyHomeFile
import WidgettyScreen
import WidgettyTerminal
import WidgettyUI

/// How the screen looks now: the theme the home file names, the terminal's appearance (from its
/// answer to the background query, if any), and what follows from both — the styles of the
/// screen's parts and the environment widgets are drawn in. Made again only when the theme or
/// the appearance changes, never per frame.
struct ScreenLook {
    private(set) var theme: Theme
    private(set) var appearance: TerminalAppearance?
    /// The palette in use: the theme's for the terminal's appearance.
    private(set) var palette: ThemePalette
    private(set) var homeTheme: HomeTheme
    /// The appearance everything is drawn for: the theme's, when it has a background of its
    /// own, else the terminal's (unknown: the palette's).
    var scheme: TerminalAppearance { Self.scheme(palette, appearance) }
    /// What every widget's environment starts from: colour scheme, the theme's accent as tint,
    /// graph colours.
    private(set) var environment: EnvironmentValues

    init(theme: Theme, appearance: TerminalAppearance? = nil) {
        self.theme = theme
        self.appearance = appearance
        (palette, homeTheme, environment) = Self.derive(theme, appearance)
    }

    /// Takes another theme or appearance; true when anything drawn changes.
    mutating func update(theme: Theme? = nil, appearance: TerminalAppearance? = nil) -> Bool {
        let newTheme = theme ?? self.theme
        let newAppearance = appearance ?? self.appearance
        guard newTheme != self.theme || newAppearance != self.appearance else { return false }
        let (oldPalette, oldScheme) = (palette, environment.colorScheme)
        self = ScreenLook(theme: newTheme, appearance: newAppearance)
        return palette != oldPalette || environment.colorScheme != oldScheme
    }

    private static func derive(_ theme: Theme, _ appearance: TerminalAppearance?) -> (ThemePalette, HomeTheme, EnvironmentValues) {
        let palette = theme.palette(for: appearance)
        var environment = EnvironmentValues()
        environment.colorScheme = scheme(palette, appearance) == .light ? .light : .dark
        environment.tint = Color(terminal: palette.accent)
        environment.graphColors = palette.graph.map(Color.init(terminal:))
        return (palette, HomeTheme(palette: palette), environment)
    }

    /// A theme with a background of its own decides; otherwise the terminal's background does.
    private static func scheme(_ palette: ThemePalette, _ appearance: TerminalAppearance?) -> TerminalAppearance {
        palette.background == .default ? (appearance ?? palette.appearance) : palette.appearance
    }

    /// A widget's environment base: the theme's, with the widget's own tint when it has one.
    func environment(tint: TerminalColor?) -> EnvironmentValues {
        guard let tint else { return environment }
        var values = environment
        values.tint = Color(terminal: tint)
        return values
    }
}
