import Foundation

/// The conversions generated intents make between the types Xcode gives their properties
/// (`NSNumber`, `DateComponents`) and the values their parameters store.
public enum IntentDefinitionBridge {
    /// A whole number as `NSNumber`, nil staying nil.
    public static func number(_ value: Int?) -> NSNumber? { value.map { NSNumber(value: $0) } }
    /// A decimal number as `NSNumber`, nil staying nil.
    public static func number(_ value: Double?) -> NSNumber? { value.map { NSNumber(value: $0) } }
    /// A flag as `NSNumber`, nil staying nil.
    public static func number(_ value: Bool?) -> NSNumber? { value.map { NSNumber(value: $0) } }
    /// A list as `NSNumber`s, or nil for an empty list (as Xcode's generated properties read an
    /// unset one).
    public static func numbers<Value>(_ values: [Value], _ convert: (Value) -> NSNumber?) -> [NSNumber]? {
        values.isEmpty ? nil : values.compactMap(convert)
    }

    /// The date's components in the current calendar and time zone, down to the second.
    public static func components(_ date: Date?) -> DateComponents? {
        date.map { Calendar.current.dateComponents(in: TimeZone.current, from: $0) }
    }

    /// The instant the components name (in their own calendar and time zone, else the current ones).
    public static func date(_ components: DateComponents?) -> Date? {
        guard let components else { return nil }
        return components.date ?? (components.calendar ?? Calendar.current).date(from: components)
    }

    /// Nil for an empty list, as a SiriKit intent holds no list rather than an empty one.
    public static func list<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }
}
