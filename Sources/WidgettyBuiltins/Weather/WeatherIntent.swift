import Foundation
import WidgettyKit

/// The units a forecast is asked in (Open-Meteo converts; the widget only shows).
enum WeatherUnits: String, AppEnum, Codable {
    /// °C, km/h, mm.
    case metric
    /// °F, mph, inches.
    case imperial

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [WeatherUnits: DisplayRepresentation] = [
        .metric: "°C, km/h", .imperial: "°F, mph",
    ]
}

/// The weather widget's settings: where (a place name, or coordinates), units, how often to ask.
struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description: IntentDescription = "Current conditions and the hourly and daily forecast from Open-Meteo (no key needed)."

    @Parameter(title: "Place", description: "A place name looked up with Open-Meteo's geocoding (e.g. Lisbon); empty to use the latitude and longitude.",
               default: "")
    var place: String

    @Parameter(title: "Latitude", description: "Degrees north (negative: south), used when Place is empty.",
               default: 51.5072, inclusiveRange: (-90, 90))
    var latitude: Double

    @Parameter(title: "Longitude", description: "Degrees east (negative: west), used when Place is empty.",
               default: -0.1276, inclusiveRange: (-180, 180))
    var longitude: Double

    @Parameter(title: "Units", default: .metric)
    var units: WeatherUnits

    @Parameter(title: "Refresh (minutes)", description: "How often a new forecast is asked for; the hours in between come from the last one.",
               default: 60, inclusiveRange: (15, 720))
    var refreshMinutes: Int

    @Parameter(title: "Forecast URL", description: "The forecast service (Open-Meteo's API or one that answers the same way).",
               default: OpenMeteoRequest.forecastService)
    var baseURL: URL

    @Parameter(title: "Geocoding URL", description: "The place-name search service (Open-Meteo's geocoding API or the same).",
               default: OpenMeteoRequest.geocodingService)
    var geocodingURL: URL
}
