import Foundation
import WidgettyHomeFile
import WidgettyKit

/// An alert that fired or cleared: which widget's, the alert as the home file declares it, the
/// value it tested as shown, and when (the screen's clock).
public struct AlertEvent: Hashable, Sendable {
    public var widgetID: String
    /// The widget's title, else its id.
    public var widgetName: String
    public var alert: WidgetAlert
    public var firing: Bool
    /// The tested value as text (`93.5`, or the texts that matched).
    public var value: String
    public var date: Date
}

/// The alerts firing now, by widget and place in its `alerts:`. Pure: fed the values a widget's
/// entry offers at an instant, it says which alerts fired and which cleared, with hysteresis
/// (``WidgetAlert/isFiring(after:wasFiring:)``).
public struct AlertBook: Hashable, Sendable {
    /// An alert of a widget: the widget's id and the alert's place in its list.
    public struct Key: Hashable, Sendable, Comparable {
        public var widgetID: String
        public var index: Int

        public static func < (a: Key, b: Key) -> Bool { (a.widgetID, a.index) < (b.widgetID, b.index) }
    }

    /// A firing alert: since when, the value that fired it, and whether the user acknowledged it.
    public struct Firing: Hashable, Sendable {
        public var alert: WidgetAlert
        public var widgetName: String
        public var since: Date
        public var value: String
        public var acknowledged = false
    }

    public private(set) var firing: [Key: Firing] = [:]

    public init() {}

    /// A widget's entry offered these values at `date`: its alerts fire or clear.
    public mutating func see(_ values: [String: AlertValue], of widget: WidgetPlacement, at date: Date) -> [AlertEvent] {
        var events: [AlertEvent] = []
        let name = widget.title ?? widget.id
        for (index, alert) in widget.alerts.enumerated() {
            let key = Key(widgetID: widget.id, index: index)
            let was = firing[key] != nil
            let now = alert.isFiring(after: values, wasFiring: was)
            guard now != was else { continue }
            let tested = now ? alert.when : (alert.clear ?? alert.when)
            let value = values[tested.value].map { Self.shown($0, for: tested) } ?? "no value"
            firing[key] = now ? Firing(alert: alert, widgetName: name, since: date, value: value) : nil
            events.append(AlertEvent(widgetID: widget.id, widgetName: name, alert: alert, firing: now, value: value, date: date))
        }
        return events
    }

    /// Acknowledges the firing alerts of these widgets; how many were not acknowledged yet.
    public mutating func acknowledge(widgetIDs: Set<String>) -> Int {
        var count = 0
        for key in firing.keys where widgetIDs.contains(key.widgetID) && firing[key]?.acknowledged == false {
            firing[key]?.acknowledged = true
            count += 1
        }
        return count
    }

    /// The home file changed: alerts of widgets gone, or declared differently now, are forgotten.
    public mutating func keep(matching configuration: HomeConfiguration) {
        firing = firing.filter { key, state in
            guard let widget = configuration.widget(withID: key.widgetID), widget.alerts.indices.contains(key.index) else { return false }
            return Self.unplaced(widget.alerts[key.index]) == Self.unplaced(state.alert)
        }
    }

    /// An alert without where it is written: moved by lines added above it, it is the same alert.
    private static func unplaced(_ alert: WidgetAlert) -> WidgetAlert {
        var alert = alert
        alert.location = nil
        alert.when.location = nil
        alert.clear?.location = nil
        return alert
    }

    /// How a widget's cell is marked: nil (nothing fires), or whether every firing alert of it
    /// is acknowledged.
    public func mark(ofWidgets ids: [String]) -> AlertMark? {
        let states = firing.filter { ids.contains($0.key.widgetID) }.values
        guard !states.isEmpty else { return nil }
        return states.allSatisfy(\.acknowledged) ? .acknowledged : .firing
    }

    /// The firing alerts in order (widget id, then place).
    public var sorted: [(key: Key, state: Firing)] {
        firing.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A value as an alert's message shows it: a number, or the texts a pattern matched.
    static func shown(_ value: AlertValue, for condition: AlertCondition) -> String {
        guard case .texts(let texts) = value, case .matches(let pattern) = condition.test,
            let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        else { return "\(condition.value) \(value)" }
        let matching = texts.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        return matching.isEmpty ? "\(condition.value): none matches" : matching.prefix(3).joined(separator: " · ")
    }
}

/// How a cell with firing alerts is marked.
public enum AlertMark: Hashable, Sendable {
    /// At least one alert fires that the user has not acknowledged.
    case firing
    /// Every firing alert is acknowledged (it stays listed until it clears).
    case acknowledged
}
