import WidgettyKit
import WidgettyScreen
import WidgettyTerminal

extension HomeRuntime {
    /// The strip's chips for this frame (empty without a strip): each shown control rendered at
    /// its chip's size and recorded in `shown` under its id, as a cell is, so that a key or click
    /// acts on its links through the path cells use.
    func stripChips(into shown: inout ShownScreen, visible: inout Set<WidgetInstanceID>)
        -> (chips: [ControlStripChip], layout: ControlStripLayout)
    {
        let layout = state.controlStrip
        var chips: [ControlStripChip] = []
        for chip in layout.chips {
            let control = state.configuration.controls[chip.index]
            let id = WidgetInstanceID(control.id)
            let content = chip.contentFrame
            var drawn = ControlStripChip(
                frame: chip.frame, title: displayName(of: id), focused: state.focusedControlID == control.id, marker: marker(of: id))
            var cell = ShownScreen.Cell(instance: id, name: drawn.title, contentOrigin: content.origin)
            cell.isPlaceholder = scheduler.cellState(id)?.isPlaceholder ?? true
            if instances.failures[id] == nil, let view = renderedView(id, size: content.size) {
                // Its value not come yet (or failed to come): its name shows, not a redacted line.
                if !cell.isPlaceholder, !view.links.isEmpty || view.buffer.cells.contains(where: { $0 != .blank }) {
                    drawn.content = view.buffer
                }
                cell.links = view.links
                cell.widgetURL = view.widgetURL
            }
            visible.insert(id)
            shown.cells[control.id] = cell
            chips.append(drawn)
        }
        return (chips, layout)
    }

    /// The status line while the strip has the keyboard: its keys, and why the focused control
    /// shows no fresh value when it does not.
    func controlStripStatus(_ id: String, message: String?, help: String) -> HomeScreenPainter.StatusLine {
        var said = message
        switch marker(of: WidgetInstanceID(id)) {
        case .failed(let reason)?: said = said ?? "\(displayName(of: WidgetInstanceID(id))): \(reason)"
        case .stale(let reason, _)?: said = said ?? "\(displayName(of: WidgetInstanceID(id))): \(reason)"
        case nil: break
        }
        return HomeScreenPainter.StatusLine(message: said, hints: ["←→ choose", "enter act", "esc leave", "\(help) help"])
    }
}
