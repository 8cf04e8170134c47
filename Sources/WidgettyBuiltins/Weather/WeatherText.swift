import Foundation

/// The weather cell's words and numbers.
enum WeatherText {
    /// `12°` (rounded; `-0` written `0`).
    static func degrees(_ value: Double) -> String {
        number(value) + "°"
    }

    /// `12`: a temperature rounded, `-0` written `0`, for big digits.
    static func number(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return "\(rounded == 0 ? 0 : rounded)"
    }

    /// `H 11°  L 3°`: today's high and low, nil without days.
    static func highLow(_ forecast: WeatherForecast) -> String? {
        forecast.days.first.map { "H \(degrees($0.high))  L \(degrees($0.low))" }
    }

    /// `C` or `F` from the answer's unit (`°C`).
    static func unitLetter(_ forecast: WeatherForecast) -> String {
        forecast.temperatureUnit.hasSuffix("F") ? "F" : (forecast.temperatureUnit.hasSuffix("C") ? "C" : "")
    }

    /// `40%`, or blank when unknown or nil.
    static func percent(_ value: Double?) -> String {
        guard let value, value > 0 else { return "" }
        return "\(Int(value.rounded()))%"
    }

    /// `15:00` at the place.
    static func hour(_ date: Date, _ forecast: WeatherForecast) -> String {
        EnglishDatePattern("HH:mm", in: forecast.timeZone)?.string(date) ?? ""
    }

    /// `15:00 ☂ 11° 40%`, for small cells.
    static func hourLine(_ hour: WeatherHour, _ forecast: WeatherForecast) -> String {
        [Self.hour(hour.time, forecast), WeatherCode(hour.code).glyph(isDay: hour.isDay ?? true), degrees(hour.temperature),
         percent(hour.precipitationProbability)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Today ☂  14° /  6°  60% Rain` or `Thu   ☁ …`.
    static func dayLine(_ day: WeatherDay, _ forecast: WeatherForecast, isToday: Bool) -> String {
        let name = isToday ? "Today" : (EnglishDatePattern("EEE", in: forecast.timeZone)?.string(day.date) ?? "")
        let code = WeatherCode(day.code)
        func padded(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        return name.padding(toLength: 6, withPad: " ", startingAt: 0) + code.glyph() + " "
            + padded(degrees(day.high), 4) + " /" + padded(degrees(day.low), 4) + padded(percent(day.precipitationProbability), 5)
            + "  " + code.word
    }

    /// `feels 10° · wind 14 km/h · 80% humid`, from what the answer holds.
    static func details(_ now: WeatherNow, _ forecast: WeatherForecast) -> String? {
        let parts = measures(now, forecast)
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// `feels 10°`, `wind 14 km/h`, `80% humid`: the measures the answer holds.
    static func measures(_ now: WeatherNow, _ forecast: WeatherForecast) -> [String] {
        var parts: [String] = []
        if let feels = now.apparentTemperature { parts.append("feels \(degrees(feels))") }
        if let wind = now.windSpeed { parts.append("wind \(Int(wind.rounded())) \(forecast.windSpeedUnit)") }
        if let humidity = now.humidity { parts.append("\(Int(humidity.rounded()))% humid") }
        return parts
    }
}
