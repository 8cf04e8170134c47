import Foundation
import Widgetty

struct WeatherWidgetEntry: TimelineEntry {
    let date: Date
    let icon: String
    let location: String
    let temperature: Double
}

struct WeatherWidgetProvider: TimelineProvider {
    /// The local JSON file standing in for the article's compiled-in `WeatherLocalData`.
    var dataPath: String? = ProcessInfo.processInfo.environment[WeatherLocalDataFile.environmentKey]

    func placeholder(in context: Context) -> WeatherWidgetEntry {
        WeatherWidgetEntry(date: Date(), icon: "", location: "", temperature: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherWidgetEntry) -> ()) {
        let entry = WeatherWidgetEntry(date: Date(), icon: "01d", location: "location", temperature: 0)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [WeatherWidgetEntry] = []
        let WeatherLocalData = WeatherLocalDataFile.load(dataPath)

        let currentDate = Date()
        for secondOffset in 0 ..< min(4, WeatherLocalData.count) {
            let entryDate = Calendar.current.date(byAdding: .second, value: secondOffset * 10, to: currentDate)!
            let weatherData = WeatherLocalData[secondOffset]
            let entry = WeatherWidgetEntry(date: entryDate, icon: weatherData["icon"] as? String ?? "", location: weatherData["location"]  as? String ?? "", temperature: weatherData["temp"]  as? Double ?? 0)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}
