import Foundation
import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyUI

/// Which face the calendar shows.
enum CalendarLayout: String, AppEnum {
    /// The day in small, the month grid in medium and large.
    case automatic
    /// Today's date and the next events.
    case day
    /// The date line and the month grid, today marked (W1's calendar).
    case month

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Layout"
    static let caseDisplayRepresentations: [CalendarLayout: DisplayRepresentation] = [
        .automatic: "By size", .day: "Today", .month: "Month",
    ]
}

/// The calendar's settings: an optional .ics file and the layout.
struct CalendarIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Calendar"
    static let description: IntentDescription = "Today, the month and the next events of an .ics file or a CalDAV calendar."

    @Parameter(title: "Events file", description: "Path of an .ics file (~ and $VARIABLES expand); empty for none.",
               default: "")
    var icsPath: String

    @Parameter(title: "Layout", default: .automatic)
    var layout: CalendarLayout

    @Parameter(title: "CalDAV calendar", description: "A calendar collection's http(s) URL, read as an .ics file (instead of Events file); empty for none.",
               default: "")
    var calendarURL: String

    @Parameter(title: "User name", description: "For the CalDAV calendar; empty: no login.", default: "")
    var username: String

    @Parameter(title: "Password", description: "For the CalDAV calendar, best given as a secret (${env:CALDAV_PASSWORD}); never shown.",
               default: "")
    var password: String
}

/// What the calendar shows: the day, the layout and the next events.
struct CalendarEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var timeZoneIdentifier: String
    var layout: CalendarLayout
    var events: [CalendarOccurrence]
    var icsURL: URL?
    var problem: String?
    /// Rows the widget is drawn in (from the provider's context): a short cell leaves out the
    /// blank line and then the date line, so the whole month still shows.
    var rows: Int?
}

extension CalendarLayout: Codable {}

/// Reads the .ics file (and, in medium and large, the shared store's `calendar` suite) and lists
/// the events from now on; reloads at midnight or when a listed event starts or ends, whichever
/// comes first, and when the suite changes.
struct CalendarProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var timeZone: TimeZone = .current
    /// The shared store (tests pass their own).
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }
    /// How far ahead events are listed.
    var horizon: TimeInterval = 31 * 86_400
    /// What a CalDAV calendar is fetched through (tests pass their own).
    var loader: NetworkTimelineLoader = .shared

    /// The most read of an `.ics` file: 8 MiB, years of a busy calendar exported whole.
    static let icsLimit = 8 * 1024 * 1024

    func placeholder(in context: Context) -> CalendarEntry {
        CalendarEntry(date: now(), timeZoneIdentifier: timeZone.identifier, layout: .automatic, events: [])
    }

    func snapshot(for configuration: CalendarIntent, in context: Context) async -> CalendarEntry {
        var entry = await entry(for: configuration, at: now(), family: context.family, fetching: !context.isPreview)
        entry.rows = Int(context.displaySize.height)
        return entry
    }

    func timeline(for configuration: CalendarIntent, in context: Context) async -> Timeline<CalendarEntry> {
        let date = now()
        var entry = await entry(for: configuration, at: date, family: context.family, fetching: true)
        entry.rows = Int(context.displaySize.height)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date)) ?? date.addingTimeInterval(86_400)
        let boundaries = entry.events.flatMap { [$0.start, $0.end] }.filter { $0 > date }
        var next = min(midnight, boundaries.min() ?? midnight)
        if CalendarRemote(configuration) != nil { next = min(next, date.addingTimeInterval(CalendarRemote.refresh)) }
        return Timeline(entries: [entry], policy: .after(next))
    }

    /// The entry, its events from the CalDAV calendar when one is named (fetched unless
    /// `fetching` is false: the gallery's preview), else from the `.ics` file.
    func entry(for configuration: CalendarIntent, at date: Date, family: WidgetFamily, fetching: Bool) async -> CalendarEntry {
        guard let remote = CalendarRemote(configuration) else { return entry(for: configuration, at: date, family: family) }
        var entry = CalendarEntry(date: date, timeZoneIdentifier: timeZone.identifier, layout: configuration.layout, events: [])
        entry.icsURL = remote.page
        guard fetching else { return withSharedEvents(entry, at: date, family: family) }
        let window = date..<date.addingTimeInterval(horizon)
        let parser = ICSParser(timeZone: timeZone)
        let load = await loader.load(key: remote.key, request: remote.request) { response throws(NetworkFailure) -> [CalendarOccurrence] in
            Self.occurrences(parser.events(in: try CalendarRemote.calendarText(response)), in: window)
        }
        entry.events = load.entries.filter { $0.end > date }
        entry.problem = load.stale?.text(now: date)
        return withSharedEvents(entry, at: date, family: family)
    }

    /// The entry for a family: medium and large, which show the agenda, add the shared store's
    /// events (small, W1's calendar among them, never opens the store).
    func entry(for configuration: CalendarIntent, at date: Date, family: WidgetFamily) -> CalendarEntry {
        withSharedEvents(entry(for: configuration, at: date), at: date, family: family)
    }

    /// `entry` with, in medium and large, the shared store's events among its own.
    func withSharedEvents(_ entry: CalendarEntry, at date: Date, family: WidgetFamily) -> CalendarEntry {
        var entry = entry
        guard family == .systemMedium || family == .systemLarge else { return entry }
        let shared = CalendarSharedEvents.events(in: date..<date.addingTimeInterval(horizon), store: store())
        entry.events = (entry.events + shared.events).sorted { ($0.start, $0.summary) < ($1.start, $1.summary) }
            .prefix(16).map { $0 }
        entry.problem = [entry.problem, shared.problem].compactMap { $0 }.joined(separator: "; ").nilIfEmpty
        return entry
    }

    func entry(for configuration: CalendarIntent, at date: Date) -> CalendarEntry {
        var entry = CalendarEntry(date: date, timeZoneIdentifier: timeZone.identifier, layout: configuration.layout, events: [])
        let path = PathExpansion.expand(configuration.icsPath)
        guard !path.isEmpty else { return entry }
        entry.icsURL = URL(fileURLWithPath: path)
        switch FileText.read(path, limit: Self.icsLimit) {
        case .failure(let error):
            entry.problem = error.description
        case .success(let text):
            entry.events = Self.occurrences(ICSParser(timeZone: timeZone).events(in: text), in: date..<date.addingTimeInterval(horizon))
        }
        return entry
    }

    /// The first 16 occurrences of `events` in `window`, by start.
    static func occurrences(_ events: [CalendarEvent], in window: Range<Date>) -> [CalendarOccurrence] {
        events.flatMap { $0.occurrences(overlapping: window, limit: 16) }
            .sorted { ($0.start, $0.summary) < ($1.start, $1.summary) }
            .prefix(16).map { $0 }
    }
}

/// The calendar, kind `calendar`.
public struct CalendarWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "calendar", intent: CalendarIntent.self, provider: CalendarProvider()) { entry in
            CalendarView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Calendar")
        // With an .ics file the cell opens it (in the editor, unless `links:` says otherwise).
        .companionProgram { _ in CompanionProgram(purpose: "a calendar", choices: [["calcurse"], ["ikhal"]]) }
        .description("Today, the month with today marked, and the next events of an .ics file and the shared store.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
