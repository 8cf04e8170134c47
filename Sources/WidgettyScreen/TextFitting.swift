import WidgettyTerminal

/// Cutting text to a number of columns, wide graphemes counted as two, with `…` when cut.
public enum TextFitting {
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        TerminalText.truncated(text, toWidth: width)
    }

    /// Words laid into lines of at most `width` columns; a word longer than a line is cut.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in TerminalText.sanitized(text).split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TerminalText.width(of: candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = truncate(String(word), toWidth: width)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
