#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the terminal's background is light or dark: what its answer to OSC 11 (the
/// background colour query) says, judged by the colour's luminance.
public enum TerminalAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark

    /// The query a backend writes to ask for the background colour (answered, where the terminal
    /// answers, as `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by ST or BEL).
    public static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"

    /// Light when the colour's relative luminance (sRGB, WCAG's formula) is above 0.179, where
    /// black text and white text would have the same contrast on it; dark otherwise.
    public init(background red: Double, _ green: Double, _ blue: Double) {
        self = Self.luminance(red, green, blue) > 0.179 ? .light : .dark
    }

    /// Relative luminance (WCAG: linear sRGB, Rec. 709 weights) of components from 0 to 1:
    /// 0 for black, 1 for white.
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        luminance(linear: linear(red), linear(green), linear(blue))
    }

    /// Relative luminance of components already made linear (``linear(_:)``).
    static func luminance(linear red: Double, _ green: Double, _ blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// An sRGB component (0 to 1) as linear light.
    static func linear(_ component: Double) -> Double {
        let v = min(max(component, 0), 1)
        return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The colour of an OSC 11 answer's payload (what follows `11;`): `rgb:R/G/B` with one to four
    /// hex digits a component (X11's form, each scaled by its own digit count), `rgba:R/G/B/A`,
    /// or `#RGB`/`#RRGGBB`/`#RRRRGGGGBBBB`. Nil for anything else.
    public static func backgroundComponents(ofReply payload: String) -> (red: Double, green: Double, blue: Double)? {
        func component(_ hex: Substring) -> Double? {
            guard (1...4).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
            return Double(value) / Double((1 << (4 * hex.count)) - 1)
        }
        if payload.hasPrefix("rgb:") || payload.hasPrefix("rgba:") {
            let parts = payload.drop { $0 != ":" }.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == (payload.hasPrefix("rgba:") ? 4 : 3),
                let r = component(parts[0]), let g = component(parts[1]), let b = component(parts[2])
            else { return nil }
            return (r, g, b)
        }
        if payload.hasPrefix("#") {
            let digits = payload.dropFirst()
            guard digits.count % 3 == 0, (3...12).contains(digits.count) else { return nil }
            let width = digits.count / 3
            let start = digits.startIndex
            let parts = (0..<3).map { i in
                digits[digits.index(start, offsetBy: i * width)..<digits.index(start, offsetBy: (i + 1) * width)]
            }
            guard let r = component(parts[0]), let g = component(parts[1]), let b = component(parts[2]) else { return nil }
            return (r, g, b)
        }
        return nil
    }

    /// The appearance an OSC 11 answer's payload tells, or nil when it is not a colour.
    public init?(backgroundReply payload: String) {
        guard let (r, g, b) = Self.backgroundComponents(ofReply: payload) else { return nil }
        self.init(background: r, g, b)
    }
}

