import Foundation
import WidgettyKit
import WidgettyUI

/// Units for the fixture intent's enum parameter.
enum PanelUnit: String, AppEnum {
    case celsius, fahrenheit, kelvin
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    static var caseDisplayRepresentations: [PanelUnit: DisplayRepresentation] {
        [.celsius: "Celsius", .fahrenheit: "Fahrenheit", .kelvin: "Kelvin"]
    }
}

/// Choices in two sections, with titles.
struct PanelCityOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Europe") {
                IntentItem("lisbon", title: "Lisbon")
                IntentItem("paris", title: "Paris", subtitle: "France")
            }
            ItemSection("Asia") {
                "tokyo"
                // An untrusted title: the escape must never reach the terminal.
                IntentItem("osc", title: "Clipboard\u{1B}]52;c;aGk=\u{07}")
            }
        }
    }
}

/// A provider that never answers until cancelled: the spinner stays.
struct SlowOptions: DynamicOptionsProvider {
    func results() async throws -> [String] {
        try await Task.sleep(for: .seconds(3600))
        return []
    }
}

/// Every editor the panel has: text, bounded numbers, toggle, enum, date, URL, lists (one of a
/// fixed size), provider choices in sections.
struct PanelFixtureIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description: IntentDescription = "Weather for a city."

    @Parameter(title: "Label", description: "Shown on top", default: "Home") var label: String
    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 7)) var days: Int
    @Parameter(title: "Scale", default: 1.5, inclusiveRange: (0.5, 4)) var scale: Double
    @Parameter(title: "Compact", default: false) var compact: Bool
    @Parameter(title: "Unit", default: .celsius) var unit: PanelUnit
    @Parameter(title: "Since") var since: Date?
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Tags", default: ["a", "b"], size: IntentCollectionSize(min: 1, max: 3)) var tags: [String]
    @Parameter(title: "Pair", default: [.celsius, .kelvin], size: 2) var pair: [PanelUnit]
    @Parameter(title: "City", default: "lisbon", optionsProvider: PanelCityOptions()) var city: String
    @Parameter(title: "Backup unit") var backup: PanelUnit?
}

struct PanelFixtureEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct PanelFixtureProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PanelFixtureEntry { PanelFixtureEntry(date: Date(timeIntervalSince1970: 0), text: "…") }
    func snapshot(for configuration: PanelFixtureIntent, in context: Context) async -> PanelFixtureEntry {
        PanelFixtureEntry(date: Date(timeIntervalSince1970: 0), text: "\(configuration.label) \(configuration.days)d \(configuration.city)")
    }
    func timeline(for configuration: PanelFixtureIntent, in context: Context) async -> Timeline<PanelFixtureEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct PanelFixtureWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "weather", intent: PanelFixtureIntent.self, provider: PanelFixtureProvider()) { entry in
            Text(entry.text)
        }
        .configurationDisplayName("Weather")
    }
}

/// A configurable widget whose provider is slow.
struct SlowIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Slow"
    @Parameter(title: "Choice", default: "", optionsProvider: SlowOptions()) var choice: String
}

struct SlowWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "slow", intent: SlowIntent.self, provider: SlowProvider()) { entry in Text(entry.text) }
    }
}

struct SlowProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PanelFixtureEntry { PanelFixtureEntry(date: Date(timeIntervalSince1970: 0), text: "slow") }
    func snapshot(for configuration: SlowIntent, in context: Context) async -> PanelFixtureEntry { placeholder(in: context) }
    func timeline(for configuration: SlowIntent, in context: Context) async -> Timeline<PanelFixtureEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
}

/// A widget without settings.
struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "plain", provider: PlainProvider()) { entry in Text(entry.text) }
            .configurationDisplayName("Plain")
            .description("Says hello.")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PanelFixtureEntry { PanelFixtureEntry(date: Date(timeIntervalSince1970: 0), text: "hello") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (PanelFixtureEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PanelFixtureEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
