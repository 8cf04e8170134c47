import Foundation

/// The weather the gallery previews (`context.isPreview`), as iOS shows a snapshot from sample
/// data: a mild day at the configured place, made from `now` without asking any service.
enum WeatherSample {
    static func entry(for configuration: WeatherIntent, now: Date) -> WeatherEntry {
        let zone = TimeZone.current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hourStart = calendar.dateInterval(of: .hour, for: now)?.start ?? now
        let dayStart = calendar.startOfDay(for: now)
        let imperial = configuration.units == .imperial
        func degrees(_ celsius: Double) -> Double { imperial ? (celsius * 9 / 5 + 32).rounded() : celsius }
        /// Cool at dawn, warmest mid-afternoon.
        func celsius(at date: Date) -> Double {
            let hour = Double(calendar.component(.hour, from: date))
            return (16 + 5 * sin((hour - 9) / 24 * 2 * .pi)).rounded()
        }
        let codes = [0, 1, 2, 3, 61, 2, 1]
        let hours = (0..<WeatherTimeline.listedHours).map { index -> WeatherHour in
            let time = hourStart.addingTimeInterval(Double(index) * 3600)
            let hour = calendar.component(.hour, from: time)
            return WeatherHour(time: time, temperature: degrees(celsius(at: time)), code: codes[(index / 5) % codes.count],
                               precipitationProbability: Double((index * 7) % 40), isDay: (7..<20).contains(hour))
        }
        let days = (0..<WeatherTimeline.listedDays).map { index in
            WeatherDay(date: calendar.date(byAdding: .day, value: index, to: dayStart) ?? dayStart, code: codes[index % codes.count],
                       high: degrees(Double(19 + index % 3)), low: degrees(Double(10 + index % 2)),
                       precipitationProbability: Double((index * 13) % 60))
        }
        let current = WeatherNow(time: now, temperature: degrees(celsius(at: now)), code: 1, apparentTemperature: degrees(celsius(at: now) - 1),
                                 humidity: 62, windSpeed: imperial ? 7 : 11, isDay: (7..<20).contains(calendar.component(.hour, from: now)))
        let forecast = WeatherForecast(
            timeZoneIdentifier: zone.identifier, utcOffsetSeconds: zone.secondsFromGMT(for: now),
            temperatureUnit: imperial ? "°F" : "°C", windSpeedUnit: imperial ? "mph" : "km/h",
            current: current, hours: hours, days: days)
        let place = configuration.place.trimmingCharacters(in: .whitespaces)
        return WeatherTimeline.timeline(forecast, place: place.isEmpty ? "Weather" : place, now: now, refresh: 3600).entries[0]
    }
}
