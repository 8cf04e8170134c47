import Foundation
import Synchronization
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyExtension
import WidgettyExtensionProtocol
import WidgettyTerminal
import WidgettyUI

#if canImport(Glibc)
    import Glibc
#endif

// MARK: A small bundle: a static widget, a configurable one with an options provider, one with a button.

let bumps = Mutex(0)

struct NoteEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: WidgetClock.now, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (NoteEntry) -> Void) {
        completion(NoteEntry(date: WidgetClock.now, text: "snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
        let now = WidgetClock.now
        let size = "\(Int(context.displaySize.width))×\(Int(context.displaySize.height))"
        completion(Timeline(
            entries: [NoteEntry(date: now, text: "first at \(size)"), NoteEntry(date: now.addingTimeInterval(60), text: "second 漢字")],
            policy: .after(now.addingTimeInterval(3600))))
    }
}

struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: NoteProvider()) { entry in
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.text).bold()
                Text(timerInterval: entry.date...entry.date.addingTimeInterval(1800), countsDown: true)
            }
        }
        .configurationDisplayName("Note")
        .description("A note and a timer")
        .supportedFamilies([.systemSmall, .systemMedium])
        .openingLinkAction("read") { query in
            URL(string: "https://example.com/read/" + (query.first { $0.name == "item" }?.value ?? "none"))
        }
    }
}

struct CityOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Lisbon", "Porto", "Faro"] }
}

struct OptionsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"
    @Parameter(title: "City", optionsProvider: CityOptions()) var city: String
    @Parameter(title: "Count", default: 2) var count: Int
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
    let count: Int
}

struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry { CityEntry(date: WidgetClock.now, city: "…", count: 0) }
    func snapshot(for configuration: OptionsIntent, in context: Context) async -> CityEntry {
        CityEntry(date: WidgetClock.now, city: configuration.city, count: configuration.count)
    }
    func timeline(for configuration: OptionsIntent, in context: Context) async -> Timeline<CityEntry> {
        Timeline(entries: [CityEntry(date: WidgetClock.now, city: configuration.city, count: configuration.count)], policy: .never)
    }
}

struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "city", intent: OptionsIntent.self, provider: CityProvider()) { entry in
            HStack(spacing: 1) {
                Text(entry.city).foregroundColor(.blue)
                Text("×\(entry.count)")
                Text(entry.date.addingTimeInterval(-90), style: .relative)
            }
            .widgetURL(URL(string: "https://example.com/\(entry.city)")!)
        }
        .configurationDisplayName("City")
        .contentMarginsDisabled()
    }
}

struct BumpIntent: AppIntent {
    static let title: LocalizedStringResource = "Bump"
    @Parameter(title: "Step", default: 1) var step: Int
    init() {}
    init(step: Int) { self.step = step }
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = bumps.withLock { count in
            count += step
            return count
        }
        return .result(dialog: "bumped to \(total)")
    }
}

struct BumpProvider: TimelineProvider {
    func entry() -> NoteEntry { NoteEntry(date: WidgetClock.now, text: "bumps \(bumps.withLock { $0 })") }
    func placeholder(in context: Context) -> NoteEntry { entry() }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (NoteEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }
}

struct BumpWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "bump", provider: BumpProvider()) { entry in
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.text)
                Button(intent: BumpIntent(step: 3)) { Text(verbatim: "[bump]") }
            }
        }
    }
}

@MainActor
func testWidgets() -> [AnyWidgetDescriptor] {
    NoteWidget().body._widgetDescriptors + CityWidget().body._widgetDescriptors + BumpWidget().body._widgetDescriptors
}

// MARK: Tests

/// `ExtensionServer` driven as the host drives it: frames over a pair of pipes, one request at a
/// time; and the host's adapter against it, drawing what the original widgets draw.
@MainActor @Suite(.serialized) struct ExtensionServerTests {
    static let now = Date(timeIntervalSinceReferenceDate: 812_000_000)
    static let environment = RenderEnvironment(locale: "en_GB", timeZone: "UTC")

    static func instance(_ kind: String, _ parameters: [String: IntentValue] = [:], columns: Int = 26, rows: Int = 6) -> ProviderRequest {
        ProviderRequest(kind: kind, parameters: parameters, family: .systemSmall, size: CellSize(columns: columns, rows: rows), now: now,
                        environment: environment)
    }

    /// A server serving on pipes, and the host's ends.
    final class Connection: Sendable {
        let toServer: FileDescriptorFrameWriter
        let fromServer: FileDescriptorFrameReader
        let served: Task<Void, any Error>

        @MainActor init(_ server: ExtensionServer) {
            var requests: [Int32] = [0, 0]
            var replies: [Int32] = [0, 0]
            precondition(pipe(&requests) == 0 && pipe(&replies) == 0)
            toServer = FileDescriptorFrameWriter(descriptor: requests[1])
            fromServer = FileDescriptorFrameReader(descriptor: replies[0])
            let (reader, writer) = (FileDescriptorFrameReader(descriptor: requests[0]), FileDescriptorFrameWriter(descriptor: replies[1]))
            served = Task { @MainActor in
                defer {
                    close(reader.descriptor)
                    close(writer.descriptor)
                }
                try await server.serve(reader: reader, writer: writer)
            }
        }

        func ask(_ request: ExtensionRequest) async throws -> ExtensionReply {
            try toServer.write(ExtensionProtocol.encode(request))
            let reader = fromServer
            let frame = try #require(try await BlockingFrameIO.run { try reader.read() })
            return try ExtensionProtocol.decode(ExtensionReply.self, from: frame)
        }

        /// Closes the server's stdin: it returns, as an extension exits on EOF.
        func finish() async throws {
            close(toServer.descriptor)
            try await served.value
            close(fromServer.descriptor)
        }
    }

    @Test func describeTimelinePerformAndOptionsOverPipes() async throws {
        let connection = Connection(ExtensionServer(displayName: "Test Widgets", widgets: testWidgets()))

        let described = try await connection.ask(ExtensionRequest(id: 1, .describe(DescribeRequest())))
        guard case .described(let bundle) = described.message else { Issue.record("\(described)"); return }
        #expect(described.id == 1)
        #expect(bundle.version == ExtensionProtocol.version)
        #expect(bundle.displayName == "Test Widgets")
        #expect(bundle.kinds.map(\.kind) == ["note", "city", "bump"])
        #expect(bundle.kinds[0].displayName == "Note")
        #expect(bundle.kinds[0].description == "A note and a timer")
        #expect(bundle.kinds[0].supportedFamilies == [.systemSmall, .systemMedium])
        #expect(bundle.kinds[1].contentMarginsDisabled)
        #expect(bundle.kinds[1].intent?.parameters.map(\.key) == ["city", "count"])
        #expect(bundle.kinds[1].intent?.parameters.first?.hasOptionsProvider == true)
        #expect(bundle.kinds[1].defaultValues["count"] == .int(2))
        #expect(bundle.kinds[0].intent == nil)
        #expect(bundle.kinds[0].linkActions == ["read"])

        let mismatch = try await connection.ask(ExtensionRequest(id: 2, .describe(DescribeRequest(version: 99))))
        guard case .failed(let failure) = mismatch.message else { Issue.record("\(mismatch)"); return }
        #expect(failure.message.contains("version mismatch"))

        let timeline = try await connection.ask(ExtensionRequest(id: 3, .timeline(Self.instance("note", columns: 30, rows: 5))))
        guard case .entries(let entries) = timeline.message else { Issue.record("\(timeline)"); return }
        #expect(entries.entries.count == 2)
        #expect(entries.entries.map(\.size) == [CellSize(columns: 30, rows: 5), CellSize(columns: 30, rows: 5)])
        #expect(entries.policy.policy == .after(Self.now.addingTimeInterval(3600)))
        let first = try entries.entries[0].renderedView()
        #expect(first.buffer.size == Size(width: 30, height: 5))
        #expect(first.buffer.lines.joined().contains("first at 30×5"))
        #expect(first.buffer.lines.joined().contains("30:00"))
        #expect(entries.entries[0].ticking != nil)
        #expect(try entries.entries[1].renderedView().buffer.lines.joined().contains("second 漢字"))
        #expect(entries.entries[1].date == Self.now.addingTimeInterval(60))

        let options = try await connection.ask(ExtensionRequest(id: 4, .options(OptionsRequest(kind: "city", key: "city"))))
        guard case .options(let sections) = options.message else { Issue.record("\(options)"); return }
        #expect(sections.sections?.flatMap(\.options).map(\.value) == [.string("Lisbon"), .string("Porto"), .string("Faro")])
        let none = try await connection.ask(ExtensionRequest(id: 5, .options(OptionsRequest(kind: "city", key: "count"))))
        #expect(none.message == .options(OptionsReply(sections: nil)))
        let noIntent = try await connection.ask(ExtensionRequest(id: 6, .options(OptionsRequest(kind: "note", key: "x"))))
        guard case .failed = noIntent.message else { Issue.record("\(noIntent)"); return }

        let configured = try await connection.ask(ExtensionRequest(
            id: 7, .snapshot(Self.instance("city", ["city": .string("Porto"), "count": .int(5)]))))
        guard case .entry(let snapshot) = configured.message else { Issue.record("\(configured)"); return }
        let snapshotLines = try snapshot.entry.renderedView().buffer.lines
        #expect(snapshotLines.joined().contains("Porto×5"), "\(snapshotLines)")
        #expect(snapshot.entry.widgetURL == URL(string: "https://example.com/Porto"))

        let bumpTimeline = try await connection.ask(ExtensionRequest(id: 8, .timeline(Self.instance("bump"))))
        guard case .entries(let bumpEntries) = bumpTimeline.message else { Issue.record("\(bumpTimeline)"); return }
        let intents = try #require(bumpEntries.entries.first?.intents)
        #expect(intents.count == 1)
        let identity = try #require(intents.values.first)
        let before = bumps.withLock { $0 }
        let performed = try await connection.ask(ExtensionRequest(id: 9, .perform(PerformRequest(identity: identity, instance: Self.instance("bump")))))
        #expect(performed.message == .performed(PerformedReply(message: "bumped to \(before + 3)")))
        #expect(bumps.withLock { $0 } == before + 3)

        let placeholder = try await connection.ask(ExtensionRequest(id: 20, .placeholder(Self.instance("note"))))
        guard case .entry(let redacted) = placeholder.message else { Issue.record("\(placeholder)"); return }
        let redactedLines = try redacted.entry.renderedView().buffer.lines
        #expect(redactedLines.joined().contains("░") && !redactedLines.joined().contains("…"), "drawn redacted: \(redactedLines)")

        let read = try await connection.ask(ExtensionRequest(
            id: 21, .link(LinkRequest(kind: "note", action: "read", query: [URLQueryItem(name: "item", value: "42")], now: Self.now))))
        #expect(read.message == .linked(LinkedReply(url: URL(string: "https://example.com/read/42"))))
        let noAction = try await connection.ask(ExtensionRequest(
            id: 22, .link(LinkRequest(kind: "note", action: "dance", query: [], now: Self.now))))
        guard case .failed = noAction.message else { Issue.record("\(noAction)"); return }

        let unknown = try await connection.ask(ExtensionRequest(id: 10, .timeline(Self.instance("nothing"))))
        guard case .failed(let why) = unknown.message else { Issue.record("\(unknown)"); return }
        #expect(why.message.contains("nothing"))
        #expect(unknown.id == 10)

        // Not a request: answered `failed`, and the server goes on.
        try connection.toServer.write(Data(#"{"id": 11, "type": "dance"}"#.utf8))
        let reader = connection.fromServer
        let garbled = try ExtensionProtocol.decode(ExtensionReply.self, from: #require(try await BlockingFrameIO.run { try reader.read() }))
        #expect(garbled.id == 11)
        guard case .failed = garbled.message else { Issue.record("\(garbled)"); return }
        let again = try await connection.ask(ExtensionRequest(id: 12, .describe(DescribeRequest())))
        #expect(again.id == 12)

        try await connection.finish()
    }

    @Test func anExtensionStartedAfreshPerformsAButtonItHasNotDrawn() async throws {
        let server = ExtensionServer(displayName: "Test Widgets", widgets: testWidgets())
        // The identity as another process of the same bundle reported it.
        let drawn = await server.reply(to: ExtensionRequest(id: 1, .timeline(Self.instance("bump"))))
        guard case .entries(let entries) = drawn.message, let identity = entries.entries.first?.intents?.values.first else {
            Issue.record("\(drawn)")
            return
        }
        let stranger = "\(identity)\u{1F}never drawn"
        let failed = await server.reply(to: ExtensionRequest(id: 2, .perform(PerformRequest(identity: stranger, instance: Self.instance("bump")))))
        guard case .failed = failed.message else { Issue.record("\(failed)"); return }
    }

    /// The host's adapter with the server in the same process: the same cells as the original
    /// widget drawn in-process, the intent schema's options through the exchange, a button
    /// performed through it.
    @Test func theAdapterDrawsWhatTheOriginalDraws() async throws {
        let widgets = testWidgets()
        let server = ExtensionServer(displayName: "Test Widgets", widgets: widgets)
        let exchange: ExtensionKindDescriptor.Exchange = { request in await server.reply(to: request) }
        guard case .described(let bundle) = await server.reply(to: ExtensionRequest(id: 0, .describe(DescribeRequest()))).message else {
            Issue.record("no description")
            return
        }
        let environment = Self.environment
        let size = Size(width: 28, height: 6)
        let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: size.width, height: size.height))
        let now = Self.now
        let clock = WidgetClock.Source { now }
        for (index, original) in widgets.enumerated() {
            let remote = ExtensionKindDescriptor.make(kind: bundle.kinds[index], bundle: bundle, environment: { environment }, exchange: exchange)
            #expect(remote.kind == original.kind)
            #expect(remote.displayName == original.displayName)
            #expect(remote.supportedFamilies == original.supportedFamilies)
            #expect(remote.contentMarginsDisabled == original.contentMarginsDisabled)
            #expect(remote.intent?.schema == original.intent?.schema)
            let values: [String: IntentValue] = original.intent == nil ? [:] : ["city": .string("Faro")]
            let (originalSource, remoteSource) = (original.source, remote.source)
            let local = try await WidgetClock.$host.withValue(clock) { try await originalSource.timeline(context, values) }
            let shipped = try await WidgetClock.$host.withValue(clock) { try await remoteSource.timeline(context, values) }
            #expect(shipped.entries.map(\.date) == local.entries.map(\.date))
            #expect(shipped.policy == local.policy)
            for (mine, theirs) in zip(local.entries, shipped.entries) {
                for seconds in [0.0, 1, 2, 61] {
                    let at = mine.date.addingTimeInterval(seconds)
                    let values = environment.values(family: .systemSmall, now: at)
                    let expected = WidgetDrawing.render(mine, of: original, size: size, environment: values)
                    let drawn = WidgetDrawing.render(theirs, of: remote, size: size, environment: values)
                    #expect(drawn.buffer == expected.buffer, "\(original.kind) +\(seconds) s: \(drawn.buffer.lines) ≠ \(expected.buffer.lines)")
                    #expect(drawn.widgetURL == expected.widgetURL)
                    #expect(drawn.links.map(\.frame) == expected.links.map(\.frame))
                    #expect((drawn.ticking == nil) == (expected.ticking == nil))
                }
            }
            // The entries survive the host's timeline cache.
            let codec = try #require(remote.entryCodec)
            let cached = try #require(shipped.entries.first.flatMap(codec.encode).flatMap(codec.decode))
            #expect(WidgetDrawing.render(cached, of: remote, size: size, environment: environment.values(family: .systemSmall, now: Self.now)).buffer
                == WidgetDrawing.render(shipped.entries[0], of: remote, size: size, environment: environment.values(family: .systemSmall, now: Self.now)).buffer)
        }

        // The widget's own link actions through the exchange.
        let note = ExtensionKindDescriptor.make(kind: bundle.kinds[0], bundle: bundle, exchange: exchange)
        let read = try #require(note.linkActions["read"])
        #expect(try await read.perform([URLQueryItem(name: "item", value: "7")]) == URL(string: "https://example.com/read/7"))

        // Options and decoding through the described schema.
        let city = ExtensionKindDescriptor.make(kind: bundle.kinds[1], bundle: bundle, exchange: exchange)
        let intent = try #require(city.intent)
        #expect(try await intent.options("city") == [.string("Lisbon"), .string("Porto"), .string("Faro")])
        #expect(intent.defaultValues["count"] == .int(2))
        #expect(throws: IntentDecodingError.unknownKey("town")) { try intent.decode(["town": .string("x")]) }
        #expect(throws: IntentDecodingError.self) { try intent.decode(["count": .string("many")]) }
        #expect(intent.encode(try intent.decode(["city": .string("Porto")]))?["city"] == .string("Porto"))

        // A button drawn by the adapter performs through the exchange.
        let bump = ExtensionKindDescriptor.make(kind: bundle.kinds[2], bundle: bundle, environment: { environment }, exchange: exchange)
        let bumpSource = bump.source
        let timeline = try await WidgetClock.$host.withValue(clock) { try await bumpSource.timeline(context, [:]) }
        let drawn = WidgetDrawing.render(timeline.entries[0], of: bump, size: size, environment: environment.values(family: .systemSmall, now: Self.now))
        let link = try #require(drawn.links.first?.url)
        #expect(link.host == "intent")
        let token = try #require(Int(link.lastPathComponent))
        let before = bumps.withLock { $0 }
        let result = try await IntentButtonRegistry.shared.perform(token: token)
        #expect(result._message == "bumped to \(before + 3)")
        #expect(bumps.withLock { $0 } == before + 3)
    }

    @Test func theAdapterSaysWhenTheExtensionFails() async throws {
        let kind = KindDescription(kind: "broken", displayName: "Broken", description: "", supportedFamilies: [.systemSmall])
        let bundle = BundleDescription(displayName: "B", kinds: [kind])
        let failing = ExtensionKindDescriptor.make(kind: kind, bundle: bundle) { request in
            ExtensionReply(id: request.id, .failed(FailedReply(message: "Fatal error: Index out of range")))
        }
        let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: 10, height: 3))
        await #expect(throws: ExtensionProtocolError.failed("Fatal error: Index out of range")) {
            try await failing.source.timeline(context, [:])
        }
        let confused = ExtensionKindDescriptor.make(kind: kind, bundle: bundle) { request in
            ExtensionReply(id: request.id + 1, .entries(EntriesReply(entries: [], policy: WirePolicy(.never))))
        }
        await #expect(throws: ExtensionProtocolError.self) { try await confused.source.timeline(context, [:]) }
        // A placeholder never waits: empty until the extension has rendered one.
        let entry = failing.source.placeholder(context)
        #expect(WidgetDrawing.render(entry, of: failing, size: Size(width: 10, height: 3), environment: EnvironmentValues()).buffer.lines
            == ["          ", "          ", "          "])
    }
}
