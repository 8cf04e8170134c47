import Foundation
import WidgettyKit
import WidgettyUI

/// The countdown's settings: a title and the target (next New Year when none is set).
struct CountdownIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Countdown"
    static let description: IntentDescription = "The time left until a date."

    @Parameter(title: "Title", default: "")
    var title: String

    @Parameter(title: "Date", description: "Empty for the next 1 January 00:00 local time.")
    var target: Date?
}

/// What the countdown shows: the target fixed when the timeline was made, and its title.
struct CountdownEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var target: Date
    var title: String
    var timeZoneIdentifier: String
}

/// One entry per target: the view counts down by itself (the host re-renders it each second
/// from its text), so the provider runs again only when the target has passed.
struct CountdownProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var timeZone: TimeZone = .current

    func placeholder(in context: Context) -> CountdownEntry {
        entry(title: "", target: nil, at: now())
    }

    func snapshot(for configuration: CountdownIntent, in context: Context) async -> CountdownEntry {
        entry(title: configuration.title, target: configuration.target, at: now())
    }

    func timeline(for configuration: CountdownIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let date = now()
        let entry = entry(title: configuration.title, target: configuration.target, at: date)
        return Timeline(entries: [entry], policy: entry.target > date ? .after(entry.target) : .never)
    }

    func entry(title: String, target: Date?, at date: Date) -> CountdownEntry {
        CountdownEntry(date: date, target: target ?? nextNewYear(after: date), title: title,
                       timeZoneIdentifier: timeZone.identifier)
    }

    /// The next 1 January 00:00 in the provider's zone.
    func nextNewYear(after date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let year = calendar.component(.year, from: date) + 1
        return calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? date
    }
}

/// The countdown, kind `countdown`.
public struct CountdownWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "countdown", intent: CountdownIntent.self, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Countdown")
        .description("Days, hours, minutes and seconds left until a date; the next New Year by default.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
