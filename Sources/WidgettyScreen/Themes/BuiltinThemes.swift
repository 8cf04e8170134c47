import WidgettyTerminal

/// The themes that come with Widgetty: the default (the terminal's own ANSI colours, a dark and
/// a light variant chosen by the terminal's background) and well-known palettes, each with its
/// published colour values.
public enum BuiltinThemes {
    /// The name `theme:` takes when none is written.
    public static let defaultName = "default"

    public static let all: [Theme] = [
        standard, solarizedDark, solarizedLight, gruvboxDark, gruvboxLight, nord, dracula, catppuccinMocha,
        catppuccinLatte, tokyoNight, tokyoNightDay,
    ]

    /// The built-in theme of this name (names are lower case; case is ignored).
    public static func named(_ name: String) -> Theme? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    private static func rgb(_ value: UInt32) -> TerminalColor {
        .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// The terminal's own colours, so the screen looks at home in any palette.
    public static let standard = Theme(
        name: defaultName, summary: "the terminal's own colours (dark or light, as its background)",
        palettes: [
            ThemePalette(
                appearance: .dark, border: .brightBlack, focusedBorder: .cyan, title: .default, accent: .cyan,
                secondary: .brightBlack, stale: .yellow, error: .red, graph: [.cyan, .green, .yellow, .magenta, .blue, .red]),
            ThemePalette(
                appearance: .light, border: .brightBlack, focusedBorder: .blue, title: .default, accent: .blue,
                secondary: .brightBlack, stale: .magenta, error: .red, graph: [.blue, .green, .magenta, .cyan, .red, .yellow]),
        ])

    // Solarized (Ethan Schoonover): base03…base3 and the eight accents.
    private static let solarized = (
        base03: rgb(0x002B36), base02: rgb(0x073642), base01: rgb(0x586E75), base00: rgb(0x657B83),
        base0: rgb(0x839496), base1: rgb(0x93A1A1), base2: rgb(0xEEE8D5), base3: rgb(0xFDF6E3),
        yellow: rgb(0xB58900), orange: rgb(0xCB4B16), red: rgb(0xDC322F), magenta: rgb(0xD33682),
        violet: rgb(0x6C71C4), blue: rgb(0x268BD2), cyan: rgb(0x2AA198), green: rgb(0x859900)
    )

    public static let solarizedDark = Theme(
        name: "solarized-dark", summary: "Solarized, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: solarized.base0, background: solarized.base03, border: solarized.base01,
                focusedBorder: solarized.blue, title: solarized.base1, accent: solarized.cyan, secondary: solarized.base01,
                stale: solarized.yellow, error: solarized.red,
                graph: [solarized.blue, solarized.green, solarized.yellow, solarized.magenta, solarized.cyan, solarized.orange])
        ])

    public static let solarizedLight = Theme(
        name: "solarized-light", summary: "Solarized, light",
        palettes: [
            ThemePalette(
                appearance: .light, foreground: solarized.base00, background: solarized.base3, border: solarized.base1,
                focusedBorder: solarized.blue, title: solarized.base01, accent: solarized.cyan, secondary: solarized.base1,
                stale: solarized.orange, error: solarized.red,
                graph: [solarized.blue, solarized.green, solarized.yellow, solarized.magenta, solarized.cyan, solarized.orange])
        ])

    public static let gruvboxDark = Theme(
        name: "gruvbox-dark", summary: "Gruvbox, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: rgb(0xEBDBB2), background: rgb(0x282828), border: rgb(0x665C54),
                focusedBorder: rgb(0xFABD2F), title: rgb(0xEBDBB2), accent: rgb(0x8EC07C), secondary: rgb(0xA89984),
                stale: rgb(0xFE8019), error: rgb(0xFB4934),
                graph: [rgb(0x83A598), rgb(0xB8BB26), rgb(0xFABD2F), rgb(0xD3869B), rgb(0x8EC07C), rgb(0xFE8019)])
        ])

    public static let gruvboxLight = Theme(
        name: "gruvbox-light", summary: "Gruvbox, light",
        palettes: [
            ThemePalette(
                appearance: .light, foreground: rgb(0x3C3836), background: rgb(0xFBF1C7), border: rgb(0xBDAE93),
                focusedBorder: rgb(0xB57614), title: rgb(0x3C3836), accent: rgb(0x427B58), secondary: rgb(0x7C6F64),
                stale: rgb(0xAF3A03), error: rgb(0x9D0006),
                graph: [rgb(0x076678), rgb(0x79740E), rgb(0xB57614), rgb(0x8F3F71), rgb(0x427B58), rgb(0xAF3A03)])
        ])

    // Nord (Arctic Ice Studio): nord0…nord15.
    public static let nord = Theme(
        name: "nord", summary: "Nord, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: rgb(0xD8DEE9), background: rgb(0x2E3440), border: rgb(0x4C566A),
                focusedBorder: rgb(0x88C0D0), title: rgb(0xECEFF4), accent: rgb(0x88C0D0), secondary: rgb(0x81A1C1),
                stale: rgb(0xEBCB8B), error: rgb(0xBF616A),
                graph: [rgb(0x88C0D0), rgb(0xA3BE8C), rgb(0xEBCB8B), rgb(0xB48EAD), rgb(0x5E81AC), rgb(0xD08770)])
        ])

    public static let dracula = Theme(
        name: "dracula", summary: "Dracula, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: rgb(0xF8F8F2), background: rgb(0x282A36), border: rgb(0x6272A4),
                focusedBorder: rgb(0xBD93F9), title: rgb(0xF8F8F2), accent: rgb(0xFF79C6), secondary: rgb(0x6272A4),
                stale: rgb(0xFFB86C), error: rgb(0xFF5555),
                graph: [rgb(0x8BE9FD), rgb(0x50FA7B), rgb(0xF1FA8C), rgb(0xBD93F9), rgb(0xFF79C6), rgb(0xFFB86C)])
        ])

    // Catppuccin: Mocha (dark) and Latte (light).
    public static let catppuccinMocha = Theme(
        name: "catppuccin-mocha", summary: "Catppuccin Mocha, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: rgb(0xCDD6F4), background: rgb(0x1E1E2E), border: rgb(0x45475A),
                focusedBorder: rgb(0xCBA6F7), title: rgb(0xCDD6F4), accent: rgb(0x89B4FA), secondary: rgb(0xA6ADC8),
                stale: rgb(0xF9E2AF), error: rgb(0xF38BA8),
                graph: [rgb(0x89B4FA), rgb(0xA6E3A1), rgb(0xF9E2AF), rgb(0xCBA6F7), rgb(0x94E2D5), rgb(0xFAB387)])
        ])

    public static let catppuccinLatte = Theme(
        name: "catppuccin-latte", summary: "Catppuccin Latte, light",
        palettes: [
            ThemePalette(
                appearance: .light, foreground: rgb(0x4C4F69), background: rgb(0xEFF1F5), border: rgb(0xBCC0CC),
                focusedBorder: rgb(0x8839EF), title: rgb(0x4C4F69), accent: rgb(0x1E66F5), secondary: rgb(0x6C6F85),
                stale: rgb(0xDF8E1D), error: rgb(0xD20F39),
                graph: [rgb(0x1E66F5), rgb(0x40A02B), rgb(0xDF8E1D), rgb(0x8839EF), rgb(0x179299), rgb(0xFE640B)])
        ])

    // Tokyo Night: Night (dark) and Day (light).
    public static let tokyoNight = Theme(
        name: "tokyo-night", summary: "Tokyo Night, dark",
        palettes: [
            ThemePalette(
                appearance: .dark, foreground: rgb(0xC0CAF5), background: rgb(0x1A1B26), border: rgb(0x414868),
                focusedBorder: rgb(0x7AA2F7), title: rgb(0xC0CAF5), accent: rgb(0x7DCFFF), secondary: rgb(0x565F89),
                stale: rgb(0xE0AF68), error: rgb(0xF7768E),
                graph: [rgb(0x7AA2F7), rgb(0x9ECE6A), rgb(0xE0AF68), rgb(0xBB9AF7), rgb(0x73DACA), rgb(0xFF9E64)])
        ])

    public static let tokyoNightDay = Theme(
        name: "tokyo-night-day", summary: "Tokyo Night Day, light",
        palettes: [
            ThemePalette(
                appearance: .light, foreground: rgb(0x3760BF), background: rgb(0xE1E2E7), border: rgb(0xA8AECB),
                focusedBorder: rgb(0x2E7DE9), title: rgb(0x3760BF), accent: rgb(0x007197), secondary: rgb(0x848CB5),
                stale: rgb(0x8C6C3E), error: rgb(0xF52A65),
                graph: [rgb(0x2E7DE9), rgb(0x587539), rgb(0x8C6C3E), rgb(0x9854F1), rgb(0x118C74), rgb(0xB15C00)])
        ])
}
