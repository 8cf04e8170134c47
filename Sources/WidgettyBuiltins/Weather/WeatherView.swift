import Foundation
import WidgettyKit
import WidgettyUI

/// The weather cell: the place and now (glyph, temperature, words) in small, with the next
/// hours in a row of columns from medium on, and the next days listed in large and extra large.
struct WeatherView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: entry.place).bold().lineLimit(1)
            if let staleText = entry.staleText {
                Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(family == .systemSmall ? 2 : 1)
            }
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            }
            if let forecast = entry.forecast {
                if let now = forecast.current {
                    currentLines(now, forecast)
                }
                if family == .systemSmall {
                    ForEach(Array(forecast.hours.prefix(3).enumerated()), id: \.offset) { _, hour in
                        Text(verbatim: WeatherText.hourLine(hour, forecast)).lineLimit(1)
                    }
                } else {
                    Text(verbatim: "")
                    hourColumns(forecast)
                }
                if family == .systemLarge || family == .systemExtraLarge {
                    Text(verbatim: "")
                    ForEach(Array(forecast.days.enumerated()), id: \.offset) { index, day in
                        Text(verbatim: WeatherText.dayLine(day, forecast, isToday: index == 0 && day.date <= entry.date))
                            .lineLimit(1)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @ViewBuilder
    private func currentLines(_ now: WeatherNow, _ forecast: WeatherForecast) -> some View {
        let code = WeatherCode(now.code)
        Text(verbatim: "\(code.glyph(isDay: now.isDay ?? true)) \(WeatherText.degrees(now.temperature))\(WeatherText.unitLetter(forecast))")
            .bold().lineLimit(1)
        Text(verbatim: code.word).lineLimit(1)
        if family == .systemSmall {
            if let today = forecast.days.first {
                Text(verbatim: "H \(WeatherText.degrees(today.high))  L \(WeatherText.degrees(today.low))")
                    .foregroundStyle(.secondary).lineLimit(1)
            }
        } else if let details = WeatherText.details(now, forecast) {
            Text(verbatim: details).foregroundStyle(.secondary).lineLimit(1)
        }
    }

    /// A column per hour: its time, glyph, temperature and chance of rain.
    private func hourColumns(_ forecast: WeatherForecast) -> some View {
        let count = family == .systemExtraLarge ? WeatherTimeline.listedHours : (family == .systemMedium ? 8 : 6)
        return HStack(alignment: .top, spacing: 1) {
            ForEach(Array(forecast.hours.prefix(count).enumerated()), id: \.offset) { _, hour in
                VStack(alignment: .leading, spacing: 0) {
                    Text(verbatim: WeatherText.hour(hour.time, forecast)).foregroundStyle(.secondary)
                    Text(verbatim: WeatherCode(hour.code).glyph(isDay: hour.isDay ?? true))
                    Text(verbatim: WeatherText.degrees(hour.temperature))
                    Text(verbatim: WeatherText.percent(hour.precipitationProbability)).foregroundStyle(.secondary)
                }
                .frame(width: 5, alignment: .leading)
            }
        }
    }
}

/// The weather cell's words and numbers.
enum WeatherText {
    /// `12°` (rounded; `-0` written `0`).
    static func degrees(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return "\(rounded == 0 ? 0 : rounded)°"
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
        var parts: [String] = []
        if let feels = now.apparentTemperature { parts.append("feels \(degrees(feels))") }
        if let wind = now.windSpeed { parts.append("wind \(Int(wind.rounded())) \(forecast.windSpeedUnit)") }
        if let humidity = now.humidity { parts.append("\(Int(humidity.rounded()))% humid") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
