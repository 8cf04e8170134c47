/// A cell buffer as plain text with SGR escape sequences: how a frame is printed without a
/// full-screen terminal (`widgetty render --color`) and how tests look at colours.
public enum ANSIText {
    /// The buffer's rows joined by newlines. Style changes become SGR sequences for `depth`
    /// (monochrome keeps bold, dim, italic, underline, reverse and strikethrough, and draws
    /// pictures as shades; at any depth text stays visible: ``Cell/reduced(to:)``); each styled
    /// row ends with a reset. Cell text is sanitised again, so no escape sequence from data survives.
    public static func render(_ buffer: CellBuffer, colorDepth depth: ColorDepth) -> String {
        var out = ""
        for y in 0..<buffer.height {
            if y > 0 { out += "\n" }
            var current = Style.plain
            for x in 0..<buffer.width {
                let cell = buffer[x, y].reduced(to: depth)
                if cell.isContinuation { continue }
                let style = cell.style
                if style != current {
                    out += sgr(style)
                    current = style
                }
                out += TerminalText.sanitized(cell.text)
            }
            if current != .plain { out += "\u{1B}[0m" }
        }
        return out
    }

    /// The SGR sequence that sets exactly `style` (starting from a reset).
    public static func sgr(_ style: Style) -> String {
        var parameters = ["0"]
        let attributes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { parameters.append(code) }
        parameters += colorParameters(style.foreground, base: 30)
        parameters += colorParameters(style.background, base: 40)
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// SGR parameters for a colour; `base` is 30 for foreground, 40 for background.
    static func colorParameters(_ color: TerminalColor, base: Int) -> [String] {
        switch color {
        case .default: return []
        case .ansi(let n) where n % 16 < 8: return ["\(base + Int(n % 16))"]
        case .ansi(let n): return ["\(base + 60 + Int(n % 16) - 8)"]
        case .palette(let n): return ["\(base + 8)", "5", "\(n)"]
        case .rgb(let r, let g, let b): return ["\(base + 8)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }
}
