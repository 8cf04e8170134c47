import WidgettyTerminal

extension HomeState {
    /// Scrolls the open help for a scrolling key (j k, ↑ ↓, page up and down, home, end, space);
    /// false for any other key, which closes the help.
    mutating func scrollHelp(for key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        let page = helpOverlay.visibleRows(on: size)
        switch key.key {
        case .character("j"), .down: scrollHelp(by: 1)
        case .character("k"), .up: scrollHelp(by: -1)
        case .pageDown, .character(" "): scrollHelp(by: page)
        case .pageUp: scrollHelp(by: -page)
        case .home: scrollHelp(by: -helpFirstLine)
        case .end: scrollHelp(by: helpOverlay.lastFirstLine(on: size))
        default: return false
        }
        return true
    }

    /// The wheel scrolls the open help by three lines; a press or release closes it.
    mutating func helpMouseUsed(_ mouse: MouseEvent) -> [HomeEffect] {
        switch mouse.kind {
        case .wheelDown: scrollHelp(by: 3)
        case .wheelUp: scrollHelp(by: -3)
        case .pressed: showingHelp = false
        default: break
        }
        return []
    }

    /// Moves the help's window by `lines`, kept between its first and its last line.
    mutating func scrollHelp(by lines: Int) {
        helpFirstLine = min(max(0, helpFirstLine + lines), helpOverlay.lastFirstLine(on: size))
    }

    var helpOverlay: HelpOverlay { HelpOverlay(bindings: bindings, firstLine: helpFirstLine) }
}
