import CNcursesW

/// What terminfo says about a terminal type without starting curses: for output printed
/// rather than drawn (`widgetty render --color`).
public enum TerminfoColors {
    /// The number of colours of terminal type `term` (0 for none); nil when no type is given or
    /// terminfo does not know it.
    public static func count(forTerminal term: String?) -> Int? {
        guard let term, !term.isEmpty else { return nil }
        let colors = nc_terminfo_colors(term)
        return colors < 0 ? nil : Int(colors)
    }
}
