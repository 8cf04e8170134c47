import Foundation
import WidgettyKit

/// What the weather cell shows at one instant: the place, the conditions then, and the hours
/// and days of the forecast from then on.
struct WeatherEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var place: String
    /// The forecast as seen from `date`: `current` is the measured now for the first entry and
    /// that hour's forecast for the later ones; `hours` start after `date`, `days` with its day.
    var forecast: WeatherForecast?
    var problem: String?
    /// Set when `forecast` is the last good one: its age and why no fresh one came.
    var staleText: String?
}

/// Turns one forecast into a timeline: an entry now, then one at the start of every forecast
/// hour, so the cell moves on each hour without asking the service again.
enum WeatherTimeline {
    /// Hours listed in an entry: as many columns as the widest cell holds.
    static let listedHours = 32
    /// Days listed in an entry.
    static let listedDays = 7
    /// How far ahead entries are made: the reload comes well before in any setting.
    static let horizon: TimeInterval = 48 * 3600

    /// The entries for `forecast` from `now`, and when to ask again: after `refresh`, or when the
    /// forecast's last hour ends, whichever is first.
    static func timeline(_ forecast: WeatherForecast, place: String, now: Date, refresh: TimeInterval)
        -> (entries: [WeatherEntry], reload: Date)
    {
        let forecastEnd = forecast.hours.last.map { $0.time.addingTimeInterval(3600) } ?? now.addingTimeInterval(refresh)
        let reload = max(now.addingTimeInterval(60), min(forecastEnd, now.addingTimeInterval(refresh)))
        let end = min(forecastEnd, now.addingTimeInterval(horizon))
        var entries = [entry(forecast, place: place, at: now, current: currentConditions(forecast, at: now))]
        if let seen = entries[0].forecast, seen.current == nil, seen.hours.isEmpty, seen.days.isEmpty {
            // A forecast kept while offline can run out: say so rather than show the place alone.
            entries[0].problem = "the last forecast has run out"
        }
        for hour in forecast.hours where hour.time > now && hour.time < end {
            let current = WeatherNow(time: hour.time, temperature: hour.temperature, code: hour.code, isDay: hour.isDay)
            entries.append(entry(forecast, place: place, at: hour.time, current: current))
        }
        return (entries, reload)
    }

    /// The measured conditions when they are recent (within the hour), else the forecast for
    /// the hour that holds `now`; nil when neither covers it (an old answer, kept offline).
    static func currentConditions(_ forecast: WeatherForecast, at now: Date) -> WeatherNow? {
        if let current = forecast.current, abs(now.timeIntervalSince(current.time)) < 3600 { return current }
        guard let hour = forecast.hours.last(where: { $0.time <= now && now < $0.time.addingTimeInterval(3600) })
        else { return nil }
        return WeatherNow(time: hour.time, temperature: hour.temperature, code: hour.code, isDay: hour.isDay)
    }

    private static func entry(_ forecast: WeatherForecast, place: String, at date: Date, current: WeatherNow?) -> WeatherEntry {
        var seen = forecast
        seen.current = current
        seen.hours = Array(forecast.hours.filter { $0.time > date }.prefix(listedHours))
        seen.days = Array(forecast.days.filter { $0.date.addingTimeInterval(86_400) > date }.prefix(listedDays))
        return WeatherEntry(date: date, place: place, forecast: seen)
    }
}
