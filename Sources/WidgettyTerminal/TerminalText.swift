import WidgettyRedaction

/// Turning untrusted strings into something safe to show, and measuring how many columns a
/// grapheme takes on a terminal.
///
/// The rules, applied by ``sanitized(_:)``:
/// - A secret of this process (``SecretRedactor``) is blotted out (`••••`) first: every string
///   that becomes cells passes here, so a token a server echoed never reaches the screen.
/// - C0 controls and DEL become their Unicode control pictures (`ESC` → `␛`, `BEL` → `␇`); C1
///   controls (U+0080–U+009F) and bidi embedding/override/isolate controls (U+202A–U+202E,
///   U+2066–U+2069) become `�`. No escape sequence survives, because its introducer does not.
/// - An emoji sequence is one grapheme, kept whole and two columns wide: a ZWJ sequence
///   (`👨‍👩‍👧‍👦`), a skin tone (`👍🏽`), a keycap (`1️⃣`), VS16 (`☺️`), a flag (`🇩🇪`, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`); one
///   longer than a cell holds keeps its first whole emoji (``emojiSequence(_:)``).
/// - Another grapheme keeps at most ``maximumMarksPerGrapheme`` combining scalars after its base; zero-width
///   format characters (ZWJ, ZWNJ, LRM…) inside a grapheme are dropped, so a "Zalgo" flood cannot
///   smear over neighbouring cells.
public enum TerminalText {
    /// Combining scalars kept after the base of one grapheme.
    public static let maximumMarksPerGrapheme = 4

    /// The string made safe to put into cells (see the rules above).
    public static func sanitized(_ text: String) -> String {
        cleaned(SecretRedactor.process.redact(text))
    }

    /// ``sanitized(_:)`` of text whose secrets were already blotted out (by a caller in this
    /// module that redacted a longer text first: ``CellBuffer/write(_:at:style:clip:)``,
    /// ``ConsoleText/safe(_:)``), so no text is searched for secrets twice.
    static func cleaned(_ text: String) -> String {
        if isPlain(text) { return text }
        var replaced = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            replaced.append(needsReplacement(scalar) ? replacement(for: scalar) : scalar)
        }
        var out = String.UnicodeScalarView()
        for grapheme in String(replaced) {
            out.append(contentsOf: reduced(grapheme))
        }
        return String(out)
    }

    /// Whether every scalar of `text` stands alone (see ``standsAlone(_:)``): then the text is
    /// already safe and each scalar is a grapheme of its own, the common case (ASCII, box drawing,
    /// block elements, arrows, Latin letters) that needs no grapheme breaking.
    public static func isPlain(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        return text.unicodeScalars.allSatisfy(standsAlone)
    }

    /// Whether a scalar is sent as it is and never joins a neighbour into one grapheme: printable
    /// ASCII, Latin-1 and Latin letters, general punctuation, symbols (letterlike, arrows, maths,
    /// technical, box drawing, blocks, shapes, dingbats) and CJK ideographs. Combining marks,
    /// joiners, selectors, modifiers, regional indicators, jamo and controls are not.
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF, 0x4E00...0x9FFF: return true
        default: return false
        }
    }

    /// Whether a scalar may not be sent to a terminal as it is.
    public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x20 { return Unicode.Scalar(0x2400 + v) ?? "\u{FFFD}" }
        if v == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }

    /// One grapheme made safe: an emoji sequence kept whole (``emojiSequence(_:)``); otherwise
    /// variation selectors and format characters dropped and combining marks capped.
    static func reduced(_ grapheme: Character) -> [Unicode.Scalar] {
        let scalars = Array(grapheme.unicodeScalars)
        guard scalars.count > 1, let first = scalars.first else { return scalars }
        if let sequence = emojiSequence(scalars) { return sequence }
        var kept: [Unicode.Scalar] = [first]
        for scalar in scalars.dropFirst() {
            let v = scalar.value
            if v == 0xFE0E || v == 0xFE0F || (0x1F3FB...0x1F3FF).contains(v) { continue }
            if scalar.properties.generalCategory == .format { continue }
            if isRegionalIndicator(first), isRegionalIndicator(scalar), kept.count == 1 {
                kept.append(scalar)  // a flag: two regional indicators
                continue
            }
            if kept.count > maximumMarksPerGrapheme { continue }
            kept.append(scalar)
        }
        return kept
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Columns a sanitised grapheme takes: 2 for an emoji shown as a picture (a flag, a ZWJ
    /// sequence, a skin tone, a keycap, anything with VS16 — ``isEmojiPicture(_:)``), 1 with
    /// VS15, else the width of its first spacing scalar (2 for East Asian wide and
    /// emoji-presentation scalars, 1 otherwise), 0 when the grapheme has no spacing scalar.
    public static func width(of grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII, scalars.count == 1 { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
        if isRegionalIndicator(first) { return 2 }
        if scalars.count > 1, let picture = isEmojiPicture(Array(scalars)) { return picture ? 2 : 1 }
        for scalar in scalars {
            let w = scalarWidth(scalar)
            if w > 0 { return w }
        }
        return 0
    }

    /// Columns a string takes once sanitised, grapheme by grapheme.
    public static func width(of text: String) -> Int {
        if isPlain(text) { return text.unicodeScalars.reduce(0) { $0 + scalarWidth($1) } }
        var total = 0
        for g in sanitized(text) { total += width(of: g) }
        return total
    }

    /// Columns one scalar takes on its own; agrees with glibc's `wcwidth` in a UTF-8 locale for
    /// printable scalars (checked by a test against the real function).
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if v == 0xAD { return 1 }  // soft hyphen: glibc gives it a column
        // Ranges drawn all the time (Latin, punctuation, box drawing, blocks) hold no mark,
        // format character, emoji presentation or wide scalar: skip the property look-ups.
        if v < 0x300 || (0x2010...0x2027).contains(v) || (0x2500...0x259F).contains(v) { return 1 }
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
