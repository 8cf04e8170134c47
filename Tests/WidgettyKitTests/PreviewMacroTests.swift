import Foundation
import Testing
import Widgetty
@_spi(WidgettyHost) import WidgettyKit

/// `#Preview` as widget code writes it: each form leaves a record the program finds, with its
/// name and line, and shows what it was given.
@MainActor
@Suite struct PreviewMacroTests {
    static var mine: [WidgetPreview] { WidgetPreviewRegistry.all.filter { $0.fileID.hasSuffix("/PreviewMacroTests.swift") } }

    @Test func everyPreviewOfTheFileIsFoundInOrderWithItsNameAndLine() {
        let previews = Self.mine
        #expect(previews.map(\.line) == [previewLines.entries, previewLines.view, previewLines.provider, previewLines.intent])
        #expect(previews.map(\.name) == [nil, "Greeting", "Asked", nil])
        #expect(previews[0].location == "PreviewMacroTests.swift:\(previewLines.entries)")
        #expect(previews[0].fileID == "WidgettyKitTests/PreviewMacroTests.swift")
    }

    @Test func aTimelineOfEntriesIsSteppedASecondApartAndNeverReloads() async throws {
        guard case .widget(let family, let make) = Self.mine[0].content else { Issue.record("not a widget preview"); return }
        #expect(family == .systemSmall)
        let widget = try #require(make())
        #expect(widget.descriptor.kind == "PreviewedGreeting")
        #expect(widget.descriptor.supportedFamilies == [.systemSmall])
        let context = TimelineProviderContext(family: .systemSmall, isPreview: true, displaySize: CGSize(width: 20, height: 8))
        let timeline = try await widget.descriptor.source.timeline(context, widget.intentValues)
        #expect(timeline.entries.map { ($0.base as? GreetingEntry)?.word } == ["hello", "bonjour", "hallo"])
        let dates = timeline.entries.map { $0.date }
        #expect(dates[1].timeIntervalSince(dates[0]) == 1 && dates[2].timeIntervalSince(dates[1]) == 1)
        #expect((timeline.entries[0].base as? GreetingEntry)?.date == previewDate, "the entry keeps the date it was given")
        #expect(timeline.policy.rule == .never)
        let snapshot = try await widget.descriptor.source.snapshot(context, widget.intentValues)
        #expect((snapshot.base as? GreetingEntry)?.word == "hello")
        #expect((widget.descriptor.source.placeholder(context).base as? GreetingEntry)?.word == "…", "the widget's own placeholder")
    }

    @Test func aViewPreviewBuildsItsView() {
        guard case .view(let make) = Self.mine[1].content else { Issue.record("not a view preview"); return }
        #expect("\(type(of: make().base))".hasPrefix("ModifiedContent<Text"), "the body as written, padded Text")
    }

    @Test func aProviderPreviewAsksTheProvider() async throws {
        guard case .widget(let family, let make) = Self.mine[2].content else { Issue.record("not a widget preview"); return }
        #expect(family == .systemMedium)
        let widget = try #require(make())
        let context = TimelineProviderContext(family: .systemMedium, isPreview: true, displaySize: CGSize(width: 40, height: 8))
        let timeline = try await widget.descriptor.source.timeline(context, widget.intentValues)
        #expect(timeline.entries.map { ($0.base as? GreetingEntry)?.word } == ["from the provider"])
    }

    @Test func anIntentPreviewCarriesItsConfiguration() throws {
        guard case .widget(_, let make) = Self.mine[3].content else { Issue.record("not a widget preview"); return }
        let widget = try #require(make())
        #expect(widget.intentValues["word"] == .string("ciao"))
    }
}

let previewDate = Date(timeIntervalSince1970: 1_800_000_000)

struct GreetingEntry: TimelineEntry {
    let date: Date
    let word: String
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: previewDate, word: "…") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (GreetingEntry) -> Void) {
        completion(GreetingEntry(date: previewDate, word: "from the provider"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [GreetingEntry(date: previewDate, word: "from the provider")], policy: .never))
    }
}

struct PreviewedGreeting: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PreviewedGreeting", provider: GreetingProvider()) { entry in Text(entry.word) }
    }
}

struct WordIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Word" }
    @Parameter(title: "Word", default: "hi") var word: String
    init() {}
    init(word: String) { self.word = word }
}

struct WordProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: previewDate, word: "…") }
    func snapshot(for configuration: WordIntent, in context: Context) async -> GreetingEntry {
        GreetingEntry(date: previewDate, word: configuration.word)
    }
    func timeline(for configuration: WordIntent, in context: Context) async -> Timeline<GreetingEntry> {
        Timeline(entries: [GreetingEntry(date: previewDate, word: configuration.word)], policy: .never)
    }
}

struct PreviewedWord: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PreviewedWord", intent: WordIntent.self, provider: WordProvider()) { entry in Text(entry.word) }
    }
}

/// The lines the previews below are written on (checked by the first test).
let previewLines = (entries: 108, view: 115, provider: 119, intent: 124)

#Preview(as: .systemSmall) {
    PreviewedGreeting()
} timeline: {
    GreetingEntry(date: previewDate, word: "hello")
    GreetingEntry(date: previewDate, word: "bonjour")
    GreetingEntry(date: previewDate, word: "hallo")
}
#Preview("Greeting") {
    Text("hello")
        .padding()
}
#Preview("Asked", as: .systemMedium) {
    PreviewedGreeting()
} timelineProvider: {
    GreetingProvider()
}
#Preview(as: .systemSmall, using: WordIntent(word: "ciao")) {
    PreviewedWord()
} timeline: {
    GreetingEntry(date: previewDate, word: "ciao")
}

/// An Xcode 14 preview, written as it was before `#Preview`.
struct GreetingWidget_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hello from a provider")
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
    }
}

/// A generic provider has no one type to preview: it is not listed.
struct GenericPreviews<T>: PreviewProvider {
    static var previews: some View { Text("never") }
}

extension PreviewMacroTests {
    @Test func previewProvidersAreFoundByTheirConformance() throws {
        let providers = WidgetPreviewRegistry.all.filter { $0.line == 0 && $0.fileID.hasPrefix("WidgettyKitTests/") }
        #expect(providers.map(\.name) == ["GreetingWidget_Previews"])
        let preview = try #require(providers.first)
        #expect(preview.location == "WidgettyKitTests.GreetingWidget_Previews")
        guard case .view(let make) = preview.content else { Issue.record("not a view preview"); return }
        #expect("\(type(of: make().base))".contains("Text"))
        #expect(WidgetPreviewRegistry.all.firstIndex { $0.line == 0 } ?? 0 > WidgetPreviewRegistry.all.lastIndex { $0.line > 0 } ?? 0,
                "the #Previews first, by file and line, then the providers")
    }
}
