import Foundation
import WidgettyKit

/// The clock's settings: 12 or 24 hours, seconds, the time zone and big digits.
struct ClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Clock"
    static let description: IntentDescription = "The time in one time zone."

    @Parameter(title: "24-hour clock", default: true)
    var use24Hour: Bool

    @Parameter(title: "Show seconds", default: true)
    var showSeconds: Bool

    @Parameter(title: "Time zone", description: "An identifier such as Europe/Paris; empty for local time.",
               default: "", optionsProvider: TimeZoneOptions())
    var timeZone: String

    @Parameter(title: "Big digits", description: "Draw the time in three-row digits; off shows plain text lines.",
               default: true)
    var bigDigits: Bool
}

/// Every time-zone identifier the system knows, for time-zone parameters.
struct TimeZoneOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { TimeZone.knownTimeZoneIdentifiers.sorted() }
}
