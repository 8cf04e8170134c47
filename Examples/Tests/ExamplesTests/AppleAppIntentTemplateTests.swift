import Foundation
import Testing
import Widgetty
import WidgettyTestSupport
@testable import AppleAppIntentTemplate

@MainActor
@Suite("Apple's App Intent widget template")
struct AppleAppIntentTemplateTests {
    @Test func placeholderAndSnapshotRenderAtEveryFamily() async throws {
        let widget = try #require(MyWidgetBundle().widgetDescriptors.first)
        let intent = try #require(widget.intent)
        #expect(intent.schema.parameters.map(\.title) == ["Favorite Emoji"])
        for family in widget.supportedFamilies {
            let context = ExampleContext.make(family)
            let snapshot = await Provider().snapshot(for: ConfigurationAppIntent(), in: context)
            for entry in [Provider().placeholder(in: context), snapshot] {
                let words = renderEntry(entry, of: widget, family: family).words
                #expect(words.hasPrefix("Time: "), "\(family): \(words)")
                #expect(words.hasSuffix(" Favorite Emoji: 😃"), "\(family): \(words)")
            }
        }
    }

    @Test func theTimelineUsesTheStoredEmoji() async throws {
        let widget = try #require(MyWidgetBundle().widgetDescriptors.first)
        let timeline = try await widget.source.timeline(ExampleContext.make(), ["favoriteEmoji": .string("🦊")])
        #expect(timeline.entries.count == 5)
        #expect(timeline.policy == .atEnd)
        let entry = try #require(timeline.entries.first?.base as? SimpleEntry)
        #expect(entry.configuration.favoriteEmoji == "🦊")
        #expect(renderEntry(entry, of: widget, family: .systemMedium).words.hasSuffix("Favorite Emoji: 🦊"))
    }
}
