import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

/// The weather widget's timeline on a virtual `now` (an entry at each forecast hour, one fetch)
/// and its cell in every family.
@MainActor
@Suite struct WeatherWidgetTests {
    /// 2026-11-22 14:05:09 UTC; the fixture's hours run from 00:00 that day for 48 hours.
    private let now = BuiltinHarness.sunday

    private func forecast() throws -> WeatherForecast {
        try OpenMeteoResponse.forecast(NetworkFixture.reply("open-meteo-forecast-london.json")).get()
    }

    private func client() throws -> FixtureHTTPClient {
        FixtureHTTPClient([
            ("/v1/search", try NetworkFixture.reply("open-meteo-geocoding-london.json")),
            ("/v1/forecast", try NetworkFixture.reply("open-meteo-forecast-london.json")),
        ])
    }

    private func timeline(_ values: [String: IntentValue], client: FixtureHTTPClient, at date: Date? = nil) async throws
        -> Timeline<WeatherEntry>
    {
        let instant = date ?? now
        let provider = WeatherProvider(now: { instant }, client: client, kept: .forgetful)
        let intent = try IntentSchema.decode(WeatherIntent.self, from: values)
        return await provider.timeline(for: intent, in: BuiltinHarness.context(.systemMedium))
    }

    private func render(_ entry: WeatherEntry, _ family: WidgetFamily, width: Int = 36, height: Int = 18) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor("weather"), entry: AnyTimelineEntry(entry), family: family,
                              width: width, height: height, now: entry.date).trimmedLines
    }

    @Test func oneFetchGivesAnEntryAtEveryHourAndTheReloadComesAfterTheRefresh() async throws {
        let local = try #require(URL(string: "http://127.0.0.1:9/"))
        let client = try client()
        let timeline = try await timeline(["baseURL": .url(local), "refreshMinutes": .int(90)], client: client)
        #expect(client.requests.count == 1)
        #expect(client.requests.first?.url.host == "127.0.0.1")
        // Now, then 15:00 on the 22nd to 23:00 on the 23rd: the forecast's hours after now.
        #expect(timeline.entries.count == 34)
        #expect(timeline.entries[0].date == now)
        #expect(timeline.entries[1].date == Date(timeIntervalSince1970: 1_795_359_600))
        #expect(zip(timeline.entries.dropFirst(), timeline.entries.dropFirst(2)).allSatisfy {
            $1.date.timeIntervalSince($0.date) == 3600
        })
        #expect(timeline.policy == .after(now.addingTimeInterval(90 * 60)))
        // Measured now at first; from 15:00 on, the hour's forecast stands in for it.
        #expect(timeline.entries[0].forecast?.current?.temperature == 10.6)
        #expect(timeline.entries[1].forecast?.current == WeatherNow(time: timeline.entries[1].date, temperature: 11, code: 61,
                                                                     isDay: true))
        #expect(timeline.entries[1].forecast?.hours.first?.time == Date(timeIntervalSince1970: 1_795_363_200))
        #expect(timeline.entries[1].forecast?.hours.count == WeatherTimeline.listedHours)
    }

    @Test func theReloadComesWhenTheForecastRunsOutIfThatIsSooner() throws {
        // 20:30 on the 23rd, the forecast's last hour is 23:00: three entries more, reload at midnight.
        let late = Date(timeIntervalSince1970: 1_795_465_800)
        let laid = WeatherTimeline.timeline(try forecast(), place: "London", now: late, refresh: 720 * 60)
        #expect(laid.entries.map(\.date) == [late] + [1_795_467_600, 1_795_471_200, 1_795_474_800].map { Date(timeIntervalSince1970: $0) })
        #expect(laid.reload == Date(timeIntervalSince1970: 1_795_478_400))
        // The second day's entries list only that day.
        #expect(laid.entries.last?.forecast?.days.map(\.code) == [73])
        // A stale measured value (two days old) gives way to the hour's forecast.
        #expect(laid.entries[0].forecast?.current == WeatherNow(time: Date(timeIntervalSince1970: 1_795_464_000),
                                                                temperature: 8, code: 0, isDay: false))
        // Past the forecast's end: one entry now with nothing current, and a reload a minute later.
        let after = WeatherTimeline.timeline(try forecast(), place: "London", now: late.addingTimeInterval(86_400), refresh: 3600)
        #expect(after.entries.count == 1 && after.reload == late.addingTimeInterval(86_460))
        #expect(after.entries[0].forecast?.current == nil && after.entries[0].forecast?.hours == [])
    }

    @Test func aPlaceNameIsLookedUpFirstAndItsCoordinatesAsked() async throws {
        let client = try client()
        let timeline = try await timeline(["place": .string("london"), "units": .string("imperial")], client: client)
        #expect(client.requests.map(\.url.path) == ["/v1/search", "/v1/forecast"])
        let forecastQuery = try #require(URLComponents(url: client.requests[1].url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(forecastQuery.contains(URLQueryItem(name: "latitude", value: "51.5085")))
        #expect(forecastQuery.contains(URLQueryItem(name: "temperature_unit", value: "fahrenheit")))
        #expect(client.requests.allSatisfy { $0.headers["Accept"] == "application/json" })
        #expect(timeline.entries.first?.place == "London")
    }

    @Test func failuresAreShownAndRetriedLater() async throws {
        let client = FixtureHTTPClient([("/v1/search", try NetworkFixture.reply("open-meteo-geocoding-none.json"))])
        let timeline = try await timeline(["place": .string("Atlantis")], client: client)
        #expect(timeline.entries.count == 1 && timeline.policy == .after(now.addingTimeInterval(300)))
        #expect(try render(try #require(timeline.entries.first), .systemSmall) == ["Atlantis", "no place named Atlantis"])
        let offline = await WeatherProvider(now: { self.now }, client: UnreachableHTTPClient(), kept: .forgetful).timeline(
            for: try IntentSchema.decode(WeatherIntent.self, from: [:]), in: BuiltinHarness.context(.systemSmall))
        #expect(try render(try #require(offline.entries.first), .systemSmall) == ["51.51°N 0.13°W", "connection refused"])
    }

    @Test func theCellInEachFamilyAndOnTheHour() async throws {
        let entries = try await timeline([:], client: try client()).entries
        // Small: the temperature in big digits beside the sky and today's high and low, then the hours.
        let small = try render(entries[0], .systemSmall, width: 22, height: 9)
        #expect(small == [
            "51.51°N 0.13°W", "╶┐  ╶┐  °C ☁ Overcast", " │   │  H 11°  L 3°", "╶┴╴ ╶┴╴",
            "15:00 ☂ 11° 40%", "16:00 ☂ 11° 70%", "17:00 ☂ 11° 65%", "18:00 ☂ 10° 30%", "19:00 ☁ 9° 5%",
        ])
        // At 15:00 the next entry is due: that hour's forecast is now, and the list moves on.
        let nextSmall = try render(entries[1], .systemSmall, width: 22, height: 9)
        #expect(Array(nextSmall.prefix(2)) == ["51.51°N 0.13°W", "╶┐  ╶┐  °C ☂ Light ra…"])
        #expect(nextSmall[4] == "16:00 ☂ 11° 70%")
        // Too short for digits: the conditions on one line.
        #expect(try render(entries[0], .systemSmall, width: 22, height: 4) == [
            "51.51°N 0.13°W", "☁ 11°C Overcast", "15:00 ☂ 11° 40%", "16:00 ☂ 11° 70%",
        ])
        // Medium: the conditions as lines, a column per hour as many as fit, a bar per hour under them.
        let top = ["51.51°N 0.13°W", "☁ 11°C", "Overcast", "feels 8° · wind 14 km/h · 81% humid", ""]
        let hours = [
            "15:00 16:00 17:00 18:00 19:00 20:00 21:00 22:00 23:00",
            "☂     ☂     ☂     ☂     ☁     ☁     ≡     ≡     ☾",
            "11°   11°   11°   10°   9°    8°    7°    6°    5°",
            "40%   70%   65%   30%   5%",
        ]
        let medium = try render(entries[0], .systemMedium, width: 58, height: 12)
        #expect(Array(medium.prefix(9)) == top + hours)
        #expect(medium.count == 12 && medium.dropFirst(9).allSatisfy { $0.hasPrefix("█████ █████") })
        // Large: the temperature in big digits beside the measures, the hours and their bars, the days.
        let days = ["Today ☂  11° /  3°  70%  Rain", "Mon   ❄  11° /  3°       Snow"]
        let large = try render(entries[0], .systemLarge, width: 58, height: 26)
        #expect(Array(large.prefix(7)) == [
            "51.51°N 0.13°W", "   ╷    ╷ °C ☁ Overcast", "   │    │ feels 8°", "   │    │ wind 14 km/h", "   │    │ 81% humid",
            "   ╵    ╵ H 11°  L 3°", "",
        ])
        #expect(Array(large[7...10]) == hours)
        #expect(Array(large.suffix(3)) == [""] + days)
        // Extra large: the days beside the conditions, and as many hours as the width holds.
        let extraLarge = try render(entries[0], .systemExtraLarge, width: 118, height: 26)
        #expect(extraLarge[2].hasSuffix("feels 8°" + String(repeating: " ", count: 60) + days[0]))
        #expect(extraLarge[3].hasSuffix(days[1]))
        #expect(extraLarge[7] == "15:00 16:00 17:00 18:00 19:00 20:00 21:00 22:00 23:00 00:00 01:00 02:00 03:00 04:00 05:00"
            + " 06:00 07:00 08:00 09:00")
        // After sunset the clear sky is a moon.
        #expect(extraLarge[8].hasPrefix("☂     ☂     ☂     ☂     ☁     ☁     ≡     ≡     ☾     ☾     ☾     ☾"))
        #expect(extraLarge.last?.hasPrefix("█████ █████") == true)
    }
}
