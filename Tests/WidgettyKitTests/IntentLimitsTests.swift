import Foundation
import Testing
import Widgetty

private struct Regions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(promptLabel: "Pick a city") {
            ItemSection("Europe") {
                IntentItem("lisbon", title: "Lisbon", subtitle: "Portugal")
                "paris"
            }
            ItemSection("Asia", items: ["tokyo"])
        }
    }
}

private struct LimitedIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Limited"
    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 14)) var days: Int
    @Parameter(title: "Scale", inclusiveRange: (4, 0.5)) var scale: Double
    @Parameter(title: "Tags", size: 3) var tags: [String]
    @Parameter(title: "Cities", default: ["lisbon"], size: [.systemSmall: IntentCollectionSize(min: 1, max: 2)], optionsProvider: Regions())
    var cities: [String]
    @Parameter(title: "Some", size: IntentCollectionSize(min: 0, max: 4), optionsProvider: RepositoryOptions()) var some: [String]
    @Parameter(title: "Free") var free: Int
}

/// Bounds and list sizes as App Intents spells them, and providers that answer in sections.
@Suite struct IntentLimitsTests {
    @Test func boundsAndSizesAreInTheSchema() throws {
        let parameters = IntentSchema(LimitedIntent.self).parameters
        #expect(parameters.map(\.inclusiveRange) == [1...14, 0.5...4, nil, nil, nil, nil])
        #expect(parameters[2].size == IntentCollectionSize(exactly: 3))
        #expect(parameters[2].size(for: .systemLarge)?.isFixed == true)
        #expect(parameters[3].size(for: .systemSmall) == IntentCollectionSize(min: 1, max: 2))
        #expect(parameters[3].size(for: .systemLarge) == nil)
        #expect(parameters[4].size?.description == "at most 4")
        #expect(parameters[3].hasOptionsProvider && parameters[4].hasOptionsProvider)
        #expect(parameters[5].inclusiveRange == nil && parameters[5].size == nil)
        let intent = try IntentSchema.decode(LimitedIntent.self, from: ["days": .int(5)])
        #expect(intent.days == 5)
        #expect(intent.cities == ["lisbon"])
    }

    @Test func violationsSayWhatIsAllowed() {
        let parameters = IntentSchema(LimitedIntent.self).parameters
        #expect(parameters[0].violation(of: .int(15), family: .systemSmall) == "must be between 1 and 14")
        #expect(parameters[0].violation(of: .int(14), family: .systemSmall) == nil)
        #expect(parameters[1].violation(of: .double(0.4), family: .systemSmall) == "must be between 0.5 and 4")
        #expect(parameters[2].violation(of: .array([.string("a")]), family: .systemSmall) == "takes exactly 3 values, not 1")
        #expect(parameters[3].violation(of: .array([]), family: .systemSmall) == "takes 1 to 2 values, not 0")
        #expect(parameters[3].violation(of: .array([]), family: .systemLarge) == nil)
        #expect(IntentCollectionSize(min: 5, max: 2) == IntentCollectionSize(min: 2, max: 2))
    }

    @Test func providersMayAnswerInSectionsAndPlainArraysStillWork() async throws {
        let sections = try #require(try await IntentSchema.optionSections(LimitedIntent.self, forKey: "cities"))
        #expect(sections == [
            IntentOptionSection(title: "Europe", options: [
                IntentOption(value: .string("lisbon"), title: "Lisbon", subtitle: "Portugal"), IntentOption(value: .string("paris")),
            ]),
            IntentOptionSection(title: "Asia", options: [IntentOption(value: .string("tokyo"))]),
        ])
        #expect(try await IntentSchema.options(LimitedIntent.self, forKey: "cities") == [.string("lisbon"), .string("paris"), .string("tokyo")])
        #expect(try await IntentSchema.optionSections(LimitedIntent.self, forKey: "some") == [
            IntentOptionSection(title: nil, options: [IntentOption(value: .string("widgetty")), IntentOption(value: .string("swift"))]),
        ])
        #expect(try await IntentSchema.optionSections(LimitedIntent.self, forKey: "free") == nil)
        #expect(try await Regions().results().promptLabel == "Pick a city")
    }
}

// The README's example, as written there.
private struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 7)) var days: Int
    @Parameter(title: "Cities", default: ["Lisbon"], size: [.systemSmall: 1, .systemLarge: 4],
               optionsProvider: CityOptions()) var cities: [String]
}

private struct CityOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {   // or just `-> [String]`
        ItemCollection {
            ItemSection("Europe") { "Lisbon"; "Paris" }
            ItemSection("Asia") { IntentItem("Tokyo", subtitle: "UTC+9") }
        }
    }
}

@Suite struct ReadmeIntentExampleTests {
    @Test func theReadmeExampleCompilesAndSaysWhatItMeans() async throws {
        let cities = IntentSchema(WeatherIntent.self).parameters[1]
        #expect(cities.size(for: .systemSmall) == IntentCollectionSize(exactly: 1))
        #expect(try await IntentSchema.options(WeatherIntent.self, forKey: "cities") == [.string("Lisbon"), .string("Paris"), .string("Tokyo")])
    }
}
