import WidgettyTerminal

/// Colours as a theme file or a widget's `tint:` writes them: `#rrggbb` or `#rgb`, an ANSI name
/// (`red`, `bright-blue`, …: the terminal's own palette), a number of the 256-colour palette, or
/// `default` (the terminal's own foreground or background; `none` is the same).
public enum ThemeColor {
    static let names: [String] = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    ]

    /// What `parse` accepts, for messages.
    public static let expected = "#rrggbb, #rgb, a colour name (red, bright-blue, …), 0–255 or default"

    /// The colour `text` names, or nil.
    public static func parse(_ text: String) -> TerminalColor? {
        let word = text.trimmedOfBlanks.lowercased()
        if word == "default" || word == "none" { return .default }
        if word.hasPrefix("#") { return hex(word.dropFirst()) }
        if let n = Int(word) { return (0...255).contains(n) ? .palette(UInt8(n)) : nil }
        let bright = word.hasPrefix("bright-") || word.hasPrefix("bright ")
        let base = bright ? String(word.dropFirst(7)) : word
        if !bright, base == "gray" || base == "grey" { return .brightBlack }
        guard let index = names.firstIndex(of: base) else { return nil }
        return .ansi(UInt8(index + (bright ? 8 : 0)))
    }

    private static func hex(_ digits: Substring) -> TerminalColor? {
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// How a colour is written in a theme file (what `parse` reads back).
    public static func text(of color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let n): return (n >= 8 ? "bright-" : "") + names[Int(n % 8)]
        case .palette(let n): return String(n)
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

extension StringProtocol {
    fileprivate var trimmedOfBlanks: SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
