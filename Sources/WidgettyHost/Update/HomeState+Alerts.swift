import Foundation
import WidgettyHomeFile
import WidgettyKit

/// Alerts in the update: a widget's values fire or clear its alerts; the acknowledge key marks
/// the focused widget's firing alerts seen.
extension HomeState {
    mutating func alertValuesRead(_ instance: WidgetInstanceID, _ values: [String: AlertValue], at date: Date) -> [HomeEffect] {
        guard let widget = configuration.widget(withID: instance.rawValue), !widget.alerts.isEmpty else { return [] }
        var effects: [HomeEffect] = []
        for event in alerts.see(values, of: widget, at: date) {
            effects.append(.alertChanged(event))
            if event.firing {
                if event.alert.ring != .none { effects.append(.ring(event.alert.ring)) }
                let key = bindings.keysByAction[.acknowledgeAlert]?.first.map(KeyName.name(of:)) ?? "A"
                effects.append(.showMessage("⚠ \(event.widgetName): \(event.alert.title) (\(event.value)) — \(key) on it acknowledges"))
            } else {
                effects.append(.showMessage("✓ \(event.widgetName): \(event.alert.title) cleared (\(event.value))"))
            }
        }
        return effects
    }

    /// Acknowledges the firing alerts of the focused item (every widget of a stack).
    mutating func acknowledgeFocusedAlerts() -> [HomeEffect] {
        guard let id = focusedItemID, let item = item(withID: id) else { return [.showMessage("no widget is focused")] }
        let count = alerts.acknowledge(widgetIDs: Set(Self.widgetIDs(of: item)))
        if count == 0 { return [.showMessage("no alert of this widget is waiting to be acknowledged")] }
        return [.showMessage(count == 1 ? "alert acknowledged" : "\(count) alerts acknowledged")]
    }

    /// The widgets an item shows: itself, or every widget of a stack.
    static func widgetIDs(of item: HomeItem) -> [String] {
        switch item {
        case .widget(let widget): [widget.id]
        case .stack(let stack): stack.widgets.map(\.id)
        }
    }

    /// The pages holding a widget whose alert fires unacknowledged (their dots are marked).
    public var alertingPages: Set<Int> {
        guard let layout, !alerts.firing.isEmpty else { return [] }
        var pages: Set<Int> = []
        for (index, placements) in layout.pages.enumerated() {
            let ids = placements.compactMap { item(for: $0) }.flatMap(Self.widgetIDs(of:))
            if alerts.mark(ofWidgets: ids) == .firing { pages.insert(index) }
        }
        return pages
    }
}
