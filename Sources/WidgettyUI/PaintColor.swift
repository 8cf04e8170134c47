import WidgettyTerminal

/// A colour as paint mixes it: red, green and blue from 0 to 255, and an opacity from 0
/// (clear) to 1 (opaque).
struct PaintColor: Hashable, Sendable {
    var red: Double, green: Double, blue: Double
    var opacity: Double

    init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = min(max(opacity, 0), 1)
    }

    /// A terminal colour as xterm defines it; nil for the terminal's default, which has no known value.
    init?(_ color: TerminalColor, opacity: Double = 1) {
        guard let rgb = color.approximateRGB else { return nil }
        self.init(red: Double(rgb.red), green: Double(rgb.green), blue: Double(rgb.blue), opacity: opacity)
    }

    static let clear = PaintColor(red: 0, green: 0, blue: 0, opacity: 0)
    static let black = PaintColor(red: 0, green: 0, blue: 0)
    static let white = PaintColor(red: 255, green: 255, blue: 255)

    /// The colour a fraction `t` (0…1) of the way from `a` to `b`. Opacity is mixed
    /// premultiplied, as SwiftUI does, so a fade to `.clear` keeps its hue as it thins.
    static func mix(_ a: PaintColor, _ b: PaintColor, at t: Double) -> PaintColor {
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard opacity > 0 else { return .clear }
        func channel(_ x: Double, _ y: Double) -> Double {
            (x * a.opacity + (y * b.opacity - x * a.opacity) * t) / opacity
        }
        return PaintColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                          opacity: opacity)
    }

    /// This colour seen over an opaque colour `behind`: the two blended by this one's opacity.
    func over(_ behind: PaintColor) -> PaintColor {
        func channel(_ x: Double, _ y: Double) -> Double { x * opacity + y * (1 - opacity) }
        return PaintColor(red: channel(red, behind.red), green: channel(green, behind.green), blue: channel(blue, behind.blue))
    }

    /// This colour with a fraction of white mixed in (its opacity kept).
    func lightened(by fraction: Double) -> PaintColor {
        var white = PaintColor.white
        white.opacity = opacity
        var mixed = PaintColor.mix(self, white, at: fraction)
        mixed.opacity = opacity
        return mixed
    }

    /// Opaque to within what 8-bit channels can show.
    var isOpaque: Bool { opacity > 0.998 }

    /// The 24-bit terminal colour of this colour's red, green and blue (its opacity left out).
    var terminalColor: TerminalColor {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255).rounded()) }
        return .rgb(byte(red), byte(green), byte(blue))
    }
}
