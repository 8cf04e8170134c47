/// A WMO weather interpretation code (WMO 4677, as Open-Meteo reports `weather_code`) as one
/// text-presentation glyph and a short word: both readable without colour (NO_COLOR) and one
/// cell wide, so a column of hours lines up.
struct WeatherCode: Hashable, Sendable {
    var code: Int

    init(_ code: Int) { self.code = code }

    /// The glyph: ☀ clear, ☁ cloud, ≡ fog, ☂ rain or drizzle, ❄ snow, ϟ thunder, ? unknown.
    /// At night a clear sky is ☾.
    func glyph(isDay: Bool = true) -> String {
        switch code {
        case 0, 1: return isDay ? "☀" : "☾"
        case 2, 3: return "☁"
        case 45, 48: return "≡"
        case 51...67, 80...82: return "☂"
        case 71...77, 85, 86: return "❄"
        case 95...99: return "ϟ"
        default: return "?"
        }
    }

    /// `Clear`, `Mostly clear`, `Partly cloudy`, `Overcast`, `Fog`, `Drizzle`, `Rain`, `Snow`, …
    var word: String {
        switch code {
        case 0: return "Clear"
        case 1: return "Mostly clear"
        case 2: return "Partly cloudy"
        case 3: return "Overcast"
        case 45: return "Fog"
        case 48: return "Rime fog"
        case 51, 53, 55: return "Drizzle"
        case 56, 57: return "Freezing drizzle"
        case 61: return "Light rain"
        case 63: return "Rain"
        case 65: return "Heavy rain"
        case 66, 67: return "Freezing rain"
        case 71: return "Light snow"
        case 73: return "Snow"
        case 75: return "Heavy snow"
        case 77: return "Snow grains"
        case 80, 81: return "Showers"
        case 82: return "Heavy showers"
        case 85, 86: return "Snow showers"
        case 95: return "Thunderstorm"
        case 96, 99: return "Thunder, hail"
        default: return "Code \(code)"
        }
    }
}
