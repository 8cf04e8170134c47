/// Reducing colours to what a terminal can show: RGB to the nearest entry of the xterm
/// 256-colour palette, palette entries to the nearest of the 16 ANSI colours, and those to the 8
/// normal ones. Only colours: a cell is drawn as ``Cell/reduced(for:)`` makes it, which keeps text
/// visible.
extension TerminalColor {
    /// This colour as the given depth can show it; `.default` for monochrome.
    public func reduced(to depth: ColorDepth) -> TerminalColor {
        switch (depth, self) {
        case (_, .default), (.trueColor, _):
            return self
        case (.monochrome, _):
            return .default
        case (.palette256, .rgb(let r, let g, let b)):
            return .palette(Self.nearestPaletteIndex(r, g, b))
        case (.palette256, _):
            return self
        case (.ansi16, .ansi):
            return self
        case (.ansi16, .palette(let index)):
            return .ansi(index < 16 ? index : Self.nearestANSIIndex(Self.paletteRGB(index)))
        case (.ansi16, .rgb(let r, let g, let b)):
            return .ansi(Self.nearestANSIIndex((r, g, b)))
        case (.ansi8, _):
            // Bright colours lose their brightness here; ``Style/shown(on:)`` adds bold and
            // keeps grey (bright black, now black) from vanishing on a black background.
            guard case .ansi(let n) = reduced(to: .ansi16) else { return .default }
            return .ansi(n % 8)
        }
    }

    /// The colour's red, green and blue as xterm defines them (a terminal's theme may differ);
    /// nil for the terminal's default, whose colour a program cannot know.
    public var approximateRGB: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: return nil
        case .ansi(let n): return Self.ansiRGB[Int(n % 16)]
        case .palette(let n): return Self.paletteRGB(n)
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }

    /// The six levels of each channel in the 6×6×6 colour cube (palette 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB values of the 16 ANSI colours.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB value of a palette entry as xterm defines it.
    static func paletteRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        let i = Int(index)
        if i < 16 { return ansiRGB[i] }
        if i >= 232 {
            let level = UInt8(8 + (i - 232) * 10)
            return (level, level, level)
        }
        let cube = i - 16
        return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    /// The palette entry (16–255) closest to an RGB value: the nearest cube colour or grey.
    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ c: UInt8) -> Int {
            var best = 0
            for (i, l) in cubeLevels.enumerated() where abs(l - Int(c)) < abs(cubeLevels[best] - Int(c)) { best = i }
            return best
        }
        let cube = UInt8(16 + 36 * level(r) + 6 * level(g) + level(b))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = UInt8(232 + greyStep)
        let target = (r, g, b)
        return distance(paletteRGB(grey), target) < distance(paletteRGB(cube), target) ? grey : cube
    }

    /// The ANSI colour (0–15) closest to an RGB value.
    static func nearestANSIIndex(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        var best = 0
        for i in 1..<16 where distance(ansiRGB[i], rgb) < distance(ansiRGB[best], rgb) { best = i }
        return UInt8(best)
    }
}
