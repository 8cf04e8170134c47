import Widgetty

// A widget written as iOS 14–16 code writes one against the classes Xcode generates from
// Forecast.intentdefinition (here the IntentDefinitions plugin generates them): an
// IntentTimelineProvider with completions, an IntentConfiguration, and an Intents extension's
// handler offering the places.

struct ForecastEntry: TimelineEntry {
    let date: Date
    let configuration: ForecastIntent
}

struct ForecastProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: Date(), configuration: ForecastIntent())
    }

    func getSnapshot(for configuration: ForecastIntent, in context: Context, completion: @escaping @Sendable (ForecastEntry) -> Void) {
        completion(ForecastEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(
        for configuration: ForecastIntent, in context: Context, completion: @escaping @Sendable (Timeline<ForecastEntry>) -> Void
    ) {
        completion(Timeline(entries: [ForecastEntry(date: Date(), configuration: configuration)], policy: .never))
    }
}

struct ForecastView: View {
    let entry: ForecastEntry

    var unitSymbol: String {
        switch entry.configuration.unit {
        case .celsius: return "°C"
        case .fahrenheit: return "°F"
        case .unknown: return "?"
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.configuration.city ?? "Nowhere") \(unitSymbol)")
            Text("\(entry.configuration.days?.intValue ?? 1) days")
            if entry.configuration.showWind?.boolValue == true { Text("wind on") }
            if let home = entry.configuration.home {
                Text("home \(home.displayString) \(home.countryCode ?? "--")")
            }
            Text("vs \(entry.configuration.compared?.map(\.displayString).joined(separator: "+") ?? "none")")
        }
    }
}

struct ForecastWidget: Widget {
    let kind = "Forecast"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ForecastIntent.self, provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemMedium])
    }
}

extension Place {
    /// A convenience initialiser in an extension, as ported code has them.
    convenience init(code: String, name: String, country: String) {
        self.init(identifier: code, display: name)
        self.countryCode = country
    }

    static let known = [
        Place(code: "lis", name: "Lisbon", country: "PT"),
        Place(code: "osl", name: "Oslo", country: "NO"),
        Place(code: "nbo", name: "Nairobi", country: "KE"),
    ]
}

/// The Intents extension's principal class, as Xcode's template writes it: the plugin finds it
/// and the edit panel asks it for the places.
class ForecastIntentHandler: INExtension, ForecastIntentHandling {
    func provideHomeOptionsCollection(
        for intent: ForecastIntent, with completion: @escaping (INObjectCollection<Place>?, Error?) -> Void
    ) {
        completion(INObjectCollection(items: Place.known), nil)
    }

    func defaultHome(for intent: ForecastIntent) -> Place? {
        Place.known.first
    }

    func provideComparedOptionsCollection(for intent: ForecastIntent, searchTerm: String?) async throws -> INObjectCollection<Place> {
        INObjectCollection(sections: [
            INObjectSection(title: "Europe", items: Array(Place.known.prefix(2))),
            INObjectSection(title: "Africa", items: [Place.known[2]]),
        ])
    }

    func provideFeedOptionsCollection(for intent: ForecastIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
        completion(INObjectCollection(items: ["met.no", "open-meteo"] as [NSString]), nil)
    }

    func defaultFeed(for intent: ForecastIntent) -> String? {
        "met.no"
    }

    func resolveHome(for intent: ForecastIntent, with completion: @escaping (PlaceResolutionResult) -> Void) {
        completion(intent.home.map { PlaceResolutionResult.success(with: $0) } ?? .needsValue())
    }

    override func handler(for intent: INIntent) -> Any {
        self
    }
}
