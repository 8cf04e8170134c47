import Foundation

/// A value a widget offers the home file's alerts (`alerts: [{ when: "cpu > 90" }]`): a number
/// (CPU use in percent, targets down, open items) or texts (a feed's item titles).
public enum AlertValue: Hashable, Sendable, CustomStringConvertible {
    /// A reading compared with `>`, `<`, `==`…: a percentage, a count, a temperature.
    case number(Double)
    /// Lines matched with `~ regex` (any one matching fires the alert): a feed's titles.
    case texts([String])

    /// How an alert's message and its command's environment show the value: `93.5`, `12`, or
    /// the texts joined by ` · `.
    public var description: String {
        switch self {
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(format: "%.1f", number)
        case .texts(let texts): return texts.joined(separator: " · ")
        }
    }
}

/// A timeline entry whose values the home file's alerts test. A built-in's entry conforms and
/// names its values on its configuration (``WidgetConfiguration/alertValues(_:)``); an entry
/// that has no reading of a value yet leaves it out, and an alert on it keeps its state.
public protocol AlertingEntry: TimelineEntry {
    /// The entry's values by name.
    var alertValues: [String: AlertValue] { get }
}

/// One value a kind offers its alerts: its name, whether it is text, and what it measures
/// (`widgetty check` and the README list them).
public struct AlertValueName: Hashable, Sendable {
    /// The word an alert's condition uses for it (`cpu`, `title`).
    public var name: String
    /// Whether the value is texts, tested with `~`, rather than a number.
    public var isText: Bool
    /// What it measures, in a few words, as `widgetty check` and the README list it.
    public var summary: String

    /// A value named `name`, a number unless `isText`, measuring what `summary` says.
    public init(_ name: String, isText: Bool = false, _ summary: String) {
        self.name = name
        self.isText = isText
        self.summary = summary
    }
}

extension WidgetConfiguration {
    /// Widgetty: the values this widget's entries offer to alerts (its entry conforms to
    /// ``AlertingEntry``); `widgetty check` refuses an alert on any other name.
    public func alertValues(_ names: [AlertValueName]) -> ModifiedWidgetConfiguration {
        modified { $0.alertValueNames = names }
    }
}

extension AnyTimelineEntry {
    /// The values the entry offers alerts (empty when its type offers none).
    public var alertValues: [String: AlertValue] {
        (base as? any AlertingEntry)?.alertValues ?? [:]
    }
}
