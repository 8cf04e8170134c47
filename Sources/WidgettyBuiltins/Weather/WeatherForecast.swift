import Foundation

/// One forecast as the widget keeps it: what it is like now, hour by hour and day by day, in
/// the units it was asked in, at the place's own time zone.
struct WeatherForecast: Codable, Hashable, Sendable {
    var timeZoneIdentifier: String
    /// Seconds east of UTC at the place (from the answer; used when the zone is unknown here).
    var utcOffsetSeconds: Int
    var temperatureUnit: String
    var windSpeedUnit: String
    var current: WeatherNow?
    var hours: [WeatherHour]
    var days: [WeatherDay]

    /// The place's time zone: by name, else its offset.
    var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: utcOffsetSeconds) ?? TimeZone(secondsFromGMT: 0)!
    }
}

/// The conditions at one instant (the `current` block, or an hour of the forecast standing in
/// for it once that hour has come).
struct WeatherNow: Codable, Hashable, Sendable {
    var time: Date
    var temperature: Double
    var code: Int
    var apparentTemperature: Double?
    var humidity: Double?
    var windSpeed: Double?
    var isDay: Bool?
}

/// One hour of the forecast, starting at `time`.
struct WeatherHour: Codable, Hashable, Sendable {
    var time: Date
    var temperature: Double
    var code: Int
    /// Percent; nil where the service has none (far hours, some models).
    var precipitationProbability: Double?
    /// Whether the sun is up in that hour (nil: not reported).
    var isDay: Bool?
}

/// One day of the forecast, starting at the place's local midnight `date`.
struct WeatherDay: Codable, Hashable, Sendable {
    var date: Date
    var code: Int
    var high: Double
    var low: Double
    var precipitationProbability: Double?
}

/// A place found by name.
struct WeatherPlace: Codable, Hashable, Sendable {
    var name: String
    var latitude: Double
    var longitude: Double
    /// The country, or the region, to tell the place from another of the same name.
    var area: String?
}
