/// Turning untrusted strings into something safe to show, and measuring how many columns a
/// grapheme takes on a terminal.
public enum TerminalText {
    /// The string with every control character made visible and harmless: C0 controls and DEL
    /// become their Unicode control pictures (`ESC` → `␛`), C1 controls and bidi overrides become
    /// `�`. No escape sequence survives, because its introducer does not.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsReplacement(scalar) {
                out.append(replacement(for: scalar))
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a scalar may not be sent to a terminal as it is.
    public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x20 { return Unicode.Scalar(0x2400 + v)! }
        if v == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }

    /// Columns a grapheme takes: 2 for East Asian wide and emoji-presentation graphemes, 0 for a
    /// grapheme made only of zero-width scalars, 1 otherwise.
    public static func width(of grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII { return 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        for scalar in scalars {
            let w = scalarWidth(scalar)
            if w > 0 { return w }
        }
        return 0
    }

    /// Columns a whole string takes, grapheme by grapheme.
    public static func width(of text: String) -> Int {
        var total = 0
        for g in text { total += width(of: g) }
        return total
    }

    /// Columns one scalar takes on its own.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return EastAsianWidth.isWide(v) ? 2 : 1
    }
}
