// Not in the article, which compiles its `WeatherLocalData` (an array of dictionaries with
// "icon", "location" and "temp") into the widget: here the same records come from a local JSON
// file, so the port shows real data without a network.
import Foundation

/// The local JSON file of weather records: `[{"icon": "01d", "location": "Seoul", "temp": 21.5}, …]`
/// (and, for the AirWidget, an optional "air" text per record).
enum WeatherLocalDataFile {
    /// The environment variable naming the file.
    static let environmentKey = "WEATHER_LOCAL_DATA"

    /// The file's records; none when there is no path or the file is missing or not a JSON array.
    static func load(_ path: String?) -> [[String: Any]] {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let records = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return records
    }
}
