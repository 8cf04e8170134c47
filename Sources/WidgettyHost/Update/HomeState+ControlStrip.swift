import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

extension HomeState {
    /// The strip's chips on this screen, scrolled to show the focused control.
    public var controlStrip: ControlStripLayout {
        let focused = focusedControlID.flatMap { id in configuration.controls.firstIndex { $0.id == id } }
        return ControlStripLayout(count: configuration.controls.count, width: size.width, showing: focused)
    }

    /// Gives the strip the keyboard, on its first control (or says there is none).
    mutating func enterControlStrip() -> [HomeEffect] {
        guard let first = configuration.controls.first else {
            return [.showMessage("no control strip: list controls under `controls:` in the home file")]
        }
        inside = nil
        focusedControlID = first.id
        return []
    }

    /// A key while the strip has the keyboard: ←→ (h l, Tab, Shift-Tab) choose, Enter or Space
    /// act, Esc, ↓ or the strip's key leave; reload, help and quit do what they do; nil for any
    /// other key, which leaves the strip and does what it does on the home screen.
    mutating func stripKeyPressed(_ key: KeyEvent) -> [HomeEffect]? {
        if key.key == .escape {
            focusedControlID = nil
            return []
        }
        if key.modifiers.isEmpty, key.key == .character(" ") { return actOnFocusedControl() }
        guard let action = bindings.action(for: key) else { return nil }
        switch action {
        case .focusLeft, .focusPrevious: moveInStrip(by: -1)
        case .focusRight, .focusNext: moveInStrip(by: 1)
        case .focusDown, .controlStrip: focusedControlID = nil
        case .focusUp: break
        case .open: return actOnFocusedControl()
        case .reload, .reloadAll, .help, .quit: return perform(action)
        case .edit: return [.showMessage("a control's settings are its `params:` under `controls:` in the home file")]
        default: return nil
        }
        return []
    }

    /// Chooses the control `step` places along the strip, wrapping at its ends.
    mutating func moveInStrip(by step: Int) {
        let controls = configuration.controls
        guard !controls.isEmpty else { return }
        let current = controls.firstIndex { $0.id == focusedControlID } ?? 0
        focusedControlID = controls[((current + step) % controls.count + controls.count) % controls.count].id
    }

    /// Runs the focused control's action: its toggle's or button's link, opened as a click on it
    /// opens it (the intent's `perform()`, then the control asks its value again). Not while it
    /// shows its placeholder: a toggle drawn so does not know the state it would flip.
    mutating func actOnFocusedControl() -> [HomeEffect] {
        guard let id = focusedControlID else { return [] }
        guard let cell = shown.cells[id], !cell.isPlaceholder, let link = cell.links.first else {
            let name = shown.cells[id]?.name ?? configuration.widget(withID: id)?.kind ?? id
            return [.showMessage("\(name) has nothing to run yet: its value has not come")]
        }
        return [.open(link.url, from: cell.instance)]
    }

    /// A left button released over the strip (pressed over the same chip): that control is
    /// focused and acts. Nil when the point is not on a chip.
    mutating func stripClicked(at point: Point, pressedAt: Point?) -> [HomeEffect]? {
        let strip = controlStrip
        guard let index = strip.index(at: point) else { return nil }
        if let pressedAt, strip.index(at: pressedAt) != index { return [] }
        focusedControlID = configuration.controls[index].id
        return actOnFocusedControl()
    }
}
