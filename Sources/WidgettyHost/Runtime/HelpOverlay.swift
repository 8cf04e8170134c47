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
        lines.append("mouse          click to open, right click to edit, wheel to flip or page")
        lines.append("edit panel     ↑↓ enter ←→, d default, ctrl-s save, esc cancel")
        return lines
    }

    func draw(into buffer: inout CellBuffer, theme: HomeTheme) {
        let content = lines
        let box = PanelBox(
            width: (content.map { TerminalText.width(of: $0) }.max() ?? 0) + 4, height: content.count + 2, in: buffer.size)
        guard box.frame.width >= 6, box.frame.height >= 3 else { return }
        box.draw(title: "Keys — any key closes", into: &buffer, theme: theme)
        for (i, line) in content.prefix(box.content.height).enumerated() {
            buffer.write(
                TextFitting.truncate(line, toWidth: box.content.width), at: Point(x: box.content.minX, y: box.content.minY + i))
        }
    }
}
