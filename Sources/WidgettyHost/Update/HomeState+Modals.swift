import WidgettyHomeFile
import WidgettyKit

extension HomeState {
    /// Closes the open panel; the home screen takes the keys again.
    public mutating func dismissModal() {
        modal = nil
    }

    /// Plans arrange gestures over the screen as laid out now (nil while the terminal is too small).
    var arrangePlanner: ArrangePlanner? {
        layout.map { ArrangePlanner(configuration: configuration, layout: $0) }
    }

    /// An id for a new widget that no item has and that the parser never derives (derived ids are
    /// the kind or the kind and a number), so adding it never renumbers another widget.
    func freshWidgetID(for kind: String) -> String {
        let taken = Set(configuration.pages.flatMap(\.items).flatMap { item -> [String] in
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
