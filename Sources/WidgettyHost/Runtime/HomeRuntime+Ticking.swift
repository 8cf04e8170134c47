import WidgettyTimelines
import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

extension HomeRuntime {
    /// The scheduler says `id` changed: a new entry, or only its time-driven text is due. Its
    /// view is kept aside when it could be redrawn rather than rendered again.
    func outdate(_ id: WidgetInstanceID) {
        guard let view = rendered.removeValue(forKey: id) else { return }
        if view.ticking != nil { dueViews[id] = view } else { dueViews[id] = nil }
    }

    /// The kept view of `id` with only its time-driven text redrawn at the clock's instant: when
    /// it has the same size and its cell the same entry as when it was rendered (so only time
    /// passed), and its texts keep their shape. Nil means: render it whole.
    func redrawnDueView(_ id: WidgetInstanceID, size: Size) -> RenderedView? {
        guard var view = dueViews.removeValue(forKey: id), view.buffer.size == size,
            let cell = scheduler.cellState(id), let instance = registered[id],
            renderStamps[id] == RenderStamp(cell, family: instance.family), view.redraw(at: clock.now)
        else { return nil }
        return view
    }
}

/// What a widget's view is rendered from apart from the instant and the size: while it stays
/// the same, a due redraw changes only time-driven text.
struct RenderStamp: Equatable {
    var entryDate: Date
    var placeholder: Bool
    var loadedAt: Date?
    var family: WidgetFamily

    init(_ cell: CellState, family: WidgetFamily) {
        entryDate = cell.entry.date
        placeholder = cell.isPlaceholder
        loadedAt = cell.loadedAt
        self.family = family
    }
}

/// A widget's content drawn over the shown frame: the cells of `areas` (in the buffer's
/// coordinates) of `buffer`, placed at `origin`.
struct ContentDraw {
    var buffer: CellBuffer
    var origin: Point
    var areas: [Rect]

    func apply(to frame: inout CellBuffer) {
        if areas == [buffer.bounds] {
            frame.draw(buffer, at: origin)
            return
        }
        for area in areas {
            frame.draw(buffer.copy(of: area.intersection(buffer.bounds)), at: Point(x: origin.x + area.minX, y: origin.y + area.minY))
        }
    }
}
