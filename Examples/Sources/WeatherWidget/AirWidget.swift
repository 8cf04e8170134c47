// Not in the article: its bundle lists `AirWidget()` without showing it. This small widget
// follows the article's WeatherWidget pattern and shows each record's air quality ("air").
import Foundation
import Widgetty

struct AirWidgetEntry: TimelineEntry {
    let date: Date
    let location: String
    let air: String
}

struct AirWidgetProvider: TimelineProvider {
    var dataPath: String? = ProcessInfo.processInfo.environment[WeatherLocalDataFile.environmentKey]

    func placeholder(in context: Context) -> AirWidgetEntry {
        AirWidgetEntry(date: Date(), location: "", air: "")
    }

    func getSnapshot(in context: Context, completion: @escaping (AirWidgetEntry) -> ()) {
        completion(AirWidgetEntry(date: Date(), location: "location", air: "good"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let currentDate = Date()
        let entries = WeatherLocalDataFile.load(dataPath).prefix(4).enumerated().map { offset, record in
            AirWidgetEntry(
                date: Calendar.current.date(byAdding: .second, value: offset * 10, to: currentDate)!,
                location: record["location"] as? String ?? "",
                air: record["air"] as? String ?? "—"
            )
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct AirWidgetEntryView: View {
    var entry: AirWidgetProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.location)
                .font(.headline)
            Label("Air \(entry.air)", systemImage: "wind")
        }
        .widgetURL(WeatherDeepLink.url(for: entry.location))
    }
}

struct AirWidget: Widget {
    let kind: String = "AirWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AirWidgetProvider()) { entry in
            AirWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Air Widget")
        .description("This is an air quality widget")
        .supportedFamilies([.systemSmall])
    }
}
