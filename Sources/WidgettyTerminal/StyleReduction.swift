/// Reducing a whole style to a terminal's colour depth so that text stays visible: a foreground
/// that would come out as the background, or black on the terminal's default background (the
/// usual 8-colour fate of grey), is shown as the default foreground instead (dimmed when it was
/// a dark or grey colour), or as black or white against a coloured background.
extension Style {
    /// This style as a terminal of `depth` shows it. Bright colours on an 8-colour terminal
    /// become their normal colour in bold. A foreground deliberately equal to the background
    /// (a block of colour) is left alone.
    public func reduced(to depth: ColorDepth) -> Style {
        var style = self
        style.foreground = foreground.reduced(to: depth)
        style.background = background.reduced(to: depth)
        if depth == .ansi8, case .ansi(let n) = foreground.reduced(to: .ansi16), n > 8 {
            style.attributes.insert(.bold)
        }
        guard foreground != background, !attributes.contains(.imagePixels), Self.hides(style.foreground, on: style.background) else { return style }
        if style.background == .default {
            style.foreground = .default
            if foreground.isDark { style.attributes.insert(.dim) }
        } else {
            let contrast = style.background.isDark ? TerminalColor.white : .black
            style.foreground = contrast.reduced(to: depth)
        }
        return style
    }

    /// This style with its `.default` colours replaced by a theme's text and background colours
    /// (what a backend does before reducing, ``TerminalBackend/setDefaultColors(foreground:background:)``).
    public func themed(foreground text: TerminalColor, background: TerminalColor) -> Style {
        var style = self
        if style.foreground == .default { style.foreground = text }
        if style.background == .default { style.background = background }
        return style
    }

    /// Whether text in `foreground` cannot be read on `background`: the same colour, or black
    /// on the terminal's default background (black, as most terminals have it).
    static func hides(_ foreground: TerminalColor, on background: TerminalColor) -> Bool {
        guard foreground != .default else { return false }
        if foreground == background { return true }
        return background == .default && foreground.isBlack
    }

    /// Whether this style's text would be invisible: what tests look for after ``reduced(to:)``.
    public var hidesText: Bool { Self.hides(foreground, on: background) }
}

extension TerminalColor {
    /// Black in any form: ANSI 0, palette 16, the darkest greys and near-black RGB.
    var isBlack: Bool {
        guard let rgb = approximateRGB else { return false }
        return Int(rgb.red) + Int(rgb.green) + Int(rgb.blue) < 3 * 30
    }

    /// Dark enough that white reads better on it, or grey meant to be quiet text.
    var isDark: Bool {
        guard let rgb = approximateRGB else { return false }
        return 0.2126 * Double(rgb.red) + 0.7152 * Double(rgb.green) + 0.0722 * Double(rgb.blue) < 140
    }
}
