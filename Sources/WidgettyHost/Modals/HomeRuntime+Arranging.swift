import WidgettyHomeFile
import WidgettyKit

extension HomeRuntime {
    /// Saves an edit asked for by the gallery or arrange mode, then focuses what it names; a save
    /// that fails shows why in the status bar and changes nothing. Returns whether it was saved.
    @discardableResult
    func saveArrangement(_ edit: HomeEdit, focusing focus: ArrangeFocus?) -> Bool {
        do {
            try save(edit)
        } catch {
            showMessage(error.description)
            return false
        }
        switch focus {
        case .item(let id):
            state.focus(itemID: id)
        case .stackHolding(let widgetID):
            for case .stack(let stack) in state.configuration.pages.flatMap(\.items) {
                guard let index = stack.widgets.firstIndex(where: { $0.id == widgetID }) else { continue }
                state.focus(itemID: stack.id)
                state.flipStack(id: stack.id, by: 0, showing: index)  // show the widget just dropped
            }
        case nil:
            break
        }
        needsFullPaint = true
        setNeedsPaint()
        return true
    }

    /// Plans arrange gestures over the screen as laid out now (nil while the terminal is too small).
    var arrangePlanner: ArrangePlanner? {
        state.layout.map { ArrangePlanner(configuration: state.configuration, layout: $0) }
    }

    /// The home-screen families an item can take: those every widget in it supports.
    func supportedFamilies(of item: HomeItem) -> [WidgetFamily] {
        let widgets: [WidgetPlacement]
        switch item {
        case .widget(let w): widgets = [w]
        case .stack(let s): widgets = s.widgets
        }
        return WidgetFamily.systemFamilies.filter { family in
            widgets.allSatisfy { registry.descriptor(kind: $0.kind)?.supportedFamilies.contains(family) ?? false }
        }
    }

    /// An id for a new widget that no item has and that the parser never derives (derived ids are
    /// the kind or the kind and a number), so adding it never renumbers another widget.
    func freshWidgetID(for kind: String) -> String {
        let taken = Set(state.configuration.pages.flatMap(\.items).flatMap { item -> [String] in
            switch item {
            case .widget(let w): return [w.id]
            case .stack(let s): return [s.id] + s.widgets.map(\.id)
            }
        })
        var n = 0
        while true {
            let candidate = "\(kind)-\(Self.letters(n))"
            if !taken.contains(candidate) { return candidate }
            n += 1
        }
    }

    /// 0 → a, 25 → z, 26 → aa, …
    private static func letters(_ n: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var n = n
        var result = ""
        repeat {
            result = String(alphabet[n % 26]) + result
            n = n / 26 - 1
        } while n >= 0
        return result
    }
}
