import Foundation

/// A value and the Foundation format style to show it with, formatted only when the text is
/// resolved, so that it reads in the environment's locale, time zone and calendar as in
/// SwiftUI (`Text(value, format:)` and `"\(value, format:)"`).
///
/// The environment's locale replaces the style's own, as SwiftUI's `Text` does. A date style
/// left in the current time zone or calendar is given the environment's. A
/// `Date.RelativeFormatStyle` counts from the environment's `now`, not the wall clock, so a
/// render stays a function of `now`; like SwiftUI it does not tick by itself, and the body it is
/// in counts as reading `now` (see `timeDependent(until:)`).
///
/// `@unchecked Sendable`: it holds a value and a style, both read-only once made.
struct FormattedValue: @unchecked Sendable {
    private let resolve: (EnvironmentValues) -> String
    /// Whether it reads the environment's `now` (a relative date).
    let readsNow: Bool

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        resolve = { FormattedValue.string(input, format: format, in: $0) }
        readsNow = format is Date.RelativeFormatStyle
    }

    /// The text of the value in `environment`.
    func string(in environment: EnvironmentValues) -> String { resolve(environment) }

    private static func string<F: FormatStyle>(_ input: F.FormatInput, format: F, in environment: EnvironmentValues) -> String
    where F.FormatOutput == String {
        if let relative = format as? Date.RelativeFormatStyle, let date = input as? Date {
            return relativeString(date, relative, in: environment)
        }
        var format = format.locale(environment.locale)
        if var style = format as? Date.FormatStyle {
            if style.timeZone == .autoupdatingCurrent { style.timeZone = environment.timeZone }
            if style.calendar == .autoupdatingCurrent { style.calendar = calendar(of: environment) }
            format = style as? F ?? format
        } else if var style = format as? Date.IntervalFormatStyle {
            if style.timeZone == .autoupdatingCurrent { style.timeZone = environment.timeZone }
            if style.calendar == .autoupdatingCurrent { style.calendar = calendar(of: environment) }
            format = style as? F ?? format
        }
        return format.format(input)
    }

    /// The date relative to the environment's `now` ("in 2 hours", "yesterday").
    private static func relativeString(_ date: Date, _ style: Date.RelativeFormatStyle, in environment: EnvironmentValues) -> String {
        var anchored = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: style.presentation, unitsStyle: style.unitsStyle, locale: environment.locale,
            calendar: style.calendar == .autoupdatingCurrent ? calendar(of: environment) : style.calendar,
            capitalizationContext: style.capitalizationContext)
        anchored.allowedFields = style.allowedFields
        return anchored.format(environment.now)
    }

    private static func calendar(of environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        return calendar
    }
}

extension Text {
    /// A value formatted with a Foundation format style (`Text(date, format: .dateTime.hour().minute())`,
    /// `Text(0.42, format: .percent)`), in the environment's locale and time zone.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(runs: [Run(content: .formatted(FormattedValue(input, format: format)))])
    }
}
