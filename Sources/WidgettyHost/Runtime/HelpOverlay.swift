import WidgettyTerminal

/// The help overlay: every key binding of the home screen, in a box over the middle of it.
struct HelpOverlay {
    let bindings: KeyBindings

    var lines: [String] {
        var lines = HomeAction.allCases.compactMap { action -> String? in
            guard let keys = bindings.keysByAction[action], !keys.isEmpty else { return nil }
            let names = keys.map(KeyName.name(of:)).joined(separator: " ")
            return names.padding(toLength: max(names.count, 14), withPad: " ", startingAt: 0) + " " + action.summary
        }
        lines.append("1…9            focus a widget by number")
        lines.append("a–z            open a link by its hint letter")
        lines.append("mouse          click to open, wheel to flip or page")
        return lines
    }

    func draw(into buffer: inout CellBuffer, theme: HomeTheme) {
        let content = lines
        let width = min(buffer.width, (content.map { TerminalText.width(of: $0) }.max() ?? 0) + 4)
        let height = min(buffer.height, content.count + 2)
        guard width >= 6, height >= 3 else { return }
        let box = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
        buffer.fill(box, with: .blank)
        BoxStyle.heavy.draw(box, into: &buffer, style: theme.focusedBorder)
        buffer.write(" Keys — any key closes ", at: Point(x: box.minX + 2, y: box.minY), style: theme.focusedTitle)
        for (i, line) in content.prefix(height - 2).enumerated() {
            buffer.write(TextFitting.truncate(line, toWidth: width - 4), at: Point(x: box.minX + 2, y: box.minY + 1 + i))
        }
    }
}
