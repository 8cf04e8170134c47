// Apple's Xcode widget-extension templates, written as Apple writes them, with only the imports
// changed (`import Widgetty` for `import WidgetKit`, `import SwiftUI` and `import AppIntents`).
// Each template sits in an enum only so both fit in one file. `#Preview(as:)` is left out, and
// `.background()` is spelled `.background(.background)`: Widgetty has no argument-less form.
import Foundation
import Testing
import Widgetty
import WidgettyTestSupport

enum StaticTemplate {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), emoji: "😀")
        }

        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            let entry = SimpleEntry(date: Date(), emoji: "😀")
            completion(entry)
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
            var entries: [SimpleEntry] = []

            // Generate a timeline consisting of five entries an hour apart, starting from the current date.
            let currentDate = Date()
            for hourOffset in 0 ..< 5 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
                let entry = SimpleEntry(date: entryDate, emoji: "😀")
                entries.append(entry)
            }

            let timeline = Timeline(entries: entries, policy: .atEnd)
            completion(timeline)
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let emoji: String
    }

    struct MyWidgetEntryView : View {
        var entry: Provider.Entry

        var body: some View {
            VStack {
                Text("Time:")
                Text(entry.date, style: .time)

                Text("Emoji:")
                Text(entry.emoji)
            }
        }
    }

    struct MyWidget: Widget {
        let kind: String = "MyWidget"

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                if #available(iOS 17.0, *) {
                    MyWidgetEntryView(entry: entry)
                        .containerBackground(.fill.tertiary, for: .widget)
                } else {
                    MyWidgetEntryView(entry: entry)
                        .padding()
                        .background(.background)
                }
            }
            .configurationDisplayName("My Widget")
            .description("This is an example widget.")
        }
    }
}

enum AppIntentTemplate {
    struct ConfigurationAppIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Configuration" }
        static var description: IntentDescription { "This is an example widget." }

        // An example configurable parameter.
        @Parameter(title: "Favorite Emoji", default: "😃")
        var favoriteEmoji: String
    }

    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
        }

        func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
            SimpleEntry(date: Date(), configuration: configuration)
        }

        func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
            var entries: [SimpleEntry] = []

            // Generate a timeline consisting of five entries an hour apart, starting from the current date.
            let currentDate = Date()
            for hourOffset in 0 ..< 5 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
                let entry = SimpleEntry(date: entryDate, configuration: configuration)
                entries.append(entry)
            }

            return Timeline(entries: entries, policy: .atEnd)
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let configuration: ConfigurationAppIntent
    }

    struct MyWidgetEntryView : View {
        var entry: Provider.Entry

        var body: some View {
            VStack {
                Text("Time:")
                Text(entry.date, style: .time)

                Text("Favorite Emoji:")
                Text(entry.configuration.favoriteEmoji)
            }
        }
    }

    struct MyWidget: Widget {
        let kind: String = "MyWidget"

        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                MyWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
        }
    }
}

extension AppIntentTemplate.ConfigurationAppIntent {
    fileprivate static var smiley: AppIntentTemplate.ConfigurationAppIntent {
        let intent = AppIntentTemplate.ConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: AppIntentTemplate.ConfigurationAppIntent {
        let intent = AppIntentTemplate.ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

/// A bundle as the template's `@main struct …Bundle: WidgetBundle` writes it (without `@main`,
/// which a test target cannot have).
struct TemplateWidgetBundle: WidgetBundle {
    var body: some Widget {
        StaticTemplate.MyWidget()
        AppIntentTemplate.MyWidget()
    }
}

@MainActor
@Suite struct AppleTemplateTests {
    @Test func theStaticTemplateDescribesItsWidgetAndItsTimeline() async throws {
        let descriptor = try #require(StaticTemplate.MyWidget().body._widgetDescriptors.first)
        #expect(descriptor.kind == "MyWidget")
        #expect(descriptor.displayName == "My Widget")
        #expect(descriptor.description == "This is an example widget.")
        #expect(descriptor.intent == nil)
        #expect(descriptor.entryCodec == nil, "SimpleEntry is not Codable, so it is not cached")

        let context = KitTestContext.make()
        let timeline = try await descriptor.source.timeline(context, [:])
        #expect(timeline.entries.count == 5)
        #expect(timeline.policy == .atEnd)
        let hours = zip(timeline.entries, timeline.entries.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        #expect(hours == [3600, 3600, 3600, 3600])
        #expect((descriptor.source.placeholder(context).base as? StaticTemplate.SimpleEntry)?.emoji == "😀")
    }

    @Test func theAppIntentTemplateListsItsParameterAndUsesStoredValues() async throws {
        let descriptor = try #require(AppIntentTemplate.MyWidget().body._widgetDescriptors.first)
        let intent = try #require(descriptor.intent)
        #expect(intent.schema.title == "Configuration")
        #expect(intent.schema.description == "This is an example widget.")
        #expect(intent.schema.parameters.map(\.key) == ["favoriteEmoji"])
        #expect(intent.schema.parameters.first?.title == "Favorite Emoji")
        #expect(intent.schema.parameters.first?.kind == .string)
        #expect(intent.schema.parameters.first?.defaultValue == .string("😃"))
        #expect(intent.defaultValues == ["favoriteEmoji": .string("😃")])

        let context = KitTestContext.make()
        let timeline = try await descriptor.source.timeline(context, ["favoriteEmoji": .string("🦊")])
        let emojis = timeline.entries.compactMap { ($0.base as? AppIntentTemplate.SimpleEntry)?.configuration.favoriteEmoji }
        #expect(emojis == Array(repeating: "🦊", count: 5))
        let snapshot = try await descriptor.source.snapshot(context, [:])
        #expect((snapshot.base as? AppIntentTemplate.SimpleEntry)?.configuration.favoriteEmoji == "😃")
        #expect(AppIntentTemplate.ConfigurationAppIntent.smiley.favoriteEmoji == "😀")
        #expect(AppIntentTemplate.ConfigurationAppIntent.starEyes.favoriteEmoji == "🤩")
    }

    @Test func theStaticTemplateViewShowsTheTimeAndTheEmojiOnTheContainerBackground() throws {
        let descriptor = try #require(StaticTemplate.MyWidget().body._widgetDescriptors.first)
        let entry = StaticTemplate.SimpleEntry(date: Date(timeIntervalSince1970: 1_795_356_300), emoji: "😀")
        let rendered = renderView(descriptor.makeView(AnyTimelineEntry(entry)), width: 12, height: 4)
        #expect(rendered.buffer.lines == ["   Time:    ", "   14:05    ", "   Emoji:   ", "     😀     "])
        let bare = renderView(StaticTemplate.MyWidgetEntryView(entry: entry), width: 12, height: 4)
        #expect(bare.buffer.lines == rendered.buffer.lines)
        // `.containerBackground(.fill.tertiary, for: .widget)` fills the cells behind the text.
        #expect(bare.buffer[4, 1].style.background == .default)
        #expect(rendered.buffer[4, 1].style.background != .default)
    }

    @Test func theAppIntentTemplateViewShowsTheConfiguredEmoji() throws {
        let descriptor = try #require(AppIntentTemplate.MyWidget().body._widgetDescriptors.first)
        let entry = AppIntentTemplate.SimpleEntry(
            date: Date(timeIntervalSince1970: 1_795_356_300), configuration: .starEyes)
        let rendered = renderView(descriptor.makeView(AnyTimelineEntry(entry)), width: 16, height: 4)
        #expect(rendered.buffer.lines == ["     Time:      ", "     14:05      ", "Favorite Emoji: ", "      🤩        "])
        let bare = renderView(AppIntentTemplate.MyWidgetEntryView(entry: entry), width: 16, height: 4)
        #expect(bare.buffer[6, 1].style.background != rendered.buffer[6, 1].style.background)
    }

    @Test func aBundleListsItsWidgetsInOrder() {
        let kinds = TemplateWidgetBundle().widgetDescriptors.map { "\($0.kind):\($0.intent == nil ? "static" : "intent")" }
        #expect(kinds == ["MyWidget:static", "MyWidget:intent"])
    }
}
