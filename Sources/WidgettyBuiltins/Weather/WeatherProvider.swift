import Foundation
import WidgettyKit

/// Asks Open-Meteo for the forecast (after finding the place by name, when one is given) and
/// lays it out as an entry per hour.
struct WeatherProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var client: any HTTPGetting = BuiltinHTTP.client
    /// Where the last good forecast is kept, shown (with its age) when a load fails.
    var kept = KeptAnswer()
    /// After a failure, when to try again.
    var retryInterval: TimeInterval = 300

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: now(), place: "Weather", forecast: nil)
    }

    func snapshot(for configuration: WeatherIntent, in context: Context) async -> WeatherEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return WeatherSample.entry(for: configuration, now: now()) }
        return await timeline(for: configuration, in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: WeatherIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let date = now()
        let refresh = TimeInterval(configuration.refreshMinutes) * 60
        let key = Self.keptKey(configuration)
        let shown: Kept<PlacedForecast>
        if kept.sleptSinceLastLoad(key: key), let deferred = kept.keptAfterSleep(PlacedForecast.self, key: key, offsetKey: key) {
            shown = deferred
        } else {
            let fetched = await forecast(for: configuration).map { PlacedForecast(place: $0.0, forecast: $0.1) }
            shown = kept.resolve(fetched, key: key, now: date, refresh: refresh)
        }
        let retry = date.addingTimeInterval(shown.retryAfter ?? retryInterval)
        guard let value = shown.value else {
            let entry = WeatherEntry(date: date, place: Self.placeLabel(configuration), problem: shown.problem?.description)
            return Timeline(entries: [entry], policy: .after(retry))
        }
        let laid = WeatherTimeline.timeline(value.forecast, place: value.place, now: date, refresh: refresh)
        guard let stale = shown.stale else { return Timeline(entries: laid.entries, policy: .after(laid.reload)) }
        // The last good forecast still says what each coming hour brings; each entry says how old it is.
        let entries = laid.entries.map { entry in
            var entry = entry
            entry.staleText = stale.text(now: entry.date)
            return entry
        }
        return Timeline(entries: entries, policy: .after(retry))
    }

    /// The settings that decide the forecast: where its last good one is kept.
    static func keptKey(_ configuration: WeatherIntent) -> String {
        KeptAnswer.key(["weather", configuration.place, "\(configuration.latitude)", "\(configuration.longitude)",
                        configuration.units.rawValue, configuration.baseURL.absoluteString, configuration.geocodingURL.absoluteString])
    }

    /// The place's name and its forecast, or why there is none.
    func forecast(for configuration: WeatherIntent) async -> Result<(String, WeatherForecast), WebProblem> {
        var latitude = configuration.latitude, longitude = configuration.longitude
        var place = Self.placeLabel(configuration)
        let name = configuration.place.trimmingCharacters(in: .whitespaces)
        if !name.isEmpty {
            guard let url = OpenMeteoRequest.geocoding(base: configuration.geocodingURL, name: name) else {
                return .failure(.badParameter("Geocoding URL must be http(s)"))
            }
            switch await get(url).flatMap({ OpenMeteoResponse.place($0, query: name) }) {
            case .failure(let problem): return .failure(problem)
            case .success(let found):
                (latitude, longitude, place) = (found.latitude, found.longitude, found.name)
            }
        }
        guard let url = OpenMeteoRequest.forecast(base: configuration.baseURL, latitude: latitude, longitude: longitude,
                                                  units: configuration.units)
        else { return .failure(.badParameter("Forecast URL must be http(s)")) }
        return await get(url).flatMap(OpenMeteoResponse.forecast).map { (place, $0) }
    }

    private func get(_ url: URL) async -> Result<HTTPReply, WebProblem> {
        await client.reply(url, headers: ["Accept": "application/json"])
    }

    /// The place's name as given, or its coordinates (`51.51°N 0.13°W`).
    static func placeLabel(_ configuration: WeatherIntent) -> String {
        let name = configuration.place.trimmingCharacters(in: .whitespaces)
        guard name.isEmpty else { return name }
        func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
            FixedPoint.format(abs(value), decimals: 2) + "°" + (value < 0 ? negative : positive)
        }
        return degrees(configuration.latitude, "N", "S") + " " + degrees(configuration.longitude, "E", "W")
    }
}

/// A forecast and the place it is for, as the last good answer is kept.
struct PlacedForecast: Codable, Sendable {
    var place: String
    var forecast: WeatherForecast
}

/// The weather widget, kind `weather`: Open-Meteo's forecast brought to the seed's weather widget.
public struct WeatherWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "weather", intent: WeatherIntent.self, provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions, the next hours and the next days from Open-Meteo; the cell moves on each hour without asking again.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        .linksFromRemoteContent()
        // The place, then its forecast.
        .providerTimeout(BuiltinHTTP.providerTimeout(sequentialRequests: 2))
    }
}
