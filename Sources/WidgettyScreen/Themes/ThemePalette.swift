import WidgettyTerminal

/// The colours of one theme for one appearance: what the home screen's parts are drawn in
/// (borders, the focused border, titles, secondary text, the stale and error markers), the
/// widgets' accent and graph colours, and the screen's text and background where the theme
/// paints its own. Attributes (bold, reverse) are not the palette's: they stay the same in every
/// theme, so focus shows without colour.
public struct ThemePalette: Hashable, Sendable {
    /// Whether the palette is for a light or a dark background (the widgets' `colorScheme`).
    public var appearance: TerminalAppearance
    /// The text and background the screen is painted with; `.default` keeps the terminal's own.
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var border: TerminalColor
    public var focusedBorder: TerminalColor
    public var title: TerminalColor
    /// The widgets' tint (bars, gauges, `.tint`, `.widgetAccentable()`), link hints and page dots.
    public var accent: TerminalColor
    /// Hints, descriptions and the status bar.
    public var secondary: TerminalColor
    public var stale: TerminalColor
    public var error: TerminalColor
    /// Colours for the series of a graph, in order (`@Environment(\.graphColors)`).
    public var graph: [TerminalColor]

    public init(
        appearance: TerminalAppearance, foreground: TerminalColor = .default, background: TerminalColor = .default,
        border: TerminalColor, focusedBorder: TerminalColor, title: TerminalColor, accent: TerminalColor,
        secondary: TerminalColor, stale: TerminalColor, error: TerminalColor, graph: [TerminalColor]
    ) {
        self.appearance = appearance
        self.foreground = foreground
        self.background = background
        self.border = border
        self.focusedBorder = focusedBorder
        self.title = title
        self.accent = accent
        self.secondary = secondary
        self.stale = stale
        self.error = error
        self.graph = graph
    }

    /// The roles a theme file may set, by their key, in the order `widgetty themes` shows them.
    public static var colorKeys: [(key: String, path: WritableKeyPath<ThemePalette, TerminalColor>)] {
        [
            ("foreground", \.foreground), ("background", \.background), ("border", \.border),
            ("focused-border", \.focusedBorder), ("title", \.title), ("accent", \.accent), ("secondary", \.secondary),
            ("stale", \.stale), ("error", \.error),
        ]
    }
}

/// A theme by name: one palette, or a dark and a light one of which the terminal's background
/// picks (the default theme).
public struct Theme: Hashable, Sendable {
    public var name: String
    /// One line saying what it is (`widgetty themes`).
    public var summary: String
    /// At least one palette; with one of each appearance, ``palette(for:)`` chooses.
    public var palettes: [ThemePalette]

    public init(name: String, summary: String, palettes: [ThemePalette]) {
        precondition(!palettes.isEmpty, "a theme has at least one palette")
        self.name = name
        self.summary = summary
        self.palettes = palettes
    }

    /// The palette for a terminal of this appearance (unknown: the first, dark for the default).
    public func palette(for appearance: TerminalAppearance?) -> ThemePalette {
        palettes.first { $0.appearance == appearance } ?? palettes[0]
    }

    /// Whether the terminal's background decides which palette is used.
    public var followsTerminal: Bool { Set(palettes.map(\.appearance)).count > 1 }
}
