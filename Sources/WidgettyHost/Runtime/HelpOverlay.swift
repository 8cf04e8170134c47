import WidgettyScreen
import WidgettyHomeFile
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
        PanelBox.drawLines(lines, title: "Keys — any key closes", into: &buffer, theme: theme)
    }
}
