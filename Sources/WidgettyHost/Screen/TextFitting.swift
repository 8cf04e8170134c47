import WidgettyTerminal

/// Cutting text to a number of columns, wide graphemes counted as two, with `…` when cut.
enum TextFitting {
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = TerminalText.sanitized(text)
        guard TerminalText.width(of: clean) > width else { return clean }
        var result = ""
        var used = 0
        for grapheme in clean {
            let w = TerminalText.width(of: grapheme)
            if used + w > width - 1 { break }
            result.append(grapheme)
            used += w
        }
        return result + "…"
    }
}
