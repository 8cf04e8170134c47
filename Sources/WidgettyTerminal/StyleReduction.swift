/// Reducing a whole style to what a terminal shows, keeping text visible at every depth: the
/// one rule every backend goes through (through ``Cell/reduced(for:)``).
///
/// A foreground is *hidden* when it would look like what is behind it: too little contrast with
/// its background (the same colour once reduced, or black on the terminal's own dark
/// background, the usual 8-colour fate of grey). A hidden foreground on the terminal's own
/// background becomes the terminal's own foreground, dimmed (it was meant to recede); on a
/// colour, black or white, whichever reads. On 8 colours a bright colour the terminal lacks
/// becomes its normal colour in bold.
extension Style {
    /// This style as `target` shows text in it: `.default` colours made the target's, colours
    /// reduced to its depth, and a hidden foreground replaced.
    public func shown(on target: ColorTarget) -> Style {
        var style = themed(by: target)
        let intended = style.foreground
        style.foreground = intended.reduced(to: target.depth)
        style.background = style.background.reduced(to: target.depth)
        if target.depth == .ansi8, intended.isBrightOnSixteenColors { style.attributes.insert(.bold) }
        guard style.hidesText(on: target) else { return style }
        if style.background == .default {
            style.foreground = .default
            style.attributes.insert(.dim)
        } else {
            let white = Self.contrast(.white, style.background, on: target)
            let black = Self.contrast(.black, style.background, on: target)
            style.foreground = white >= black ? .white : .black
        }
        return style
    }

    /// This style with its `.default` colours replaced by the target's (a theme's text and
    /// background); what a backend does before reducing.
    func themed(by target: ColorTarget) -> Style {
        var style = self
        if style.foreground == .default { style.foreground = target.foreground }
        if style.background == .default { style.background = target.background }
        return style
    }

    /// Whether text in this style, as drawn (already reduced), cannot be told from its
    /// background on `target`: less contrast than ``minimumContrast`` and no clear difference
    /// in hue. Two `.default` colours are the terminal's own pair and always readable.
    public func hidesText(on target: ColorTarget) -> Bool {
        if foreground == .default, background == .default { return false }
        if foreground == background { return true }
        return Self.contrast(foreground, background, on: target) < Self.minimumContrast
            && Self.channelDistance(foreground, background, on: target) < Self.distinctHue
    }

    /// The least contrast ratio (WCAG's, 1 to 21) at which text still shows: below it, dark grey
    /// on black and colours a shade apart.
    static let minimumContrast = 1.3
    /// A difference this large in one channel (red, green or blue) is seen whatever the contrast.
    static let distinctHue = 96

    /// The contrast ratio of two colours as drawn on `target`, `.default` read as the
    /// terminal's own foreground or background.
    static func contrast(_ foreground: TerminalColor, _ background: TerminalColor, on target: ColorTarget) -> Double {
        let a = luminance(rgb(foreground, asForeground: true, on: target))
        let b = luminance(rgb(background, asForeground: false, on: target))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func channelDistance(_ foreground: TerminalColor, _ background: TerminalColor, on target: ColorTarget) -> Int {
        let a = rgb(foreground, asForeground: true, on: target), b = rgb(background, asForeground: false, on: target)
        return max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    /// A colour's RGB; the terminal's own colours as a dark terminal (light grey on black) or
    /// a light one (black on white) usually has them.
    static func rgb(_ color: TerminalColor, asForeground: Bool, on target: ColorTarget) -> (red: UInt8, green: UInt8, blue: UInt8) {
        if let rgb = color.approximateRGB { return rgb }
        let light = (target.appearance == .light) != asForeground
        return light ? (229, 229, 229) : (0, 0, 0)
    }

    /// Relative luminance (``TerminalAppearance/luminance(_:_:_:)``), from a table: every cell
    /// of a frame in a theme's colours is judged as it is drawn.
    static func luminance(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        TerminalAppearance.luminance(
            linear: linearChannel[Int(rgb.red)], linearChannel[Int(rgb.green)], linearChannel[Int(rgb.blue)])
    }

    /// Each 8-bit sRGB component as linear light.
    static let linearChannel: [Double] = (0...255).map { TerminalAppearance.linear(Double($0) / 255) }
}

extension TerminalColor {
    /// Whether 16 colours show this as a bright colour other than grey (ANSI 9–15), which 8
    /// colours show as its normal colour in bold.
    var isBrightOnSixteenColors: Bool {
        guard case .ansi(let n) = reduced(to: .ansi16) else { return false }
        return n > 8
    }
}
