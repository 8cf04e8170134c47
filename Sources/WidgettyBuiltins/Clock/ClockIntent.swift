import Foundation
import WidgettyKit
import WidgettyUI

/// The clock's settings: 12 or 24 hours, seconds, the time zone and big digits.
struct ClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Clock"
    static let description: IntentDescription = "The time in one time zone."

    /// By default as the person's locale writes the time (``ClockConvention/localUses24Hour``).
    @Parameter(title: "24-hour clock", default: ClockConvention.localUses24Hour)
    var use24Hour: Bool

    @Parameter(title: "Show seconds", default: true)
    var showSeconds: Bool

    @Parameter(title: "Time zone", description: "An identifier such as Europe/Paris; empty for local time.",
               default: "", optionsProvider: TimeZoneOptions())
    var timeZone: String

    @Parameter(title: "Big digits", description: "Draw the time in big digits, as tall as the cell allows; off shows plain text lines.",
               default: true)
    var bigDigits: Bool
}

/// Every time-zone identifier the system knows, for time-zone parameters: in sections by region
/// (`Asia`, `Europe`, …; identifiers without one under `Other`), each with its offset from UTC now.
struct TimeZoneOptions: DynamicOptionsProvider {
    var now: @Sendable () -> Date = Date.init

    func results() async throws -> ItemCollection<String> {
        let date = now()
        var regions: [String: [IntentItem<String>]] = [:]
        for identifier in TimeZone.knownTimeZoneIdentifiers.sorted() {
            let region = identifier.contains("/") ? String(identifier.prefix { $0 != "/" }) : "Other"
            let offset = TimeZone(identifier: identifier).map { Self.offsetText($0.secondsFromGMT(for: date)) }
            regions[region, default: []].append(IntentItem(identifier, subtitle: offset.map { LocalizedStringResource($0) }))
        }
        let names = regions.keys.sorted { ($0 == "Other" ? 1 : 0, $0) < ($1 == "Other" ? 1 : 0, $1) }
        return ItemCollection(sections: names.map { ItemSection(LocalizedStringResource($0), items: regions[$0] ?? []) })
    }

    /// `UTC+9`, `UTC-3:30`, `UTC`.
    static func offsetText(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let sign = seconds > 0 ? "+" : "-"
        let minutes = abs(seconds) / 60
        return "UTC\(sign)\(minutes / 60)" + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }
}
