import WidgettyTerminal

/// What an empty home screen shows instead of nothing: two centred lines saying how to add a
/// widget, with the key the gallery is bound to.
public enum EmptyHomeHint {
    /// The lines, for the gallery's key (`a` unless the home file rebinds it).
    public static func lines(addKey: String) -> [String] {
        ["No widgets yet.", "Press \(addKey) to add one from the gallery."]
    }

    /// Draws the lines centred in `area`, each cut to its width.
    public static func draw(addKey: String, into buffer: inout CellBuffer, area: Rect, theme: HomeTheme) {
        let lines = lines(addKey: addKey)
        guard area.width > 0, area.height >= lines.count else { return }
        let top = area.minY + (area.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let text = TextFitting.truncate(line, toWidth: area.width)
            let x = area.minX + max(0, (area.width - TerminalText.width(of: text)) / 2)
            buffer.write(text, at: Point(x: x, y: top + index), style: index == 0 ? theme.title : theme.secondary)
        }
    }
}
