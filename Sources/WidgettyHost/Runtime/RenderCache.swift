import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyTimelines
import WidgettyUI

/// The widgets' rendered views, kept until their entry, size or time-relative text changes.
/// It guarantees that a view it hands back equals a whole render of the widget now: a view
/// whose time-driven text came due is redrawn in place only when nothing but time passed
/// (same entry, placeholder state, delivery and family, ``RenderStamp``); otherwise it is
/// rendered again.
@MainActor
struct RenderCache {
    /// Rendered widget views by instance, valid until their entry, size or redraw deadline changes.
    var rendered: [WidgetInstanceID: RenderedView] = [:]
    /// Views taken out of `rendered` because their time-driven text is due, kept to redraw just
    /// that text when nothing but time changed.
    private var dueViews: [WidgetInstanceID: RenderedView] = [:]
    /// What each view was rendered from, apart from the instant.
    private var stamps: [WidgetInstanceID: RenderStamp] = [:]
    /// The view of the widget the user is inside, laid out at its full height: choosing and
    /// scrolling copy from it rather than render the widget again for every key.
    private var inside: InsideView?

    /// A widget's view at its full height, with what it was rendered from.
    private struct InsideView {
        let id: WidgetInstanceID
        let stamp: RenderStamp
        let pressedLinks: Set<URL>
        let view: RenderedView
    }

    /// Forgets every view (a resize, a theme change).
    mutating func removeAll() {
        rendered = [:]
        dueViews = [:]
        inside = nil
    }

    /// Forgets one widget's views (it was unregistered or registered anew).
    mutating func forget(_ id: WidgetInstanceID) {
        rendered[id] = nil
        dueViews[id] = nil
        stamps[id] = nil
        if inside?.id == id { inside = nil }
    }

    /// The full-height view of `id` kept by ``storeInside(_:for:stamp:pressedLinks:)``, when it
    /// was rendered at `size` from the same stamp and pressed links and none of its time-driven
    /// text has come due by `now`: exactly what rendering it again would give.
    func insideView(_ id: WidgetInstanceID, size: Size, stamp: RenderStamp, pressedLinks: Set<URL>, now: Date) -> RenderedView? {
        guard let inside, inside.id == id, inside.view.buffer.size == size, inside.stamp == stamp,
            inside.pressedLinks == pressedLinks, inside.view.nextChange.map({ now < $0 }) ?? true
        else { return nil }
        return inside.view
    }

    /// Keeps the full-height view of the widget the user is inside.
    mutating func storeInside(_ view: RenderedView, for id: WidgetInstanceID, stamp: RenderStamp, pressedLinks: Set<URL>) {
        inside = InsideView(id: id, stamp: stamp, pressedLinks: pressedLinks, view: view)
    }

    /// Forgets the views of widgets not on screen; returns those that were rendered, so their
    /// redraw deadlines can be cancelled.
    mutating func keepOnly(_ visible: Set<WidgetInstanceID>) -> [WidgetInstanceID] {
        let hidden = rendered.keys.filter { !visible.contains($0) }
        for id in hidden { rendered[id] = nil }
        for id in dueViews.keys where !visible.contains(id) { dueViews[id] = nil }
        return hidden
    }

    /// The scheduler says `id` changed: a new entry, or only its time-driven text is due. Its
    /// view is kept aside when it could be redrawn rather than rendered again.
    mutating func outdate(_ id: WidgetInstanceID) {
        if inside?.id == id { inside = nil }
        guard let view = rendered.removeValue(forKey: id) else { return }
        if view.ticking != nil { dueViews[id] = view } else { dueViews[id] = nil }
    }

    /// The kept view of `id` with only its time-driven text redrawn at `now`: when it has the
    /// same size and its cell the same stamp as when it was rendered (so only time passed), and
    /// its texts keep their shape. Nil means: render it whole.
    mutating func redrawnDueView(_ id: WidgetInstanceID, size: Size, stamp: RenderStamp, now: Date) -> RenderedView? {
        guard var view = dueViews.removeValue(forKey: id), view.buffer.size == size, stamps[id] == stamp,
            view.redraw(at: now)
        else { return nil }
        rendered[id] = view
        return view
    }

    /// Keeps a view rendered afresh, with what it was rendered from.
    mutating func store(_ view: RenderedView, for id: WidgetInstanceID, stamp: RenderStamp) {
        rendered[id] = view
        stamps[id] = stamp
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
