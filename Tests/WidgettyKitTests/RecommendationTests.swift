import Foundation
import Testing
import Widgetty

/// `recommendations()` of an intent widget's provider: ready-made configurations, with the values
/// each sets, for the gallery.
@MainActor
@Suite struct RecommendationTests {
    struct CityIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "City"
        @Parameter(title: "City", default: "Lisbon") var city: String
        init() {}
        init(city: String) { self.city = city }
    }

    struct CityEntry: TimelineEntry { let date: Date }

    struct CityProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CityEntry { CityEntry(date: .distantPast) }
        func snapshot(for configuration: CityIntent, in context: Context) async -> CityEntry { CityEntry(date: .distantPast) }
        func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<CityEntry> {
            Timeline(entries: [CityEntry(date: .distantPast)], policy: .never)
        }
        func recommendations() -> [AppIntentRecommendation<CityIntent>] {
            [.init(intent: CityIntent(city: "Tokyo"), description: "Tokyo"), .init(intent: CityIntent(city: "Paris"), description: "Paris")]
        }
    }

    struct PlainProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CityEntry { CityEntry(date: .distantPast) }
        func snapshot(for configuration: CityIntent, in context: Context) async -> CityEntry { CityEntry(date: .distantPast) }
        func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<CityEntry> {
            Timeline(entries: [CityEntry(date: .distantPast)], policy: .never)
        }
    }

    @Test func aProvidersRecommendationsReachTheDescriptorWithTheirValues() {
        let descriptor = AppIntentConfiguration(kind: "city", intent: CityIntent.self, provider: CityProvider()) { _ in Text("x") }
            ._widgetDescriptors[0]
        #expect(descriptor.recommendations() == [
            WidgetRecommendation(description: "Tokyo", values: ["city": .string("Tokyo")]),
            WidgetRecommendation(description: "Paris", values: ["city": .string("Paris")]),
        ])
        let plain = AppIntentConfiguration(kind: "plain", intent: CityIntent.self, provider: PlainProvider()) { _ in Text("x") }
            ._widgetDescriptors[0]
        #expect(plain.recommendations().isEmpty)
    }
}
