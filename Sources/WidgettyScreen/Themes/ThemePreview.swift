import WidgettyTerminal

/// One line showing a palette's parts side by side, as `widgetty themes` prints it: a border
/// with its title, the focused border, the accent, a graph, the stale and error markers and
/// secondary text, on the theme's background.
public enum ThemePreview {
    public static func line(_ palette: ThemePalette) -> CellBuffer {
        let theme = HomeTheme(palette: palette)
        let parts: [(String, Style)] = [
            ("─", theme.border), (" Title ", theme.title), ("─ ", theme.border),
            ("━", theme.focusedBorder), (" Focus ", theme.focusedTitle), ("━ ", theme.focusedBorder),
            ("accent", Style(foreground: palette.accent, attributes: .bold)), (" ", Style()),
        ]
        let graph = palette.graph.enumerated().map { index, color in
            (String(BarGlyphs.rising[index % BarGlyphs.rising.count]), Style(foreground: color))
        }
        let tail: [(String, Style)] = [
            (" ", Style()), ("! stale", theme.warning), (" ", Style()), ("✗ error", theme.error), (" ", Style()),
            ("secondary", theme.secondary), ("  text", Style()),
        ]
        let all = parts + graph + tail
        var buffer = CellBuffer(size: Size(width: all.reduce(0) { $0 + TerminalText.width(of: $1.0) }, height: 1))
        var x = 0
        for (text, style) in all {
            var painted = style
            if painted.foreground == .default { painted.foreground = palette.foreground }
            if painted.background == .default { painted.background = palette.background }
            x += buffer.write(text, at: Point(x: x, y: 0), style: painted)
        }
        return buffer
    }

    private enum BarGlyphs {
        static let rising = Array("▂▄▆█▅▃")
    }
}
