import WidgettyKit

// TEMPORARY until the `editor` branch lands the real `save(_:)` on main: applies an edit to the
// screen only (nothing is written). Delete this file when merging main with the save API.

struct HomeSaveError: Error, CustomStringConvertible {
    var description: String
}

extension HomeRuntime {
    func save(_ edit: HomeEdit) throws(HomeSaveError) {
        var pages = state.configuration.pages
        func take(_ id: String) -> HomeItem? {
            for p in pages.indices {
                if let i = pages[p].items.firstIndex(where: { $0.id == id }) { return pages[p].items.remove(at: i) }
            }
            return nil
        }
        func position(_ id: String) -> (Int, Int)? {
            for p in pages.indices { if let i = pages[p].items.firstIndex(where: { $0.id == id }) { return (p, i) } }
            return nil
        }
        switch edit {
        case .setParams: throw HomeSaveError(description: "not supported yet")
        case .insertWidget(let w, let after, let page):
            let item = HomeItem.widget(WidgetPlacement(id: w.id, kind: w.kind, family: w.family, params: w.params))
            if let after, let (p, i) = position(after) { pages[p].items.insert(item, at: i + 1) } else {
                while pages.count <= page { pages.append(HomePage(items: [])) }
                pages[page].items.append(item)
            }
        case .remove(let id): _ = take(id)
        case .move(let id, let page, let index):
            guard let item = take(id) else { throw HomeSaveError(description: "no item \(id)") }
            while pages.count <= page { pages.append(HomePage(items: [])) }
            pages[page].items.insert(item, at: min(index, pages[page].items.count))
        case .setFamily(let id, let family):
            guard let (p, i) = position(id) else { throw HomeSaveError(description: "no item \(id)") }
            switch pages[p].items[i] {
            case .widget(var w): w.family = family; pages[p].items[i] = .widget(w)
            case .stack(var s):
                s.family = family
                for k in s.widgets.indices { s.widgets[k].family = family }
                pages[p].items[i] = .stack(s)
            }
        case .stack(let widgetID, let onto):
            guard case .widget(let w)? = take(widgetID), let (p, i) = position(onto) else { throw HomeSaveError(description: "bad stack") }
            switch pages[p].items[i] {
            case .widget(let t): pages[p].items[i] = .stack(WidgetStack(id: "stack-\(t.id)", family: t.family, widgets: [t, w]))
            case .stack(var s): s.widgets.append(w); pages[p].items[i] = .stack(s)
            }
        case .unstack(let widgetID):
            for p in pages.indices {
                for i in pages[p].items.indices {
                    guard case .stack(var s) = pages[p].items[i], let k = s.widgets.firstIndex(where: { $0.id == widgetID }) else { continue }
                    let w = s.widgets.remove(at: k)
                    pages[p].items[i] = s.widgets.count == 1 ? .widget(s.widgets[0]) : .stack(s)
                    pages[p].items.insert(.widget(w), at: i + 1)
                    return apply(pages)
                }
            }
        }
        apply(pages)
    }

    private func apply(_ pages: [HomePage]) {
        state.replaceConfiguration(HomeConfiguration(pages: pages, settings: state.configuration.settings))
        syncInstances()
        needsFullPaint = true
        setNeedsPaint()
    }
}
