import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import AppleAppIntentTemplate

@MainActor
@Suite("Apple's App Intent widget template")
struct AppleAppIntentTemplateTests {
    @Test func placeholderAndSnapshotRenderAtEveryFamily() async throws {
        let widget = try #require(MyWidgetBundle().widgetDescriptors.first)
        let intent = try #require(widget.intent)
        #expect(intent.schema.parameters.map(\.title) == ["Favorite Emoji"])
        for family in widget.supportedFamilies {
            let context = TimelineProviderContext.testing(family)
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
        let timeline = try await widget.source.timeline(TimelineProviderContext.testing(), ["favoriteEmoji": .string("🦊")])
        #expect(timeline.entries.count == 5)
        #expect(timeline.policy == .atEnd)
        let entry = try #require(timeline.entries.first?.base as? SimpleEntry)
        #expect(entry.configuration.favoriteEmoji == "🦊")
        #expect(renderEntry(entry, of: widget, family: .systemMedium).words.hasSuffix("Favorite Emoji: 🦊"))
    }

    @Test func theHomeScreenShowsEachHourAndReloadsAtTheEnd() async throws {
        let probe = TimelineProbe(MyWidget(), family: .systemSmall, params: ["favoriteEmoji": .string("🦊")])
        await probe.start()
        #expect(probe.entryOffsets == [0, 3600, 7200, 10800, 14400])
        #expect(probe.policy == .atEnd)
        #expect(probe.nextReload == probe.entries.last?.date)
        #expect(probe.lines.last { !$0.isEmpty }?.hasSuffix("🦊") == true, "\(probe.lines)")
        await probe.advance(by: 14400)
        #expect(probe.timelines.count == 2, "`.atEnd`: the provider is asked again at the last entry")
    }
}
