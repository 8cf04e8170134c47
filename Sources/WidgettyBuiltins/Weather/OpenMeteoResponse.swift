import Foundation
import WidgettyTerminal

/// Reads Open-Meteo's answers (the JSON its documents describe) into the widget's model.
///
/// A forecast answer with `timeformat=unixtime` holds `timezone`, `utc_offset_seconds`,
/// `current_units`/`hourly_units` (`"temperature_2m": "°C"`, `"wind_speed_10m": "km/h"`),
/// `current` (`time` and one number per variable), and `hourly` and `daily`, each a `time`
/// array with one parallel array per variable, where a missing value is `null`. A refused
/// request answers 400 with `{"error": true, "reason": "…"}`. A geocoding answer holds
/// `results` (absent when nothing matched), each with `name`, `latitude`, `longitude`,
/// `country`, `admin1`.
enum OpenMeteoResponse {
    static func forecast(_ reply: HTTPReply) -> Result<WeatherForecast, WebProblem> {
        ReplyBody.accepted(reply, expected: "JSON", detail: reason).flatMap(forecast(json:))
    }

    static func forecast(json: Data) -> Result<WeatherForecast, WebProblem> {
        let raw: RawForecast
        do {
            raw = try JSONDecoder().decode(RawForecast.self, from: json)
        } catch {
            return .failure(.unreadable(expected: "a forecast", reason: ReplyBody.jsonReason(error)))
        }
        let hours = rows(raw.hourly?.time) { index, time -> WeatherHour? in
            guard let hourly = raw.hourly,
                  let temperature = value(hourly.temperature_2m, index), let code = value(hourly.weather_code, index)
            else { return nil }
            return WeatherHour(time: time, temperature: temperature, code: Int(code),
                               precipitationProbability: value(hourly.precipitation_probability, index),
                               isDay: value(hourly.is_day, index).map { $0 != 0 })
        }
        let days = rows(raw.daily?.time) { index, date -> WeatherDay? in
            guard let daily = raw.daily, let code = value(daily.weather_code, index),
                  let high = value(daily.temperature_2m_max, index), let low = value(daily.temperature_2m_min, index)
            else { return nil }
            return WeatherDay(date: date, code: Int(code), high: high, low: low,
                              precipitationProbability: value(daily.precipitation_probability_max, index))
        }
        var current: WeatherNow?
        if let now = raw.current, let time = now.time, let temperature = now.temperature_2m, let code = now.weather_code {
            current = WeatherNow(time: Date(timeIntervalSince1970: time), temperature: temperature, code: Int(code),
                                 apparentTemperature: now.apparent_temperature, humidity: now.relative_humidity_2m,
                                 windSpeed: now.wind_speed_10m, isDay: now.is_day.map { $0 != 0 })
        }
        guard current != nil || !hours.isEmpty else {
            return .failure(.unreadable(expected: "a forecast", reason: "no current or hourly values"))
        }
        let units = raw.current_units ?? raw.hourly_units
        return .success(WeatherForecast(
            timeZoneIdentifier: raw.timezone ?? "GMT", utcOffsetSeconds: raw.utc_offset_seconds ?? 0,
            temperatureUnit: units?.temperature_2m ?? "°", windSpeedUnit: raw.current_units?.wind_speed_10m ?? "",
            current: current, hours: hours.sorted { $0.time < $1.time }, days: days.sorted { $0.date < $1.date }))
    }

    /// The first place a geocoding answer names; `notFound` when it names none.
    static func place(_ reply: HTTPReply, query: String) -> Result<WeatherPlace, WebProblem> {
        ReplyBody.accepted(reply, expected: "JSON", detail: reason).flatMap { json in
            let raw: RawSearch
            do {
                raw = try JSONDecoder().decode(RawSearch.self, from: json)
            } catch {
                return .failure(.unreadable(expected: "a place search", reason: ReplyBody.jsonReason(error)))
            }
            guard let first = raw.results?.first else { return .failure(.notFound("no place named \(query)")) }
            return .success(WeatherPlace(name: TextBudget.cut(first.name), latitude: first.latitude, longitude: first.longitude,
                                         area: (first.country ?? first.admin1).map { TextBudget.cut($0) }))
        }
    }

    /// The `reason` of an error body, for the status line.
    static func reason(_ body: Data) -> String? {
        (try? JSONDecoder().decode(RawError.self, from: body))?.reason
    }

    private static func rows<Row>(_ times: [Double?]?, _ make: (Int, Date) -> Row?) -> [Row] {
        guard let times else { return [] }
        return times.enumerated().compactMap { index, time in
            time.flatMap { make(index, Date(timeIntervalSince1970: $0)) }
        }
    }

    private static func value(_ values: [Double?]?, _ index: Int) -> Double? {
        guard let values, values.indices.contains(index) else { return nil }
        return values[index]
    }
}

// The answers' shapes, named as the API names its keys.
private struct RawForecast: Decodable {
    var timezone: String?
    var utc_offset_seconds: Int?
    var current_units: RawUnits?
    var hourly_units: RawUnits?
    var current: RawCurrent?
    var hourly: RawHourly?
    var daily: RawDaily?
}

private struct RawUnits: Decodable {
    var temperature_2m: String?
    var wind_speed_10m: String?
}

private struct RawCurrent: Decodable {
    var time: Double?
    var temperature_2m: Double?
    var apparent_temperature: Double?
    var relative_humidity_2m: Double?
    var weather_code: Double?
    var wind_speed_10m: Double?
    var is_day: Double?
}

private struct RawHourly: Decodable {
    var time: [Double?]
    var temperature_2m: [Double?]?
    var weather_code: [Double?]?
    var precipitation_probability: [Double?]?
    var is_day: [Double?]?
}

private struct RawDaily: Decodable {
    var time: [Double?]
    var weather_code: [Double?]?
    var temperature_2m_max: [Double?]?
    var temperature_2m_min: [Double?]?
    var precipitation_probability_max: [Double?]?
}

private struct RawSearch: Decodable {
    var results: [RawPlace]?
}

private struct RawPlace: Decodable {
    var name: String
    var latitude: Double
    var longitude: Double
    var country: String?
    var admin1: String?
}

private struct RawError: Decodable {
    var reason: String
}
