import Foundation
import Testing
import Widgetty
import WidgettyTesting

/// A widget as an author writes one: hourly entries, a view per family, a configuration intent.
struct GreetingIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Greeting" }
    @Parameter(title: "Name", default: "World")
    var name: String
}

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
    let hour: Int
}

struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: Date(), name: "Someone", hour: 0) }
    func snapshot(for configuration: GreetingIntent, in context: Context) async -> GreetingEntry {
        GreetingEntry(date: Date(), name: configuration.name, hour: 0)
    }
    func timeline(for configuration: GreetingIntent, in context: Context) async -> Timeline<GreetingEntry> {
        let now = Date()
        let entries = (0..<3).map { GreetingEntry(date: now.addingTimeInterval(Double($0) * 3600), name: configuration.name, hour: $0) }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct GreetingView: View {
    @Environment(\.widgetFamily) var family
    let entry: GreetingEntry
    var body: some View {
        switch family {
        case .systemMedium:
            HStack { Text("Hello, \(entry.name)!"); Spacer(); Text("hour \(entry.hour)") }
        default:
            VStack(alignment: .leading) { Text("Hello,"); Text(entry.name) }
        }
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Greeting", intent: GreetingIntent.self, provider: GreetingProvider()) { entry in
            GreetingView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@MainActor
@Suite("Testing helpers for authors")
struct TestingHelpersTests {
    @Test func anEntryRendersPerFamilyAtTheFamilysSize() {
        let entry = GreetingEntry(date: widgetTestDate, name: "Ada", hour: 2)
        let small = renderEntry(entry, of: GreetingWidget(), family: .systemSmall)
        #expect(small.buffer.size == WidgetFamily.systemSmall.standardContentSize)
        #expect(small.lines.filter { !$0.isEmpty } == ["          Hello,", "          Ada"], "centred, as in a widget")
        let medium = renderEntry(entry, of: GreetingWidget(), family: .systemMedium)
        #expect(medium.words == "Hello, Ada! hour 2")
        #expect(medium.lines.contains { $0.hasSuffix("hour 2") && $0.count == 56 })
        let redacted = renderEntry(entry, of: GreetingWidget(), family: .systemSmall, placeholder: true)
        #expect(!redacted.words.contains("Ada"), "a placeholder is drawn redacted: \(redacted.words)")
    }

    @Test func providersGetATestContext() async {
        let context = TimelineProviderContext.testing(.systemMedium, isPreview: true)
        #expect(context.family == .systemMedium && context.isPreview)
        #expect(context.displaySize == CGSize(width: 56, height: 10))
        let entry = await GreetingProvider().snapshot(for: GreetingIntent(), in: context)
        #expect(entry.name == "World")
    }

    @Test func aProbeRunsTheProviderOnTheSchedulerAgainstAVirtualClock() async {
        let probe = TimelineProbe(GreetingWidget(), family: .systemMedium, params: ["name": .string("Grace")])
        await probe.start()
        #expect(probe.timelines.count == 1)
        #expect(probe.entryOffsets == [0, 3600, 7200])
        #expect(probe.entries(as: GreetingEntry.self).map(\.name) == ["Grace", "Grace", "Grace"])
        #expect(probe.policy == .atEnd)
        #expect(probe.nextReload == probe.entries.last?.date)
        #expect(!probe.isShowingPlaceholder)
        #expect(probe.lines.joined().contains("hour 0"))

        await probe.advance(by: 3600)
        #expect((probe.currentEntry?.base as? GreetingEntry)?.hour == 1)
        #expect(probe.words.contains("hour 1"))
        #expect(probe.timelines.count == 1)

        await probe.advance(by: 3600)  // the last entry's date: `.atEnd` asks again
        #expect(probe.timelines.count == 2)
        await probe.reload()
        #expect(probe.timelines.count == 3)
    }

    @Test func theProbesDayChangesOnlyWhenItsZoneSaysSo() async {
        // By default `now` is midday in the probe's zone: two hours pass without a day change,
        // whatever the hour of the run (this test once failed when run after 23:00 UTC).
        let quiet = TimelineProbe(GreetingWidget(), family: .systemMedium)
        await quiet.start()
        await quiet.advance(by: 2 * 3600 - 1)
        #expect(quiet.timelines.count == 1)
        #expect((quiet.currentEntry?.base as? GreetingEntry)?.hour == 1)

        // A zone in which it is 23:30: at its midnight every widget reloads, as on the home screen.
        let now = Date()
        let secondsIntoUTCDay = now.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
        var offset = (84_600 - secondsIntoUTCDay.rounded(.down)) / 60
        if offset > 14 * 60 { offset -= 24 * 60 }
        let lateZone = TimeZone(secondsFromGMT: Int(offset.rounded()) * 60)
        let late = TimelineProbe(GreetingWidget(), family: .systemMedium, now: now, timeZone: lateZone)
        await late.start()
        await late.advance(by: 3600)
        #expect(late.timelines.count == 2, "midnight in \(String(describing: lateZone)) reloaded the widget")
    }
}

extension TimelineProbe {
    var words: String { rendered?.words ?? "" }
}
