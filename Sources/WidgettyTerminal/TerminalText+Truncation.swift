extension TerminalText {
    /// `text` sanitised and cut to `width` columns (wide graphemes count as two), with `…` when cut.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = sanitized(text)
        guard self.width(of: clean) > width else { return clean }
        var result = ""
        var used = 0
        for grapheme in clean {
            let columns = self.width(of: grapheme)
            if used + columns > width - 1 { break }
            result.append(grapheme)
            used += columns
        }
        return result + "…"
    }
}
