import Foundation

/// The calendar units the date formatters count in, largest first: what `DateComponentsFormatter`
/// and `RelativeDateTimeFormatter` pick from, with each unit's names in Foundation's terms.
enum TimeUnit: Int, CaseIterable, Comparable, Sendable {
    case year, month, week, day, hour, minute, second

    /// A unit's names in each of Foundation's vocabularies, and its length when that is fixed.
    private struct Names: Sendable {
        let calendarUnit: NSCalendar.Unit
        let component: Calendar.Component
        let relativeField: Date.RelativeFormatStyle.Field
        let durationUnit: Duration.UnitsFormatStyle.Unit?
        let seconds: Int64?
    }

    /// By raw value: years and months have no fixed length, and no `Duration` unit.
    private static let names: [Names] = [
        Names(calendarUnit: .year, component: .year, relativeField: .year, durationUnit: nil, seconds: nil),
        Names(calendarUnit: .month, component: .month, relativeField: .month, durationUnit: nil, seconds: nil),
        Names(calendarUnit: .weekOfMonth, component: .weekOfMonth, relativeField: .week, durationUnit: .weeks, seconds: 604_800),
        Names(calendarUnit: .day, component: .day, relativeField: .day, durationUnit: .days, seconds: 86_400),
        Names(calendarUnit: .hour, component: .hour, relativeField: .hour, durationUnit: .hours, seconds: 3_600),
        Names(calendarUnit: .minute, component: .minute, relativeField: .minute, durationUnit: .minutes, seconds: 60),
        Names(calendarUnit: .second, component: .second, relativeField: .second, durationUnit: .seconds, seconds: 1),
    ]

    /// The unit as `allowedUnits` names it.
    var calendarUnit: NSCalendar.Unit { Self.names[rawValue].calendarUnit }
    /// The unit as `Calendar` and `DateComponents` name it.
    var component: Calendar.Component { Self.names[rawValue].component }
    /// The unit as the relative date style's fields name it.
    var relativeField: Date.RelativeFormatStyle.Field { Self.names[rawValue].relativeField }
    /// The unit as Foundation's duration formatting names it; nil for years and months, which a
    /// `Duration` does not have (their length depends on the calendar).
    var durationUnit: Duration.UnitsFormatStyle.Unit? { Self.names[rawValue].durationUnit }
    /// Seconds in one unit, for the units whose length is fixed (weeks and smaller).
    var seconds: Int64? { Self.names[rawValue].seconds }

    /// The value of this unit in a set of date components, if it has one.
    func value(in components: DateComponents) -> Int? {
        self == .week ? components.weekOfMonth ?? components.weekOfYear : components.value(for: component)
    }

    /// The units of a bitmask of calendar units, largest first (others are ignored, as Apple's
    /// formatters ignore the units they cannot show).
    static func units(in mask: NSCalendar.Unit) -> [TimeUnit] {
        allCases.filter { mask.contains($0.calendarUnit) || ($0 == .week && mask.contains(.weekOfYear)) }
    }

    static func < (lhs: TimeUnit, rhs: TimeUnit) -> Bool { lhs.rawValue < rhs.rawValue }
}
