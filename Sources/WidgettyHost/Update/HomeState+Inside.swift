import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

extension HomeState {
    /// Whether the focused widget can be gone inside: it has links to choose among, content
    /// taller than its cell, or a list to edit.
    func canEnter(_ cell: ShownScreen.Cell) -> Bool {
        cell.overflows || !cell.links.isEmpty || cell.hasEditableList
    }

    /// Goes inside the focused widget, its first link selected.
    mutating func enterFocusedWidget() -> [HomeEffect] {
        guard let itemID = focusedItemID, let cell = shown.cells[itemID], canEnter(cell) else {
            return [.showMessage("nothing to choose or scroll in this widget")]
        }
        inside = InsideWidget(itemID: itemID, selection: cell.links.isEmpty ? nil : 0)
        return []
    }

    /// A key while inside a widget: j/k (↓↑) choose the next or previous link (or scroll when
    /// it has none), PgDn/PgUp a cell's height, g/G (Home/End) the ends, Enter opens the
    /// choice, Esc (or the enter key again) leaves; the quit and help keys keep their meaning.
    mutating func insideKeyPressed(_ key: KeyEvent) -> [HomeEffect]? {
        guard var current = inside, let cell = shown.cells[current.itemID] else {
            inside = nil
            return nil
        }
        let content = cell.inside ?? InsideContent(links: cell.links, height: 0, visibleRows: 0)
        let page = max(1, content.visibleRows - 1)
        if let effects = rowKeyPressed(key, cell: cell, content: content) { return effects }
        current = inside ?? current
        switch (key.key, key.modifiers) {
        case (.escape, _):
            inside = nil
            return []
        case _ where bindings.action(for: key) == .enterWidget:
            inside = nil
            return []
        case (.character("j"), []), (.down, []): current.step(by: 1, in: content)
        case (.character("k"), []), (.up, []): current.step(by: -1, in: content)
        case (.pageDown, _), (.character(" "), []): current.scroll(by: page, in: content)
        case (.pageUp, _): current.scroll(by: -page, in: content)
        case (.character("g"), []), (.home, _): current.step(by: -Int.max / 2, in: content)
        case (.character("G"), []), (.end, _): current.step(by: Int.max / 2, in: content)
        case (.enter, _):
            guard let selection = current.selection, content.links.indices.contains(selection) else { return [] }
            return [.open(content.links[selection].url, from: cell.instance)]
        default:
            return nil  // the home screen's own keys (quit, help, focus…) leave the widget first
        }
        inside = current
        return []
    }

    /// The wheel over the widget the user is inside scrolls it.
    mutating func insideWheel(by rows: Int) {
        guard var current = inside, let content = shown.cells[current.itemID]?.inside else { return }
        current.scroll(by: rows, in: content)
        inside = current
    }
}

extension InsideWidget {
    /// The next or previous link (`steps` of them, stopping at the ends), scrolled into view; or
    /// as many rows, for content without links.
    mutating func step(by steps: Int, in content: InsideContent) {
        guard let selection, !content.links.isEmpty else { return scroll(by: steps, in: content) }
        let chosen = min(max(0, selection.addingReportingOverflow(steps).partialValue), content.links.count - 1)
        self.selection = chosen
        let frame = content.links[chosen].frame
        if frame.minY < scroll { scroll = frame.minY }
        if frame.maxY > scroll + content.visibleRows { scroll = frame.maxY - content.visibleRows }
        scroll = min(max(0, scroll), content.maximumScroll)
        // The first or last link also shows the very start or end.
        if chosen == 0 { scroll = 0 }
        if chosen == content.links.count - 1 { scroll = content.maximumScroll }
    }

    /// Scrolls by `rows`, within the content; the selection follows into view.
    mutating func scroll(by rows: Int, in content: InsideContent) {
        scroll = min(max(0, scroll.addingReportingOverflow(rows).partialValue), content.maximumScroll)
        guard let selection, content.links.indices.contains(selection) else { return }
        let visible = scroll..<(scroll + content.visibleRows)
        if !visible.contains(content.links[selection].frame.minY),
            let first = content.links.firstIndex(where: { visible.contains($0.frame.minY) })
        {
            let last = content.links.lastIndex(where: { visible.contains($0.frame.minY) }) ?? first
            self.selection = rows > 0 ? first : last
        }
    }
}
