import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The widget the user is inside, drawn: its view laid out at full height, the rows its cell
/// shows from the scroll position, the selected link in reverse video (visible without colour).
struct InsideFrame {
    /// The cell's content: the window of the full-height view.
    var content: CellBuffer
    /// The links in the window, in content coordinates (for clicks).
    var visibleLinks: [LinkRegion]
    var layout: InsideContent
}

extension HomeRuntime {
    /// The most rows a widget is laid out in when the user is inside it: a list of a few hundred
    /// items' worth (views cut long lists themselves, as the to-do widget's 200).
    static let insideRows = 400

    /// The focused widget's content while the user is inside it, or nil when it cannot be
    /// rendered (no entry yet); clamps the state's scroll and selection to what there is.
    func insideFrame(_ id: WidgetInstanceID, size: Size) -> InsideFrame? {
        guard var inside = state.inside, let descriptor = scheduler.descriptor(of: id), let cell = scheduler.cellState(id),
            let instance = instances.registered[id]
        else { return nil }
        func layout(rows: Int) -> RenderedView {
            render(
                descriptor, entry: cell.entry, family: instance.family, size: Size(width: size.width, height: rows),
                placeholder: cell.isPlaceholder, pressedLinks: state.pressedLinks(of: id), tint: instance.tint)
        }
        let rows: Int
        if let known = paint.insideHeight, known.id == id, known.width == size.width, known.entryDate == cell.entry.date {
            rows = known.rows
        } else {
            rows = Self.fullHeight(from: size.height, layout: layout)
            paint.insideHeight = (id, size.width, cell.entry.date, rows)
        }
        let stamp = RenderStamp(cell, family: instance.family)
        let pressed = state.pressedLinks(of: id)
        let tall: RenderedView
        if let kept = views.insideView(id, size: Size(width: size.width, height: rows), stamp: stamp, pressedLinks: pressed, now: clock.now) {
            tall = kept
        } else {
            tall = layout(rows: rows)
            views.storeInside(tall, for: id, stamp: stamp, pressedLinks: pressed)
        }
        let content = InsideContent(links: tall.links, height: rows, visibleRows: size.height, editableItems: editableItems(of: id))
        if let pending = inside.pendingSelection, tall.links.indices.contains(pending) {
            inside.selection = pending
            inside.pendingSelection = nil
            inside.step(by: 0, in: content)  // scrolled into view
        }
        inside.scroll = min(max(0, inside.scroll), content.maximumScroll)
        if let selection = inside.selection { inside.selection = tall.links.isEmpty ? nil : min(selection, tall.links.count - 1) }
        state.inside = inside
        var window = CellBuffer(size: size)
        for row in 0..<size.height where inside.scroll + row < tall.buffer.height {
            for column in 0..<size.width {
                window.setCell(tall.buffer[column, inside.scroll + row], x: column, y: row)
            }
        }
        var visibleLinks: [LinkRegion] = []
        for (index, link) in tall.links.enumerated() {
            let frame = Rect(x: link.frame.minX, y: link.frame.minY - inside.scroll, width: link.frame.width, height: link.frame.height)
            guard frame.maxY > 0, frame.minY < size.height else { continue }
            visibleLinks.append(LinkRegion(frame: frame, url: link.url))
            if index == inside.selection { Self.markSelected(frame, in: &window) }
        }
        if let edit = inside.lineEdit {
            // A renamed item is typed over its row (when shown); a new one on the last row.
            var row = size.height - 1
            if case .rename(let index, _) = edit.purpose, tall.links.indices.contains(index) {
                let y = tall.links[index].frame.minY - inside.scroll
                if (0..<size.height).contains(y) { row = y }
            }
            Self.drawField(edit, row: row, in: &window)
        }
        return InsideFrame(content: window, visibleLinks: visibleLinks, layout: content)
    }

    /// The fewest rows, from the cell's `visible` up to ``insideRows``, at which the view shows
    /// everything it has: as many links as at the most rows, and no content cut off. Views fit
    /// their lists to the rows they get (and centre what is shorter), so more rows than that
    /// would only add blank ones.
    static func fullHeight(from visible: Int, layout: (Int) -> RenderedView) -> Int {
        let most = layout(max(visible, insideRows)).links.count
        func showsAll(_ rows: Int) -> Bool {
            let view = layout(rows)
            return view.links.count >= most && (view.overflow.map { $0.height <= rows } ?? true)
        }
        var low = visible, high = max(visible, insideRows)
        if showsAll(low) { return low }
        while low < high {
            let middle = (low + high) / 2
            if showsAll(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A line being typed, across a row of the content: `› ` then the text underlined, the
    /// cursor's cell in reverse video.
    private static func drawField(_ edit: LineEdit, row: Int, in buffer: inout CellBuffer) {
        guard row >= 0, row < buffer.height, buffer.width > 3 else { return }
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), with: .blank)
        buffer.write("› ", at: Point(x: 0, y: row), style: Style(attributes: .bold))
        let (text, cursor) = edit.field.visible(width: buffer.width - 3)
        buffer.write(text, at: Point(x: 2, y: row), style: Style(attributes: .underline))
        let x = 2 + cursor
        guard x < buffer.width else { return }
        var cell = buffer[x, row]
        cell.style.attributes.insert(.reverse)
        buffer.setCell(cell, x: x, y: row)
    }

    /// The selected link's cells in reverse video.
    private static func markSelected(_ frame: Rect, in buffer: inout CellBuffer) {
        for row in max(0, frame.minY)..<min(buffer.height, frame.maxY) {
            for column in max(0, frame.minX)..<min(buffer.width, frame.maxX) {
                var cell = buffer[column, row]
                cell.style.attributes.insert(.reverse)
                buffer.setCell(cell, x: column, y: row)
            }
        }
    }
}
