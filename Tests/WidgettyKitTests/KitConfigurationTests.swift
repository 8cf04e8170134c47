import Foundation
import Testing
@testable import WidgettyKit
import WidgettyUI

struct CountingEntry: TimelineEntry, Codable, Equatable {
    let date: Date
    let value: Int
}

/// A provider that misbehaves on request: completes twice, or never.
struct UnrulyProvider: TimelineProvider {
    let completesTwice: Bool

    func placeholder(in context: Context) -> CountingEntry { CountingEntry(date: .distantPast, value: -1) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountingEntry) -> Void) {
        completion(CountingEntry(date: .distantPast, value: context.isPreview ? 100 : 0))
        if completesTwice { completion(CountingEntry(date: .distantPast, value: 200)) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountingEntry>) -> Void) {
        guard completesTwice else { return }
        completion(Timeline(entries: [CountingEntry(date: .distantPast, value: 1)], policy: .never))
        completion(Timeline(entries: [CountingEntry(date: .distantPast, value: 2)], policy: .atEnd))
    }
}

struct UnrulyWidget: Widget {
    var completesTwice = true
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "unruly", provider: UnrulyProvider(completesTwice: completesTwice)) { _ in EmptyView() }
            .configurationDisplayName("Unruly")
            .description(LocalizedStringResource("Misbehaves"))
            .supportedFamilies([.systemSmall, .accessoryInline])
            .contentMarginsDisabled()
            .providerTimeout(.seconds(3))
            .minimumReloadInterval(.seconds(60))
    }
}

struct ConditionalBundle: WidgetBundle {
    nonisolated(unsafe) static var includeSecond = false
    var body: some Widget {
        UnrulyWidget()
        if Self.includeSecond {
            UnrulyWidget(completesTwice: false)
        }
        if #available(macOS 10.15, *) {
            UnrulyWidget()
        }
    }
}

@MainActor
@Suite struct KitConfigurationTests {
    @Test func modifiersFillTheDescriptor() throws {
        let descriptor = try #require(UnrulyWidget().body._widgetDescriptors.first)
        #expect(descriptor.kind == "unruly")
        #expect(descriptor.displayName == "Unruly")
        #expect(descriptor.description == "Misbehaves")
        #expect(descriptor.supportedFamilies == [.systemSmall, .accessoryInline])
        #expect(descriptor.contentMarginsDisabled)
        #expect(descriptor.providerTimeout == .seconds(3))
        #expect(descriptor.minimumReloadInterval == .seconds(60))
        let plain = try #require(StaticConfiguration(kind: "p", provider: UnrulyProvider(completesTwice: true)) { _ in EmptyView() }._widgetDescriptors.first)
        #expect(plain.displayName == "p")
        #expect(plain.supportedFamilies == WidgetFamily.systemFamilies)
        #expect(!plain.contentMarginsDisabled)
    }

    @Test func aSecondCompletionIsIgnored() async throws {
        let descriptor = try #require(UnrulyWidget().body._widgetDescriptors.first)
        let timeline = try await descriptor.source.timeline(KitTestContext.make(), [:])
        #expect(timeline.entries.map { ($0.base as? CountingEntry)?.value } == [1])
        #expect(timeline.policy == .never)
        let snapshot = try await descriptor.source.snapshot(KitTestContext.make(isPreview: true), [:])
        #expect((snapshot.base as? CountingEntry)?.value == 100)
    }

    @Test func aCompletionNeverCalledEndsWhenTheCallerGivesUp() async throws {
        let descriptor = try #require(UnrulyWidget(completesTwice: false).body._widgetDescriptors.first)
        let source = descriptor.source
        let call = Task { try await source.timeline(KitTestContext.make(), [:]) }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
    }

    @Test func codableEntriesGetACodecThatRoundTrips() throws {
        let codec = try #require(TimelineEntryCodec.forEntry(CountingEntry.self))
        let entry = CountingEntry(date: Date(timeIntervalSince1970: 77), value: 5)
        let data = try #require(codec.encode(AnyTimelineEntry(entry)))
        #expect(codec.decode(data)?.base as? CountingEntry == entry)
        #expect(codec.decode(Data("nonsense".utf8)) == nil)
    }

    @Test func theBundleBuilderHandlesConditionsAndAvailability() {
        ConditionalBundle.includeSecond = false
        #expect(ConditionalBundle().widgetDescriptors.count == 2)
        ConditionalBundle.includeSecond = true
        #expect(ConditionalBundle().widgetDescriptors.count == 3)
        ConditionalBundle.includeSecond = false
    }

    @Test func timelineTypesMatchWidgetKit() {
        let entry = CountingEntry(date: Date(timeIntervalSince1970: 1), value: 0)
        #expect(entry.relevance == nil)
        #expect(TimelineEntryRelevance(score: 2).duration == 0)
        #expect(TimelineReloadPolicy.after(Date(timeIntervalSince1970: 9)).rule == .after(Date(timeIntervalSince1970: 9)))
        let erased = AnyTimeline(Timeline(entries: [entry], policy: .atEnd))
        #expect(erased.entries.map(\.date) == [entry.date])
        #expect(WidgetFamily.allCases.count == 8)
        var environment = EnvironmentValues()
        #expect(environment.widgetFamily == .systemSmall)
        environment.widgetFamily = .systemLarge
        #expect(environment.widgetFamily == .systemLarge)
    }

    @Test func widgetCenterWithoutAHostDoesNothing() async throws {
        let center = WidgetCenter()
        center.reloadTimelines(ofKind: "x")
        center.reloadAllTimelines()
        #expect(try await center.currentConfigurations().isEmpty)
        #expect(await center.reloadTimelinesAndWait(ofKind: "x").isEmpty)
        #expect(await center.reloadTimeline(id: "a") == false)
        let listed: [WidgetInfo] = try await withCheckedThrowingContinuation { continuation in
            center.getCurrentConfigurations { continuation.resume(with: $0) }
        }
        #expect(listed.isEmpty)
    }

    @Test func widgetCenterForwardsToItsBackend() async throws {
        let center = WidgetCenter()
        let backend = RecordingBackend()
        center.install(backend: backend)
        #expect(await center.reloadTimelinesAndWait(ofKind: "clock") == ["clock-1"])
        #expect(await center.reloadAllTimelinesAndWait() == ["all"])
        #expect(await center.reloadTimeline(id: "one"))
        let info = try #require(try await center.currentConfigurations().first)
        #expect(info.kind == "clock")
        #expect(info.widgetConfigurationIntent(of: EverythingIntent.self)?.city == "Lisbon")
        #expect(await backend.requests == ["kind clock", "all", "id one", "list"])
    }
}

/// A WidgetCenter backend that records what it was asked.
actor RecordingBackend: WidgetCenterBackend {
    var requests: [String] = []
    func reloadTimelines(ofKind kind: String) async -> [WidgetInstanceID] {
        requests.append("kind \(kind)")
        return [WidgetInstanceID("\(kind)-1")]
    }
    func reloadAllTimelines() async -> [WidgetInstanceID] {
        requests.append("all")
        return ["all"]
    }
    func reloadTimeline(id: WidgetInstanceID) async -> Bool {
        requests.append("id \(id)")
        return true
    }
    func currentConfigurations() async -> [WidgetInfo] {
        requests.append("list")
        return [WidgetInfo(id: "c", kind: "clock", family: .systemSmall, configuration: EverythingIntent())]
    }
}

