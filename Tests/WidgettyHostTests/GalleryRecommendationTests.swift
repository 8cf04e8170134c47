import Foundation
import Testing
import WidgettyHomeFile
@testable import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyUI

/// A provider's `recommendations()` in the gallery: an entry each, with its description, and
/// adding one writes its parameters into the home file.
@MainActor
@Suite(.serialized) struct GalleryRecommendationTests {
    struct TownIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Town"
        @Parameter(title: "Town", default: "Lisbon") var town: String
        init() {}
        init(town: String) { self.town = town }
    }

    struct TownEntry: TimelineEntry {
        let date: Date
        let town: String
    }

    struct TownProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> TownEntry { TownEntry(date: .distantPast, town: "…") }
        func snapshot(for configuration: TownIntent, in context: Context) async -> TownEntry {
            TownEntry(date: .distantPast, town: configuration.town)
        }
        func timeline(for configuration: TownIntent, in context: Context) async -> Timeline<TownEntry> {
            Timeline(entries: [TownEntry(date: .distantPast, town: configuration.town)], policy: .never)
        }
        func recommendations() -> [AppIntentRecommendation<TownIntent>] {
            [.init(intent: TownIntent(town: "Kyoto"), description: "Kyoto"), .init(intent: TownIntent(town: "Porto"), description: "Porto")]
        }
    }

    struct TownWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "town", intent: TownIntent.self, provider: TownProvider()) { Text("Town \($0.town)") }
                .configurationDisplayName("Town")
        }
    }

    @Test func eachRecommendationIsAnEntryWithItsValues() throws {
        let descriptor = try #require(TownWidget().widgetDescriptors.first)
        let entries = GalleryEntry.entries(for: descriptor)
        #expect(entries.map(\.displayName) == ["Town", "Town — Kyoto", "Town — Porto"])
        #expect(entries.map(\.params) == [[:], ["town": .string("Kyoto")], ["town": .string("Porto")]])
    }

    @Test func addingARecommendationWritesItsParametersIntoTheHomeFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-rec-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("home.yaml")
        let yaml = "widgets:\n  - kind: town\n"
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        let pilot = try HostPilot(widgets: TownWidget().widgetDescriptors, configuration: configuration, homeFile: file)
        await pilot.settle()
        await pilot.press(.character("a"))
        await pilot.type("kyoto")
        #expect(pilot.text.contains("Town — Kyoto"))
        await pilot.press(.enter)
        await pilot.settle()
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("town: Kyoto"), "\(saved)")
        #expect(!pilot.text.contains("Edit Town"), "a recommendation comes configured: no edit panel")
        #expect(pilot.text.contains("Town Kyoto"), "the new widget shows its recommendation's town: \(pilot.text)")
    }
}
