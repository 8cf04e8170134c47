import WidgettyScreen
import WidgettyHomeFile
import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// Draws one moment of a widget preview: a header (mode, the preview's clock, the entry shown,
/// the next reload), a cell per family laid out left to right and wrapped, and the key hints.
@MainActor
struct WidgetPreviewPainter {
    let state: WidgetPreviewState
    let subject: PreviewSubject
    /// How many subjects the run has: with more than one, `[ ]` is among the hints.
    let subjectCount: Int
    let options: WidgetPreviewRuntime.Options
    var descriptor: AnyWidgetDescriptor { subject.descriptor }

    /// Rows above the cells (what is shown, then the clock and the reload).
    static let headerHeight = 2
    static let hints = ["p placeholder", "s snapshot", "t timeline", "←→ entry", "m +1 min", "h +1 h", "0 first", "r reload", "q quit"]

    func frame(size: Size, message: String?) -> CellBuffer {
        let margin = descriptor.contentMarginsDisabled ? 0 : 1
        let wanted = state.families.map { preview in
            let content = preview.family.standardContentSize
            return Size(width: content.width + 2 + 2 * margin, height: content.height + 2)
        }
        let area = Rect(x: 0, y: Self.headerHeight, width: size.width, height: max(0, size.height - Self.headerHeight - 2))
        let frames = Self.flow(wanted, in: area)
        var cells: [WidgetCellChrome] = []
        var advice: [String] = []
        for (preview, frame) in zip(state.families, frames) {
            guard let frame else { continue }
            var chrome = WidgetCellChrome(frame: frame, title: title(of: preview), contentMargin: margin)
            let inner = chrome.contentFrame
            if let shown = state.shown(preview), !inner.isEmpty {
                let environment = WidgetDrawing.environment(
                    family: preview.family, now: state.now, placeholder: shown.redacted, base: options.environment)
                let rendered = WidgetDrawing.render(shown.entry, of: descriptor, size: inner.size, environment: environment)
                chrome.content = rendered.buffer
                if let why = WidgetDrawing.overflowAdvice(kind: descriptor.kind, family: preview.family, rendered: rendered) {
                    chrome.title += " · cut"
                    advice.append(why)
                }
            } else if let problem = state.problem(of: preview) {
                chrome.marker = problem == WidgetPreviewState.loadingText ? nil : .failed(reason: problem)
                if chrome.marker == nil {
                    var note = CellBuffer(size: inner.size)
                    note.write(TextFitting.truncate(problem, toWidth: inner.width), at: .zero, style: options.theme.statusBar)
                    chrome.content = note
                }
            }
            cells.append(chrome)
        }
        var buffer = HomeScreenPainter.paint(
            size: size, cells: cells, page: 0, pageCount: 1,
            status: HomeScreenPainter.StatusLine(
                message: message ?? advice.first, hints: subjectCount > 1 ? Self.hints + ["[ ] preview"] : Self.hints), theme: options.theme)
        for (row, line) in header().enumerated() where row < size.height - 1 {
            buffer.write(TextFitting.truncate(line, toWidth: size.width), at: Point(x: 0, y: row),
                         style: row == 0 ? options.theme.focusedTitle : Style())
        }
        let hidden = frames.filter { $0 == nil }.count
        if hidden > 0, size.height >= 2 {
            let note = "\(hidden) more \(hidden == 1 ? "family does" : "families do") not fit: enlarge the terminal"
            buffer.write(TextFitting.truncate(note, toWidth: size.width), at: Point(x: 0, y: size.height - 2),
                         style: options.theme.warning)
        }
        return buffer
    }

    /// A cell's title: the family, and in timeline mode which entry it shows.
    func title(of preview: WidgetPreviewState.FamilyPreview) -> String {
        let name = HomeFileParser.name(of: preview.family)
        guard state.mode == .timeline else { return name }
        if let position = state.position(in: preview) { return "\(name) · entry \(position.index)/\(position.count)" }
        return preview.timeline.value == nil ? name : "\(name) · before the first entry"
    }

    /// The header lines: what is previewed and in which mode, then the clock and the reload.
    func header() -> [String] {
        let modes = WidgetPreviewState.Mode.allCases.map { $0 == state.mode ? "[\($0.rawValue)]" : $0.rawValue }
        let first = " " + (subject.label.map { $0 + " — " } ?? "") + "\(descriptor.displayName) (\(descriptor.kind)) — "
            + modes.joined(separator: "  ")
        switch state.mode {
        case .placeholder:
            return [first, " the placeholder entry, drawn redacted while the first timeline loads"]
        case .snapshot:
            return [first, " the snapshot (context.isPreview = true), as the widget gallery shows it"]
        case .timeline:
            var line = " now \(state.format(state.now))"
            if let first = state.entryDates.first {
                line += " (\(Self.offset(state.now.timeIntervalSince(first))) from the first entry)"
            }
            if let reload = state.nextReload {
                if let date = reload.date {
                    let due = date <= state.now ? "due now — r asks again" : "in " + Self.offset(date.timeIntervalSince(state.now)).dropFirst()
                    line += "   next reload \(state.format(date)) (\(reload.rule)), \(due)"
                } else {
                    line += "   next reload: never (\(reload.rule))"
                }
            }
            return [first, line]
        }
    }

    /// A signed duration, short: `+0s`, `+1m`, `+1h 5m`, `-30s`.
    static func offset(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        let sign = total < 0 ? "-" : "+"
        let value = abs(total)
        if value < 60 { return "\(sign)\(value)s" }
        if value < 3600 { return "\(sign)\(value / 60)m" + (value % 60 == 0 ? "" : " \(value % 60)s") }
        return "\(sign)\(value / 3600)h" + (value % 3600 / 60 == 0 ? "" : " \(value % 3600 / 60)m")
    }

    /// Places boxes of the given sizes left to right, wrapping to a new row, inside `area`; a box
    /// wider than the area is narrowed to it (the view is laid out again at that width), one that
    /// does not fit below the others is nil.
    static func flow(_ sizes: [Size], in area: Rect) -> [Rect?] {
        var x = area.minX, y = area.minY, rowHeight = 0
        return sizes.map { wanted in
            let size = Size(width: min(wanted.width, area.width), height: wanted.height)
            if x > area.minX, x + size.width > area.maxX {
                x = area.minX
                y += rowHeight
                rowHeight = 0
            }
            // Only the first box may be cut short (a tiny terminal still shows one family).
            let height = min(size.height, area.maxY - y)
            guard height >= 3, size.width >= 4, height == size.height || (x == area.minX && y == area.minY) else {
                return nil
            }
            let frame = Rect(x: x, y: y, width: size.width, height: height)
            x += size.width
            rowHeight = max(rowHeight, height)
            return frame
        }
    }
}
