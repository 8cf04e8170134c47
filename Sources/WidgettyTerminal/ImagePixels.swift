/// Pictures in cells: each cell shows two pixels, one above the other, as the half block `▀`
/// whose foreground is the upper pixel and whose background is the lower one. A terminal cell is
/// about twice as tall as it is wide, so its two halves are two square pixels.
///
/// A transparent pixel leaves what is behind it: with only the upper pixel drawn the cell is
/// `▀` on the old cell's background, with only the lower one `▄` on it, with neither the old
/// cell stays. Such cells carry ``TextAttributes/imagePixels``, so that a terminal without
/// colour (`NO_COLOR`, a monochrome terminal), where `▀` would show as the same block
/// everywhere, draws a shade from ` ░▒▓█` by the two pixels' brightness instead
/// (``Cell/reduced(for:)``). With 256, 16 or 8 colours the pixels' colours are reduced as any
/// colour is, but never changed to keep text visible: they are a picture (``Cell/isPicture``).
public enum ImagePixels {
    public static let upperHalf = "▀"
    public static let lowerHalf = "▄"
    /// Darkest to brightest, for terminals without colour.
    static let shades = [" ", "░", "▒", "▓", "█"]

    /// The cell showing `upper` and `lower` (nil: transparent) over `behind`; nil when both
    /// are transparent and `behind` stays as it is.
    public static func cell(upper: TerminalColor?, lower: TerminalColor?, over behind: Cell) -> Cell? {
        var style = Style(attributes: .imagePixels)
        switch (upper, lower) {
        case (nil, nil):
            return nil
        case let (upper?, lower?):
            style.foreground = upper
            style.background = lower
            return Cell(upperHalf, style: style)
        case let (upper?, nil):
            style.foreground = upper
            style.background = behind.style.background
            return Cell(upperHalf, style: style)
        case let (nil, lower?):
            style.foreground = lower
            style.background = behind.style.background
            return Cell(lowerHalf, style: style)
        }
    }

    /// The shade a terminal without colour shows for an image cell: the mean brightness of its
    /// two halves, the drawn one (foreground) and the other (background; the terminal's default
    /// background counted as black).
    static func shade(of cell: Cell) -> Cell {
        let light = (luminance(cell.style.foreground) + luminance(cell.style.background)) / 2
        let index = min(shades.count - 1, max(0, Int(light * Double(shades.count))))
        var attributes = cell.style.attributes
        attributes.remove(.imagePixels)
        return Cell(shades[index], style: Style(attributes: attributes))
    }

    /// Relative luminance (Rec. 709 weights on the sRGB values), 0 for black to 1 for white.
    static func luminance(_ color: TerminalColor) -> Double {
        let rgb: (UInt8, UInt8, UInt8)
        switch color {
        case .default: return 0
        case .rgb(let r, let g, let b): rgb = (r, g, b)
        case .ansi(let n): rgb = TerminalColor.ansiRGB[Int(n % 16)]
        case .palette(let n): rgb = TerminalColor.paletteRGB(n)
        }
        return (0.2126 * Double(rgb.0) + 0.7152 * Double(rgb.1) + 0.0722 * Double(rgb.2)) / 255
    }
}
