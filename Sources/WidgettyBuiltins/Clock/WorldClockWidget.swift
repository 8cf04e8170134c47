import Foundation
import WidgettyKit
import WidgettyUI

/// The world clock's settings: the zones to show.
struct WorldClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "World clock"
    static let description: IntentDescription = "The time in several time zones."

    /// Six lines fit a small or medium cell, sixteen a large one.
    @Parameter(title: "Time zones", default: ["America/New_York", "Europe/London", "Asia/Tokyo"],
               size: [.systemSmall: IntentCollectionSize(min: 1, max: 6), .systemMedium: IntentCollectionSize(min: 1, max: 6),
                      .systemLarge: IntentCollectionSize(min: 1, max: 16)],
               optionsProvider: TimeZoneOptions())
    var zones: [String]

    @Parameter(title: "24-hour clock", default: ClockConvention.localUses24Hour)
    var use24Hour: Bool
}

/// The zones to show (unknown identifiers kept, to be reported).
struct WorldClockEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var zones: [String]
    var use24Hour: Bool
}

/// One entry per configuration: the view ticks each minute from its text.
struct WorldClockProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }

    func placeholder(in context: Context) -> WorldClockEntry {
        WorldClockEntry(date: now(), zones: ["UTC"], use24Hour: ClockConvention.localUses24Hour)
    }

    func snapshot(for configuration: WorldClockIntent, in context: Context) async -> WorldClockEntry {
        WorldClockEntry(date: now(), zones: configuration.zones, use24Hour: configuration.use24Hour)
    }

    func timeline(for configuration: WorldClockIntent, in context: Context) async -> Timeline<WorldClockEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

/// Several time zones, kind `world-clock`.
public struct WorldClockWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "world-clock", intent: WorldClockIntent.self, provider: WorldClockProvider()) { entry in
            WorldClockView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("World clock")
        .description("The time in several time zones, with the day when it differs from here.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// One line per zone: `Tokyo   23:05`, with the abbreviation and day offset when wider, and the
/// zone's date under it when the cell has two rows a zone; the time in big digits beside the
/// city, zone and date when it has four (and 30 columns), as tall as fit; the zones spread
/// over the cell's height.
struct WorldClockView: View {
    let entry: WorldClockEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.now) private var now
    @Environment(\.timeZone) private var localZone
    @Environment(\.nonEnglishLocale) private var locale

    /// From this width a small cell shows each zone's abbreviation and day offset too.
    static let detailWidth = 40
    /// The columns kept for the city, its zone and date beside big digits.
    static let cityWidth = 13

    var body: some View {
        GeometryReader { proxy in
            let zones = Array(entry.zones.prefix(family == .systemLarge ? 16 : 6))
            let detailed = family != .systemSmall || Int(proxy.size.width) >= Self.detailWidth
            // A cell with two rows a zone puts each zone's date under its time; one with four rows
            // a zone (a small cell of a big terminal) draws each time in big digits beside the
            // city, its zone and date.
            let dated = Int(proxy.size.height) >= 2 * zones.count && Int(proxy.size.width) >= Self.detailWidth
            let digitHeight = bigDigitHeight(zones: zones.count, columns: Int(proxy.size.width), rows: Int(proxy.size.height))
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(zones.enumerated()), id: \.offset) { _, identifier in
                    // The zones share the height, each centred in its share.
                    Group {
                        if let zone = TimeZone(identifier: identifier) {
                            if let digitHeight {
                                bigZone(zone, digitHeight: digitHeight)
                            } else {
                                VStack(alignment: .leading, spacing: 0) {
                                    zoneLine(zone, detailed: detailed)
                                    if dated { Text(verbatim: "  " + dateLine(zone)).foregroundStyle(.secondary).lineLimit(1) }
                                }
                            }
                        } else {
                            Text(verbatim: "Unknown time zone \(identifier)").foregroundStyle(.red).lineLimit(1)
                        }
                    }
                    .frame(maxHeight: .infinity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The tallest big digits (three to fifteen rows) with a row between zones and the city's
    /// columns beside them, or nil where not even three-row ones fit.
    private func bigDigitHeight(zones: Int, columns: Int, rows: Int) -> Int? {
        let period = entry.use24Hour ? 0 : 3
        // A big terminal's cell gets the tall digits too (a large cell's three zones, eleven rows each).
        return (BigDigits.heights + BigDigits.tallHeights).last { height in
            (height + 1) * zones <= rows && Self.cityWidth + period + (BigDigits.rows("00:00", height: height).first?.count ?? 0) <= columns
        }
    }

    /// The city over its zone (with the day offset) and date, the time beside them in digits
    /// `digitHeight` rows tall that run by themselves (AM/PM after them on a 12-hour dial).
    private func bigZone(_ zone: TimeZone, digitHeight: Int) -> some View {
        let clock = WallClock(now, in: zone, secondsResolution: false)
        let hour = entry.use24Hour ? clock.hour : clock.twelveHour.hour
        let time = TickingClockText.time(hours: hour, minutes: clock.minute, seconds: nil, padHours: entry.use24Hour,
                                         changesAt: clock.nextChange)
        let offset = dayOffset(zone)
        let periods = ClockConvention.dayPeriods(locale)
        return HStack(alignment: .center, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: Self.city(zone.identifier)).bold().lineLimit(1)
                Text(verbatim: TimeZoneNames.abbreviation(of: zone, at: now) + (offset == 0 ? "" : offset > 0 ? "  +\(offset)d" : "  \(offset)d"))
                    .foregroundStyle(.secondary).lineLimit(1)
                Text(verbatim: dateLine(zone)).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 1)
            TimeDrivenBigDigits(time, height: digitHeight)
            if !entry.use24Hour {
                Text(verbatim: clock.twelveHour.isPM ? periods.pm : periods.am).lineLimit(1)
            }
        }
    }

    /// `Tue 24 Nov` in the zone, in the person's language.
    private func dateLine(_ zone: TimeZone) -> String {
        DateText.string(now, "EEE d MMM", in: zone, locale: locale)
    }

    private func zoneLine(_ zone: TimeZone, detailed: Bool) -> some View {
        let clock = WallClock(now, in: zone, secondsResolution: false)
        let hour = entry.use24Hour ? clock.hour : clock.twelveHour.hour
        var time = TickingClockText.time(hours: hour, minutes: clock.minute, seconds: nil, padHours: entry.use24Hour,
                                         changesAt: clock.nextChange)
        if !entry.use24Hour {
            let periods = ClockConvention.dayPeriods(locale)
            time = time + Text(verbatim: " " + (clock.twelveHour.isPM ? periods.pm : periods.am))
        }
        var details = ""
        if detailed {
            details = "  " + TimeZoneNames.abbreviation(of: zone, at: now)
            let offset = dayOffset(zone)
            if offset != 0 { details += offset > 0 ? "  +\(offset)d" : "  \(offset)d" }
        }
        return HStack(spacing: 1) {
            Text(verbatim: Self.city(zone.identifier)).lineLimit(1)
            Spacer(minLength: 1)
            (time + Text(verbatim: details)).lineLimit(1)
        }
    }

    /// `New York` for `America/New_York`.
    static func city(_ identifier: String) -> String {
        (identifier.split(separator: "/").last.map(String.init) ?? identifier).replacingOccurrences(of: "_", with: " ")
    }

    /// Days between the zone's date and the local date (-1, 0 or +1).
    private func dayOffset(_ zone: TimeZone) -> Int {
        var there = Calendar(identifier: .gregorian)
        there.timeZone = zone
        var here = Calendar(identifier: .gregorian)
        here.timeZone = localZone
        let a = there.dateComponents([.year, .month, .day], from: now)
        let b = here.dateComponents([.year, .month, .day], from: now)
        guard let dayThere = here.date(from: a), let dayHere = here.date(from: b) else { return 0 }
        return Int((dayThere.timeIntervalSince(dayHere) / 86_400).rounded())
    }
}
