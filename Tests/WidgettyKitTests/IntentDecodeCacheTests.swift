import Foundation
import Synchronization
import Testing
@testable import WidgettyKit
import WidgettyUI

/// An intent that counts how many of it were made.
struct CountedIntent: WidgetConfigurationIntent {
    static let made = Atomic<Int>(0)
    static var title: LocalizedStringResource { "Counted" }

    @Parameter(title: "City", default: "Lisbon") var city: String
    @Parameter(title: "Count", default: 3) var count: Int

    init() { Self.made.add(1, ordering: .relaxed) }
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
    let count: Int
}

/// Shows the configuration it is given; when `meddles`, sets its city afterwards (allowed:
/// parameters are `nonmutating`).
struct CityProvider: AppIntentTimelineProvider {
    var meddles = false

    func placeholder(in context: Context) -> CityEntry { CityEntry(date: .distantPast, city: "", count: 0) }
    func snapshot(for configuration: CountedIntent, in context: Context) async -> CityEntry { entry(configuration) }
    func timeline(for configuration: CountedIntent, in context: Context) async -> Timeline<CityEntry> {
        Timeline(entries: [entry(configuration)], policy: .never)
    }

    func entry(_ configuration: CountedIntent) -> CityEntry {
        defer { if meddles { configuration.city = "Changed by the provider" } }
        return CityEntry(date: .distantPast, city: configuration.city, count: configuration.count)
    }
}

@MainActor
@Suite(.serialized) struct IntentDecodeCacheTests {
    func source(meddles: Bool = false) throws -> WidgetTimelineSource {
        let configuration = AppIntentConfiguration(kind: "city", intent: CountedIntent.self, provider: CityProvider(meddles: meddles)) { _ in
            EmptyView()
        }
        return try #require(configuration._widgetDescriptors.first).source
    }

    func shown(_ source: WidgetTimelineSource, _ values: [String: IntentValue]) async throws -> String {
        let timeline = try await source.timeline(KitTestContext.make(), values)
        let entry = try #require(timeline.entries.first?.base as? CityEntry)
        return "\(entry.city) \(entry.count)"
    }

    @Test func eachConfigurationIsDecodedOnceAndGivenAgain() async throws {
        let source = try source()
        let oslo: [String: IntentValue] = ["city": .string("Oslo")]
        let before = CountedIntent.made.load(ordering: .relaxed)
        for _ in 0..<3 {
            #expect(try await shown(source, oslo) == "Oslo 3")
            #expect(try await shown(source, ["count": .int(7)]) == "Lisbon 7")
        }
        #expect(CountedIntent.made.load(ordering: .relaxed) - before == 2)
        let snapshot = try await source.snapshot(KitTestContext.make(), oslo)
        #expect((snapshot.base as? CityEntry)?.city == "Oslo")
        #expect(CountedIntent.made.load(ordering: .relaxed) - before == 2)
    }

    @Test func aProviderThatChangesItsIntentGetsAFreshOneNextTime() async throws {
        let source = try source(meddles: true)
        for _ in 0..<3 {
            #expect(try await shown(source, ["city": .string("Oslo")]) == "Oslo 3")
        }
    }

    @Test func badValuesAreStillRefusedEveryTime() async throws {
        let source = try source()
        for _ in 0..<2 {
            await #expect(throws: IntentDecodingError.self) { try await shown(source, ["count": .string("three")]) }
            await #expect(throws: IntentDecodingError.self) { try await shown(source, ["nope": .int(1)]) }
        }
    }
}
