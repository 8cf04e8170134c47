import Foundation
import Widgetty

/// The city to show, and optionally another to compare it with: the panel's sentence reads
/// `Time in Tokyo`, or `Tokyo compared with London` once Compare is on, when the second city's
/// row appears.
struct CityTimeIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City time"
    static let description: IntentDescription = "The time in a city, and how far ahead of another it is."

    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Compare", default: false) var compare: Bool
    @Parameter(title: "With") var other: CityEntity?

    init() {}

    init(city: CityEntity, comparedWith other: CityEntity? = nil) {
        self.city = city
        if let other {
            compare = true
            self.other = other
        }
    }

    static var parameterSummary: some ParameterSummary {
        When(\.$compare, .equalTo, true) {
            Summary("\(\.$city) compared with \(\.$other)") { \.$compare }
        } otherwise: {
            Summary("Time in \(\.$city)") { \.$compare }
        }
    }
}

struct CityTimeEntry: TimelineEntry {
    let date: Date
    /// Nil: the machine's own time zone.
    let city: CityEntity?
    let other: CityEntity?

    var zone: TimeZone { city?.timeZone ?? .current }
    var title: String { city?.name ?? "Local time" }

    /// `14:05` in the city.
    var time: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }

    /// `+8h vs London`, `-3:30 vs London`, `same time as London`.
    var comparison: String? {
        guard let other else { return nil }
        let seconds = zone.secondsFromGMT(for: date) - other.timeZone.secondsFromGMT(for: date)
        guard seconds != 0 else { return "same time as \(other.name)" }
        let minutes = abs(seconds) / 60
        let amount = minutes % 60 == 0 ? "\(minutes / 60)h" : String(format: "%d:%02d", minutes / 60, minutes % 60)
        return "\(seconds > 0 ? "+" : "-")\(amount) vs \(other.name)"
    }
}

/// An entry at the start of every minute for the next hour, then asks again.
struct CityTimeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityTimeEntry { CityTimeEntry(date: Date(), city: nil, other: nil) }

    func snapshot(for configuration: CityTimeIntent, in context: Context) async -> CityTimeEntry {
        entry(for: configuration, at: Date())
    }

    func timeline(for configuration: CityTimeIntent, in context: Context) async -> Timeline<CityTimeEntry> {
        let now = Date()
        let minute = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
        let entries = (0..<60).map { entry(for: configuration, at: $0 == 0 ? now : minute.addingTimeInterval(Double($0) * 60)) }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<CityTimeIntent>] {
        [
            AppIntentRecommendation(intent: CityTimeIntent(city: CityEntity(id: "Asia/Tokyo")), description: "Tokyo"),
            AppIntentRecommendation(
                intent: CityTimeIntent(city: CityEntity(id: "America/New_York"), comparedWith: CityEntity(id: "Europe/London")),
                description: "New York compared with London"),
        ]
    }

    private func entry(for configuration: CityTimeIntent, at date: Date) -> CityTimeEntry {
        CityTimeEntry(date: date, city: configuration.city, other: configuration.compare ? configuration.other : nil)
    }
}

struct CityTimeView: View {
    let entry: CityTimeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.title).font(.headline)
            Text(entry.time).font(.title)
            if let comparison = entry.comparison {
                Text(comparison).foregroundStyle(.secondary)
            }
        }
    }
}

@main
struct CityTimeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CityTime", intent: CityTimeIntent.self, provider: CityTimeProvider()) { entry in
            CityTimeView(entry: entry)
        }
        .configurationDisplayName("City time")
        .description("The time in a city chosen by name.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
