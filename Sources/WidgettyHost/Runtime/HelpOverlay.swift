import WidgettyScreen
import WidgettyHomeFile
import WidgettyTerminal

/// The help overlay: every key binding of the home screen, in a box over the middle of it. On a
/// screen shorter than the list it shows a window of lines from `firstLine`, scrolled by
/// ``HomeState`` (j/k, arrows, page keys, the wheel), with "↓ more" on the bottom border while
/// lines lie below.
struct HelpOverlay {
    let bindings: KeyBindings
    var firstLine = 0

    var lines: [String] {
        var lines = HomeAction.allCases.compactMap { action -> String? in
            guard let keys = bindings.keysByAction[action], !keys.isEmpty else { return nil }
            let names = keys.map(KeyName.name(of:)).joined(separator: " ")
            return Self.row(names, action.summary)
        }
        lines.append(Self.row("1…9", "focus a widget by number"))
        lines.append(Self.row(LinkHintAlphabet(bindings: bindings).summary, "open a link by its hint letter"))
        lines.append(Self.row("inside", "j k choose, g G ends, enter open, x space press, esc leave"))
        lines.append(Self.row("inside a list", "n new, e edit (enter saves), d delete, u undo, J K move"))
        lines.append(Self.row("mouse", "click to open, right click to edit, wheel to flip or page"))
        lines.append(Self.row("control strip", "↑ from the top row enters it too; tab h l choose, a click acts"))
        lines.append(Self.row("edit panel", "↑↓ enter ←→, d default, ctrl-s save, esc cancel"))
        lines.append(Self.row("in this help", "j k ↑ ↓ pgup pgdn wheel scroll, any other key closes"))
        return lines
    }

    private static func row(_ keys: String, _ summary: String) -> String {
        keys.padding(toLength: max(keys.count, 14), withPad: " ", startingAt: 0) + " " + summary
    }

    /// The lines shown at once on a screen of `size`.
    func visibleRows(on size: Size) -> Int {
        max(1, min(size.height, lines.count + 2) - 2)
    }

    /// The last useful `firstLine` on a screen of `size`: the one that shows the last line.
    func lastFirstLine(on size: Size) -> Int {
        max(0, lines.count - visibleRows(on: size))
    }

    func draw(into buffer: inout CellBuffer, theme: HomeTheme) {
        let all = lines
        let width = (all.map { TerminalText.width(of: $0) }.max() ?? 0) + 4
        let box = PanelBox(width: width, height: all.count + 2, in: buffer.size)
        guard box.frame.width >= 6, box.frame.height >= 3 else { return }
        box.draw(title: "Keys — any key closes", into: &buffer, theme: theme)
        let first = min(max(0, firstLine), lastFirstLine(on: buffer.size))
        let shown = all.dropFirst(first).prefix(box.content.height)
        for (i, line) in shown.enumerated() {
            buffer.write(TextFitting.truncate(line, toWidth: box.content.width), at: Point(x: box.content.minX, y: box.content.minY + i))
        }
        let below = first + shown.count < all.count
        guard below || first > 0 else { return }
        let mark = TextFitting.truncate(below ? " ↓ more " : " ↑ more ", toWidth: box.frame.width - 4)
        buffer.write(mark, at: Point(x: box.frame.maxX - 2 - TerminalText.width(of: mark), y: box.frame.maxY - 1), style: theme.focusedTitle)
    }
}
