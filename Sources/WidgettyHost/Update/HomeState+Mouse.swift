import Foundation
import WidgettyKit
import WidgettyTerminal

extension HomeState {
    /// A click opens the link under the pointer, else the widget's URL; a right click opens the
    /// widget's edit panel; the wheel flips a stack under the pointer, else turns the page.
    @MainActor
    mutating func mouseUsed(_ mouse: MouseEvent) -> [HomeEffect] {
        if let modal { return modal.handle(.mouse(mouse), state: &self) }
        if showingHelp { return helpMouseUsed(mouse) }
        switch mouse.kind {
        case .pressed(.left):
            pressedAt = mouse.position
            if let placement = placement(at: mouse.position) {
                focusedControlID = nil
                focus(itemID: placement.itemID)
            }
        case .released(.left):
            defer { pressedAt = nil }
            if let effects = stripClicked(at: mouse.position, pressedAt: pressedAt) { return effects }
            focusedControlID = nil
            guard let placement = placement(at: mouse.position),
                pressedAt.map({ self.placement(at: $0)?.itemID == placement.itemID }) ?? true
            else { return [] }
            focus(itemID: placement.itemID)
            return click(on: placement.itemID, at: mouse.position)
        case .pressed(.right):
            guard let placement = placement(at: mouse.position) else { return [] }
            focus(itemID: placement.itemID)
            guard let cell = shown.cells[placement.itemID] else { return [] }
            return [.openEditPanel(widgetID: cell.instance.rawValue)]
        case .wheelUp, .wheelDown:
            let step = mouse.kind == .wheelDown ? 1 : -1
            if let inside, placement(at: mouse.position)?.itemID == inside.itemID {
                insideWheel(by: 3 * step)
                return []
            }
            if let placement = placement(at: mouse.position), case .stack = item(for: placement) {
                focus(itemID: placement.itemID)
                return flipFocusedStack(by: step)
            }
            showPage(page + step)
        default:
            break
        }
        return []
    }

    private func click(on itemID: String, at point: Point) -> [HomeEffect] {
        guard let cell = shown.cells[itemID] else { return [] }
        let local = Point(x: point.x - cell.contentOrigin.x, y: point.y - cell.contentOrigin.y)
        if let link = cell.links.first(where: { $0.frame.contains(local) }) { return [.open(link.url, from: cell.instance)] }
        if let url = cell.widgetURL { return [.open(url, from: cell.instance)] }
        return []
    }
}
