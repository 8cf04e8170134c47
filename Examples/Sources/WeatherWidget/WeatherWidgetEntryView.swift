import Foundation
import Widgetty

struct WeatherWidgetEntryView : View {

    var entry: WeatherWidgetProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            WeahterSmallView(entry: entry)
        default:
            WeahterMediumView(entry: entry)
        }
    }
}

// The article shows the two views only as screenshots; these draw the same content: the
// location, the weather symbol and the temperature, plus the time in the medium size. Small
// widgets open one deep link (`widgetURL`), medium ones can hold `Link`s, as the article says.

struct WeahterSmallView: View {
    var entry: WeatherWidgetProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.location)
                .font(.headline)
            Label("\(Int(entry.temperature.rounded()))°", systemImage: WeatherIcon.systemName(for: entry.icon))
        }
        .widgetURL(WeatherDeepLink.url(for: entry.location))
    }
}

struct WeahterMediumView: View {
    var entry: WeatherWidgetProvider.Entry

    var body: some View {
        HStack {
            WeahterSmallView(entry: entry)
            Spacer()
            VStack(alignment: .trailing) {
                Text(entry.date, style: .time)
                Link(destination: WeatherDeepLink.forecastURL(for: entry.location)) {
                    Text("Forecast")
                }
            }
        }
    }
}

/// The app's deep links: `weather://city/<location>` and `weather://forecast/<location>`.
enum WeatherDeepLink {
    static func url(for location: String) -> URL {
        make("city", location)
    }

    static func forecastURL(for location: String) -> URL {
        make("forecast", location)
    }

    private static func make(_ page: String, _ location: String) -> URL {
        let escaped = location.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
        return URL(string: "weather://\(page)/\(escaped)") ?? URL(fileURLWithPath: "/")
    }
}

/// SF Symbol names for OpenWeatherMap icon codes ("01d" is a clear day), which the article's
/// entries carry.
enum WeatherIcon {
    static func systemName(for icon: String) -> String {
        switch icon.prefix(2) {
        case "01": return "sun.max"
        case "02", "03", "04": return "cloud"
        case "09", "10": return "cloud.rain"
        case "11": return "cloud.bolt"
        case "13": return "cloud.snow"
        case "50": return "cloud.fog"
        default: return "questionmark.circle"
        }
    }
}
