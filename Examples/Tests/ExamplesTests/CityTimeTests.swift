import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import CityTime

/// CityTime, written here: a City entity found among the system's time zones by a query that
/// searches, a parameter summary with When, and recommendations, through WidgettyTesting.
@MainActor
@Suite("CityTime (written here)")
struct CityTimeTests {
    static let tokyo = CityEntity(id: "Asia/Tokyo")
    static let london = CityEntity(id: "Europe/London")

    @Test func theQuerySearchesTheSystemsTimeZonesByNameAndFindsStoredOnesAgain() async throws {
        let query = CityQuery()
        let all = try await query.allEntities()
        #expect(all.count == TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") && !$0.hasPrefix("Etc/") }.count)
        #expect(try await query.entities(matching: "new york").map(\.id) == ["America/New_York"])
        #expect(try await query.entities(matching: "aires").map(\.name) == ["Buenos Aires"])
        #expect(try await query.entities(matching: "zzz").isEmpty)
        #expect(try await query.entities(for: ["Asia/Tokyo", "Atlantis/Poseidonis"]).map(\.id) == ["Asia/Tokyo"])
        #expect(Self.tokyo.displayRepresentation.title.key == "Tokyo")
        #expect(Self.tokyo.displayRepresentation.subtitle?.key == "Asia/Tokyo")
    }

    @Test func theSecondCitysRowShowsOnlyWhileCompareIsOn() {
        let schema = IntentSchema(CityTimeIntent.self)
        #expect(schema.visibleParameters(for: ["compare": .bool(false)]).map(\.key) == ["city", "compare"])
        #expect(schema.visibleParameters(for: ["compare": .bool(true)]).map(\.key) == ["city", "compare", "other"])
        #expect(schema.parameters.first { $0.key == "city" }?.searchesByQuery == true, "the panel asks the query as the user types")
    }

    @Test func theRecommendationsAreReadyMadeCities() throws {
        let descriptor = try #require(CityTimeWidget().widgetDescriptors.first)
        let recommendations = descriptor.recommendations()
        #expect(recommendations.map(\.description) == ["Tokyo", "New York compared with London"])
        let second = try #require(recommendations.last)
        guard case .object(let city)? = second.values["city"], case .object(let other)? = second.values["other"] else {
            Issue.record("not entities: \(second.values)")
            return
        }
        #expect(city.identifier == "America/New_York" && other.identifier == "Europe/London")
        #expect(second.values["compare"] == .bool(true))
    }

    @Test func anEntryShowsTheCitysTimeAndHowFarAheadOfTheOtherItIs() {
        // 14:05 UTC on 22 November 2026: 23:05 in Tokyo, London on GMT.
        let view = renderEntry(CityTimeEntry(date: widgetTestDate, city: Self.tokyo, other: Self.london), of: CityTimeWidget(), family: .systemMedium)
        #expect(view.words.contains("Tokyo 23:05 +9h vs London"), "\(view.lines)")
        let same = CityTimeEntry(date: widgetTestDate, city: Self.london, other: CityEntity(id: "Europe/Lisbon"))
        #expect(same.comparison == "same time as Lisbon")
        let india = CityTimeEntry(date: widgetTestDate, city: CityEntity(id: "Asia/Kolkata"), other: Self.london)
        #expect(india.comparison == "+5:30 vs London")
    }

    @Test func theProviderFindsTheStoredCityThroughItsQueryAndTicksEveryMinute() async throws {
        let stored: [String: IntentValue] = [
            "city": .object(IntentObject(identifier: "Asia/Tokyo", display: "Tokyo")), "compare": .bool(true),
            "other": .object(IntentObject(identifier: "Europe/London", display: "London")),
        ]
        let probe = TimelineProbe(CityTimeWidget(), family: .systemMedium, params: stored)
        await probe.start()
        let entries = probe.entries(as: CityTimeEntry.self)
        #expect(entries.count == 60)
        #expect(entries.first?.city?.id == "Asia/Tokyo" && entries.first?.other?.id == "Europe/London")
        #expect(probe.entryOffsets.dropFirst().allSatisfy { $0 <= 3600 })
        #expect(probe.policy == .atEnd)
        #expect(probe.lines.contains { $0.contains("Tokyo") }, "\(probe.lines)")
    }

    @Test func aStoredCityTheSystemNoLongerKnowsIsAnErrorNotAnotherCity() async throws {
        let probe = TimelineProbe(
            CityTimeWidget(), params: ["city": .object(IntentObject(identifier: "Atlantis/Poseidonis", display: "Poseidonis"))])
        await probe.start()
        #expect(probe.lastError != nil)
        #expect("\(String(describing: probe.lastError))".contains("Poseidonis"))
    }
}
