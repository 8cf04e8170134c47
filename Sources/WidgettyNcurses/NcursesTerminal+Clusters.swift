import CNcursesW
import WidgettyTerminal

/// Emoji sequences (`👨‍👩‍👧‍👦`, `👍🏽`, `1️⃣`) that a curses cell cannot hold: curses gets blanks in
/// their place, and their bytes are written to the terminal after each update, at their cell,
/// whole. A row where one is replaced is redrawn by curses, which does not know it was there.
extension NcursesTerminal {
    /// Rows where a cell of `diff` replaces an emoji sequence on screen: curses must redraw them.
    func rowsReplacingSequences(_ diff: BufferDiff) -> Set<Int> {
        var rows: Set<Int> = []
        guard diff.size == shown.size else { return rows }
        for run in diff.runs where run.origin.y < shown.size.height {
            for x in run.origin.x..<min(shown.size.width, run.origin.x + run.cells.count)
            where TerminalText.isEmojiSequence(shown[x, run.origin.y].text) {
                rows.insert(run.origin.y)
            }
        }
        return rows
    }

    /// Blanks in curses where `cell` (an emoji sequence) goes, in its style.
    func putPlaceholder(for cell: Cell, pair: Int32, x: Int32, y: Int32, in window: UnsafeMutablePointer<WINDOW>) {
        for column in 0..<Int32(max(1, Int(cell.width))) {
            put(Cell(" ", width: 1, style: cell.style), pair: pair, x: x + column, y: y, in: window)
        }
    }

    /// Writes the emoji sequences of `rows` (whole rows curses redrew) and of `diff` to the
    /// terminal, then puts the cursor back where curses believes it is.
    func writeSequences(of diff: BufferDiff, rows: Set<Int>) {
        var positions: [(x: Int, y: Int)] = []
        for y in rows.sorted() where y < shown.size.height {
            for x in 0..<shown.size.width where TerminalText.isEmojiSequence(shown[x, y].text) { positions.append((x, y)) }
        }
        for run in diff.runs where !rows.contains(run.origin.y) && run.origin.y < shown.size.height {
            for (offset, cell) in run.cells.enumerated() where TerminalText.isEmojiSequence(cell.text) {
                positions.append((run.origin.x + offset, run.origin.y))
            }
        }
        guard !positions.isEmpty else { return }
        var output = ""
        for (x, y) in positions where x < shown.size.width {
            let cell = shown[x, y]
            var style = cell.style
            if style.foreground == .default { style.foreground = defaultForeground }
            if style.background == .default { style.background = defaultBackground }
            style.foreground = style.foreground.reduced(to: drawDepth)
            style.background = style.background.reduced(to: drawDepth)
            output += "\u{1B}[\(y + 1);\(x + 1)H" + ANSIText.sgr(style) + TerminalText.sanitized(cell.text) + "\u{1B}[0m"
        }
        if let screen = nc_curscr() {
            output += "\u{1B}[\(getcury(screen) + 1);\(getcurx(screen) + 1)H"
        }
        writeToTerminal(output)
    }
}
