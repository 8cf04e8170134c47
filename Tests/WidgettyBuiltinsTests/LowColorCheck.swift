import WidgettyScreen
import WidgettyTerminal

/// The check of #35 (every colour has a fallback): a frame as a terminal of few colours, or none,
/// draws it, with every glyph that would not be seen. Written apart from the reduction it checks,
/// by the plain rule: a visible glyph (not a blank, unless reversed, and not a picture's pixels)
/// must not be drawn in its background's colour, nor in black on the terminal's own dark
/// background (white on a light one).
enum LowColorCheck {
    /// The depths checked: 8 and 16 colours, and none (`NO_COLOR`).
    static let depths: [ColorDepth] = [.ansi8, .ansi16, .monochrome]

    /// Every palette of every built-in theme, named, with what its `.default` colours stand for
    /// on a terminal of `depth`.
    static func targets(depth: ColorDepth) -> [(name: String, palette: ThemePalette, target: ColorTarget)] {
        BuiltinThemes.all.flatMap { theme in
            theme.palettes.map { palette in
                ("\(theme.name) \(palette.appearance.rawValue)", palette,
                 ColorTarget(depth: depth, foreground: palette.foreground, background: palette.background,
                             appearance: palette.appearance))
            }
        }
    }

    /// The glyphs of `frame` that `target` would not show, with where they are and why.
    static func invisible(in frame: CellBuffer, on target: ColorTarget) -> [String] {
        var found: [String] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation, !cell.isPicture else { continue }
                let drawn = cell.reduced(for: target)
                let blank = cell.text.allSatisfy { $0 == " " }
                guard !blank || drawn.style.attributes.contains(.reverse) else { continue }
                if let reason = reason(drawn.style, on: target) {
                    found.append("'\(cell.text)' at \(x),\(y): \(reason) (\(cell.style))")
                }
            }
        }
        return found
    }

    /// Why text in `style` (as drawn) is not seen, or nil.
    static func reason(_ style: Style, on target: ColorTarget) -> String? {
        if style.foreground != .default, style.foreground == style.background { return "in its background's colour" }
        guard style.background == .default, let rgb = style.foreground.approximateRGB else { return nil }
        let channels = [rgb.red, rgb.green, rgb.blue]
        switch target.appearance {
        case .dark where channels.allSatisfy({ $0 < 48 }): return "black on the terminal's dark background"
        case .light where channels.allSatisfy({ $0 > 215 }): return "white on the terminal's light background"
        default: return nil
        }
    }
}
