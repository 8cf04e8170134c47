import Foundation
import Testing
@testable import WidgettyBuiltins

/// Open-Meteo's requests built from the widget's parameters, and its answers read, including
/// the ones that are not forecasts at all.
@Suite struct WeatherParsingTests {
    private func query(_ url: URL?) throws -> [String: String] {
        let components = try #require(url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
        return Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    }

    @Test func theForecastRequestNamesEveryVariableTheParserReads() throws {
        let url = OpenMeteoRequest.forecast(base: OpenMeteoRequest.forecastService, latitude: 51.50853, longitude: -0.12574,
                                            units: .imperial)
        #expect(url?.absoluteString.hasPrefix("https://api.open-meteo.com/v1/forecast?") == true)
        let items = try query(url)
        #expect(items["latitude"] == "51.5085" && items["longitude"] == "-0.1257")
        #expect(items["hourly"] == "temperature_2m,weather_code,precipitation_probability,is_day")
        #expect(items["daily"] == "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max")
        #expect(items["current"] == "temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,wind_speed_10m,is_day")
        #expect(items["timezone"] == "auto" && items["timeformat"] == "unixtime" && items["forecast_days"] == "7")
        #expect(items["temperature_unit"] == "fahrenheit" && items["wind_speed_unit"] == "mph" && items["precipitation_unit"] == "inch")
        #expect(try query(OpenMeteoRequest.forecast(base: OpenMeteoRequest.forecastService, latitude: 0, longitude: 0,
                                                    units: .metric))["temperature_unit"] == "celsius")
    }

    @Test func aBaseURLKeepsItsPathAndOnlyHTTPIsAccepted() throws {
        let local = try #require(URL(string: "http://127.0.0.1:8080/meteo/"))
        #expect(OpenMeteoRequest.geocoding(base: local, name: "São Paulo & co")?.absoluteString
            == "http://127.0.0.1:8080/meteo/v1/search?name=S%C3%A3o%20Paulo%20%26%20co&count=1&language=en&format=json")
        #expect(OpenMeteoRequest.forecast(base: try #require(URL(string: "file:///etc/passwd")), latitude: 0, longitude: 0,
                                          units: .metric) == nil)
        #expect(OpenMeteoRequest.geocoding(base: try #require(URL(string: "about:blank")), name: "x") == nil)
    }

    @Test func readsTheForecastWithItsUnitsZoneAndMissingValues() throws {
        let forecast = try OpenMeteoResponse.forecast(NetworkFixture.reply("open-meteo-forecast-london.json")).get()
        #expect(forecast.timeZoneIdentifier == "Europe/London" && forecast.utcOffsetSeconds == 0)
        #expect(forecast.temperatureUnit == "°C" && forecast.windSpeedUnit == "km/h")
        #expect(forecast.current == WeatherNow(time: Date(timeIntervalSince1970: 1_795_356_000), temperature: 10.6, code: 3,
                                               apparentTemperature: 8.2, humidity: 81, windSpeed: 14.3, isDay: true))
        #expect(forecast.hours.count == 48)
        #expect(forecast.hours[15] == WeatherHour(time: Date(timeIntervalSince1970: 1_795_359_600), temperature: 11,
                                                  code: 61, precipitationProbability: 40, isDay: true))
        // The last twelve hours have no chance of rain in the answer (null): kept, as unknown.
        #expect(forecast.hours[47].precipitationProbability == nil)
        #expect(forecast.days.map(\.code) == [63, 73] && forecast.days[1].precipitationProbability == nil)
        #expect(forecast.days[0].high == 11 && forecast.days[0].low == 3)
    }

    @Test func refusalsPagesAndBrokenBodiesSayWhatWentWrong() throws {
        let refused = HTTPReply(status: 400, headers: ["Content-Type": "application/json"],
                                body: try NetworkFixture.data("open-meteo-error.json"))
        #expect(OpenMeteoResponse.forecast(refused).failure?.description
            == "HTTP 400: Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly")
        // A captive portal's page, with a 200 and even when it claims to be JSON.
        let page = try NetworkFixture.reply("captive-portal.html", type: "application/json")
        #expect(OpenMeteoResponse.forecast(page).failure == .unreadable(expected: "JSON", reason: "the server sent an HTML page"))
        let full = try NetworkFixture.data("open-meteo-forecast-london.json")
        let truncated = HTTPReply(status: 200, body: full.prefix(full.count / 2))
        #expect(OpenMeteoResponse.forecast(truncated).failure == .unreadable(expected: "a forecast", reason: "malformed JSON"))
        #expect(OpenMeteoResponse.forecast(HTTPReply(status: 200, body: Data())).failure != nil)
        #expect(OpenMeteoResponse.forecast(HTTPReply(status: 200, body: Data(#"{"hourly": {"time": "soon"}}"#.utf8))).failure
            == .unreadable(expected: "a forecast", reason: "unexpected value at hourly.time"))
        #expect(OpenMeteoResponse.forecast(HTTPReply(status: 200, body: Data(#"{"latitude": 1}"#.utf8))).failure
            == .unreadable(expected: "a forecast", reason: "no current or hourly values"))
        #expect(OpenMeteoResponse.forecast(HTTPReply(status: 503, body: Data("<html>busy</html>".utf8))).failure
            == .status(503, detail: nil))
    }

    @Test func findsAPlaceByNameOrSaysThereIsNone() throws {
        let found = try OpenMeteoResponse.place(NetworkFixture.reply("open-meteo-geocoding-london.json"), query: "london").get()
        #expect(found == WeatherPlace(name: "London", latitude: 51.50853, longitude: -0.12574, area: "United Kingdom"))
        #expect(OpenMeteoResponse.place(try NetworkFixture.reply("open-meteo-geocoding-none.json"), query: "Atlantis").failure
            == .notFound("no place named Atlantis"))
    }

    @Test func weatherCodesAreOneCellGlyphsAndShortWords() {
        let documented = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]
        for code in documented.map(WeatherCode.init) {
            #expect(code.glyph() != "?" && !code.word.hasPrefix("Code"), "\(code.code)")
            #expect(code.glyph().unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation }, "\(code.code)")
        }
        #expect(WeatherCode(0).glyph(isDay: false) == "☾" && WeatherCode(63).glyph() == "☂" && WeatherCode(73).glyph() == "❄")
        #expect(WeatherCode(4).glyph() == "?" && WeatherCode(4).word == "Code 4")
    }
}

extension Result {
    /// The error, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
