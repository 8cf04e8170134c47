import Foundation

/// The requests the weather widget makes, as Open-Meteo documents them.
///
/// Forecast: `GET {base}/v1/forecast` with `latitude`, `longitude` (WGS84 degrees);
/// `current=` the variables of now (`temperature_2m`, `apparent_temperature`,
/// `relative_humidity_2m`, `weather_code`, `wind_speed_10m`, `is_day`); `hourly=` per hour
/// (`temperature_2m`, `weather_code`, `precipitation_probability`, `is_day`); `daily=` per day
/// (`weather_code`, `temperature_2m_max`, `temperature_2m_min`, `precipitation_probability_max`);
/// `timezone=auto` (the place's own zone, which the answer names, with `utc_offset_seconds`);
/// `timeformat=unixtime` (every `time` in seconds since 1970, so no local-time parsing);
/// `forecast_days` (1–16); `temperature_unit=celsius|fahrenheit`, `wind_speed_unit=kmh|mph`,
/// `precipitation_unit=mm|inch`.
///
/// Geocoding: `GET {base}/v1/search?name=…&count=1&language=en&format=json`.
enum OpenMeteoRequest {
    static let forecastService = URL(string: "https://api.open-meteo.com")!
    static let geocodingService = URL(string: "https://geocoding-api.open-meteo.com")!

    /// What is asked for, variable by variable (the parser reads exactly these).
    static let currentVariables = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "weather_code",
                                   "wind_speed_10m", "is_day"]
    static let hourlyVariables = ["temperature_2m", "weather_code", "precipitation_probability", "is_day"]
    static let dailyVariables = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max"]

    static func forecast(base: URL, latitude: Double, longitude: Double, units: WeatherUnits, days: Int = 7) -> URL? {
        let imperial = units == .imperial
        return ServiceURL.url(base, path: "v1/forecast", [
            URLQueryItem(name: "latitude", value: coordinate(latitude)),
            URLQueryItem(name: "longitude", value: coordinate(longitude)),
            URLQueryItem(name: "current", value: currentVariables.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: hourlyVariables.joined(separator: ",")),
            URLQueryItem(name: "daily", value: dailyVariables.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
            URLQueryItem(name: "forecast_days", value: String(min(16, max(1, days)))),
            URLQueryItem(name: "temperature_unit", value: imperial ? "fahrenheit" : "celsius"),
            URLQueryItem(name: "wind_speed_unit", value: imperial ? "mph" : "kmh"),
            URLQueryItem(name: "precipitation_unit", value: imperial ? "inch" : "mm"),
        ])
    }

    static func geocoding(base: URL, name: String) -> URL? {
        ServiceURL.url(base, path: "v1/search", [
            URLQueryItem(name: "name", value: name),
            URLQueryItem(name: "count", value: "1"),
            URLQueryItem(name: "language", value: "en"),
            URLQueryItem(name: "format", value: "json"),
        ])
    }

    /// Four decimals (about 11 m), without an exponent.
    static func coordinate(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
