import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import AppleStaticTemplate

@MainActor
@Suite("Apple's static widget template")
struct AppleStaticTemplateTests {
    @Test func placeholderAndSnapshotRenderAtEveryFamily() async throws {
        let widget = try #require(MyWidgetBundle().widgetDescriptors.first)
        #expect(widget.kind == "MyWidget")
        #expect(widget.displayName == "My Widget")
        #expect(widget.supportedFamilies == WidgetFamily.systemFamilies)
        for family in widget.supportedFamilies {
            let context = TimelineProviderContext.testing(family)
            let snapshot = await completionValue { Provider().getSnapshot(in: context, completion: $0) }
            for entry in [Provider().placeholder(in: context), snapshot] {
                let words = renderEntry(entry, of: widget, family: family).words
                #expect(words.hasPrefix("Time: "), "\(family): \(words)")
                #expect(words.hasSuffix(" Emoji: 😀"), "\(family): \(words)")
            }
        }
        let fixed = SimpleEntry(date: Date(timeIntervalSince1970: 1_795_356_300), emoji: "🤩")
        #expect(renderEntry(fixed, of: widget, family: .systemSmall).words == "Time: 14:05 Emoji: 🤩")
    }

    @Test func theTimelineHasFiveHourlyEntries() async {
        let timeline = await completionValue { Provider().getTimeline(in: TimelineProviderContext.testing(), completion: $0) }
        #expect(timeline.policy == .atEnd)
        let gaps = zip(timeline.entries, timeline.entries.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        #expect(gaps == [3600, 3600, 3600, 3600])
    }
}
