/// Deciding what a terminal can do from what the environment and terminfo say.
extension TerminalCapabilities {
    /// The colour depth to use: monochrome when `NO_COLOR` is set to anything non-empty or the
    /// user asked for no colour; 24-bit when `COLORTERM` says `truecolor`/`24bit`; otherwise from
    /// terminfo's colour count (≥ 256 → palette, ≥ 16 → 16 ANSI colours, ≥ 8 → 8, else monochrome).
    public static func colorDepth(environment: [String: String], terminfoColors: Int, noColor: Bool) -> ColorDepth {
        if noColor || !(environment["NO_COLOR"] ?? "").isEmpty { return .monochrome }
        if terminfoColors < 8 { return .monochrome }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if terminfoColors >= 256 { return .palette256 }
        return terminfoColors >= 16 ? .ansi16 : .ansi8
    }

    /// Terminals known to support synchronized output (DEC mode 2026) by their `TERM_PROGRAM`,
    /// for when they do not answer the DECRQM query in time.
    public static let synchronizedOutputPrograms: Set<String> = ["WezTerm", "iTerm.app", "ghostty", "contour"]

    /// Whether a DECRQM reply status for mode 2026 means the mode is supported (1 set, 2 reset).
    public static func supportsMode(status: Int?) -> Bool {
        status == 1 || status == 2
    }
}
