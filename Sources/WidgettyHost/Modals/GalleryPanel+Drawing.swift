import WidgettyScreen
import WidgettyHomeFile
import Foundation
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal

extension GalleryPanel {
    /// The gallery fills the screen above the status bar: the filter on top, the kinds on the
    /// left, and on the right the chosen kind's name, description, families and its preview,
    /// drawn in a cell as it will look on the home screen (at its real size when it fits).
    func draw(into frame: inout CellBuffer, state: HomeState, theme: HomeTheme) {
        gridMetrics = state.layout?.metrics
        let screen = frame.size
        let box = PanelBox(width: min(screen.width - 2, 112), height: screen.height - 1, in: screen)
        rowFrames = []
        familyFrames = []
        previewFrame = nil
        guard box.frame.width >= 30, box.frame.height >= 8 else { return }
        box.draw(title: "Add a widget", into: &frame, theme: theme)
        let content = box.content
        drawFilter(at: content, into: &frame, theme: theme)
        let listWidth = min(28, max(14, content.width / 3))
        let body = Rect(x: content.minX, y: content.minY + 2, width: content.width, height: content.height - 2)
        drawList(in: Rect(x: body.minX, y: body.minY, width: listWidth, height: body.height), into: &frame, theme: theme)
        for y in body.minY..<body.maxY {
            frame.write("│", at: Point(x: body.minX + listWidth + 1, y: y), style: theme.border)
        }
        let detail = Rect(
            x: body.minX + listWidth + 3, y: body.minY, width: body.width - listWidth - 3, height: body.height)
        drawDetail(in: detail, into: &frame, theme: theme)
    }

    private func drawFilter(at content: Rect, into frame: inout CellBuffer, theme: HomeTheme) {
        let prompt = "Filter: "
        frame.write(prompt, at: content.origin, style: theme.title)
        let x = content.minX + TerminalText.width(of: prompt)
        let count = "\(model.visible.count) of \(model.entries.count) widgets"
        let room = content.width - TerminalText.width(of: prompt) - TerminalText.width(of: count) - 2
        if model.filter.isEmpty {
            frame.write(TextFitting.truncate("type to search", toWidth: max(0, room)), at: Point(x: x, y: content.minY), style: theme.secondary)
        } else {
            let shown = TextFitting.truncate(model.filter, toWidth: max(0, room - 1))
            let width = frame.write(shown, at: Point(x: x, y: content.minY))
            frame.write(" ", at: Point(x: x + width, y: content.minY), style: Style(attributes: .reverse))
        }
        frame.write(count, at: Point(x: content.maxX - TerminalText.width(of: count), y: content.minY), style: theme.secondary)
        frame.write(
            String(repeating: "─", count: content.width), at: Point(x: content.minX, y: content.minY + 1), style: theme.border)
    }

    private func drawList(in rect: Rect, into frame: inout CellBuffer, theme: HomeTheme) {
        let entries = model.visible
        guard rect.height > 0 else { return }
        if entries.isEmpty {
            frame.write(TextFitting.truncate("no widget matches", toWidth: rect.width), at: rect.origin, style: theme.warning)
            return
        }
        let selection = model.selection ?? 0
        if selection < listScroll { listScroll = selection }
        if selection >= listScroll + rect.height { listScroll = selection - rect.height + 1 }
        listScroll = max(0, min(listScroll, entries.count - rect.height))
        for row in listScroll..<min(entries.count, listScroll + rect.height) {
            let y = rect.minY + row - listScroll
            let line = Rect(x: rect.minX, y: y, width: rect.width, height: 1)
            let selected = row == selection
            if selected { frame.fill(line, with: .blank(theme.focusedTitle)) }
            let name = TextFitting.truncate(" " + entries[row].listName, toWidth: rect.width)
            frame.write(name, at: line.origin, style: selected ? theme.focusedTitle : .plain)
            rowFrames.append((line, row))
        }
        if listScroll > 0 { frame.write("↑", at: Point(x: rect.maxX - 1, y: rect.minY), style: theme.border) }
        if listScroll + rect.height < entries.count {
            frame.write("↓", at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: theme.border)
        }
    }

    private func drawDetail(in rect: Rect, into frame: inout CellBuffer, theme: HomeTheme) {
        guard let entry = model.selected, let family = model.family, rect.width > 4 else { return }
        var y = rect.minY
        let used = frame.write(TextFitting.truncate(entry.displayName, toWidth: rect.width), at: Point(x: rect.minX, y: y), style: theme.title)
        frame.write(
            TextFitting.truncate("  kind: \(entry.kind)", toWidth: max(0, rect.width - used)), at: Point(x: rect.minX + used, y: y),
            style: theme.border)
        y += 1
        let description = entry.description.isEmpty ? "No description." : entry.description
        for line in TextFitting.wrap(description, toWidth: rect.width).prefix(rect.height >= 16 ? 3 : 2) {
            frame.write(line, at: Point(x: rect.minX, y: y))
            y += 1
        }
        y += 1
        var x = rect.minX
        for candidate in entry.families {
            let name = " \(HomeFileParser.name(of: candidate)) "
            let width = TerminalText.width(of: name)
            guard x + width <= rect.maxX else { break }
            frame.write(name, at: Point(x: x, y: y), style: candidate == family ? theme.focusedTitle : theme.border)
            familyFrames.append((Rect(x: x, y: y, width: width, height: 1), candidate))
            x += width + 1
        }
        y += 2
        drawPreview(entry, family: family, in: Rect(x: rect.minX, y: y, width: rect.width, height: rect.maxY - y), into: &frame, theme: theme)
    }

    /// The chosen family's preview in a cell like the home screen's: the real slot size of the
    /// family on the current grid, shrunk to fit the panel.
    private func drawPreview(
        _ entry: GalleryEntry, family: WidgetFamily, in area: Rect, into frame: inout CellBuffer, theme: HomeTheme
    ) {
        guard let descriptor = services.registry.descriptor(kind: entry.kind), area.width >= 8, area.height >= 4 else { return }
        let slot: Size
        if let metrics = gridMetrics {
            let span = metrics.span(of: family)
            slot = Size(width: span.columns * metrics.slotSize.width, height: span.rows * metrics.slotSize.height)
        } else {
            slot = GridMetrics.minimumSlot
        }
        let cellFrame = Rect(
            x: area.minX, y: area.minY, width: min(slot.width, area.width), height: min(slot.height, area.height))
        var cell = WidgetCellChrome(frame: cellFrame, title: entry.displayName)
        cell.contentMargin = descriptor.contentMarginsDisabled ? 0 : 1
        let size = cell.contentFrame.size
        var status: String?
        switch previews.state(of: descriptor, family: family, size: size) {
        case .ready(let snapshot):
            cell.content = services.render(descriptor, snapshot, family, size, false).buffer
        case .loading:
            let context = TimelineProviderContext(
                family: family, isPreview: true, displaySize: CGSize(width: size.width, height: size.height))
            let placeholder = descriptor.source.placeholder(context)
            cell.content = services.render(descriptor, placeholder, family, size, true).buffer
            status = " \(previews.spinner) loading preview "
        case .failed(let reason):
            cell.marker = .failed(reason: reason)
        }
        cell.draw(into: &frame, theme: theme)
        previewFrame = cellFrame
        if let status, TerminalText.width(of: status) + 4 <= cellFrame.width {
            frame.write(status, at: Point(x: cellFrame.minX + 2, y: cellFrame.maxY - 1), style: theme.warning)
        }
        let hint = entry.hasParameters ? "Enter adds it after the focused widget, then its settings"
            : "Enter adds it after the focused widget"
        if cellFrame.maxY < area.maxY {
            frame.write(TextFitting.truncate(hint, toWidth: area.width), at: Point(x: area.minX, y: cellFrame.maxY), style: theme.border)
        }
    }
}
