import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyExtension
import WidgettyExtensionProtocol
import WidgettyTerminal
import WidgettyUI

/// A bundle's `#Preview`s through the protocol: `previews` lists them as `preview --list` numbers
/// them, `preview` makes and renders one preview's entries, and the host's adapter routed to a
/// preview draws what the extension rendered; a preview that cannot be shown, a number out of
/// range and another protocol version are answered `failed`.
@MainActor @Suite struct ExtensionPreviewTests {
    static let now = Date(timeIntervalSinceReferenceDate: 812_000_000)

    /// Three previews as the macro records them: a widget stepping through two entries written
    /// out (in a family its widget declares), a view, and a widget whose body declares no kind.
    static func previews() -> [WidgetPreview] {
        let now = Self.now
        let listed = WidgetPreviewRegistry.record(
            fileID: "Tests/NoteWidget.swift", line: 12, "Two notes", as: .systemMedium, widget: { NoteWidget() },
            timeline: {
                NoteEntry(date: now, text: "one")
                NoteEntry(date: now, text: "two")
            })
        let view = WidgetPreviewRegistry.record(fileID: "Tests/Views.swift", line: 3) { Text(verbatim: "a view preview") }
        let kindless = WidgetPreview(name: nil, fileID: "Tests/Empty.swift", line: 7, content: .widget(family: .systemSmall) { nil })
        return [
            Unmanaged<WidgetPreview>.fromOpaque(listed).takeRetainedValue(),
            Unmanaged<WidgetPreview>.fromOpaque(view).takeRetainedValue(),
            kindless,
        ]
    }

    static func instance(columns: Int = 40, rows: Int = 6) -> ProviderRequest {
        ProviderRequest(
            kind: "note", family: .systemMedium, size: CellSize(columns: columns, rows: rows), now: now, isPreview: true,
            environment: RenderEnvironment(locale: "en_GB", timeZone: "UTC"))
    }

    static func lines(_ entry: RenderedEntry) throws -> String {
        try entry.renderedView().buffer.lines.joined(separator: "\n")
    }

    @Test func previewsAreListedWithTheirNumbersPlacesFamiliesAndWidgets() async throws {
        let server = ExtensionServer(displayName: "Test Widgets", widgets: testWidgets(), previews: Self.previews())
        let reply = await server.reply(to: ExtensionRequest(id: 4, .previews(PreviewsRequest())))
        #expect(reply.id == 4)
        guard case .previews(let listed) = reply.message else { Issue.record("\(reply)"); return }
        #expect(listed.previews.map(\.number) == [1, 2, 3])
        #expect(listed.previews.map(\.name) == ["Two notes", nil, nil])
        #expect(listed.previews.map(\.location) == ["NoteWidget.swift:12", "Views.swift:3", "Empty.swift:7"])
        #expect(listed.previews.map(\.family) == [.systemMedium, nil, .systemSmall])
        #expect(listed.previews[0].widget?.kind == "note")
        #expect(listed.previews[0].widget?.supportedFamilies == [.systemMedium], "narrowed to the preview's family")
        #expect(listed.previews[1].widget?.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(listed.previews[2].widget == nil, "a widget without a kind cannot be shown")
    }

    @Test func aPreviewsEntriesAreMadeAndRenderedByTheExtension() async throws {
        let server = ExtensionServer(displayName: "Test Widgets", widgets: testWidgets(), previews: Self.previews())
        let timeline = await server.reply(to: ExtensionRequest(id: 1, .preview(PreviewRequest(preview: 1, call: .timeline, instance: Self.instance()))))
        guard case .entries(let entries) = timeline.message else { Issue.record("\(timeline)"); return }
        #expect(entries.entries.count == 2)
        #expect(entries.policy.policy == .never)
        #expect(entries.entries.map(\.size) == [CellSize(columns: 40, rows: 6), CellSize(columns: 40, rows: 6)])
        #expect(try Self.lines(entries.entries[0]).contains("one"))
        #expect(try Self.lines(entries.entries[1]).contains("two"))
        #expect(entries.entries[1].date == Self.now.addingTimeInterval(1), "entries written with one date are shown a second apart")

        let snapshot = await server.reply(to: ExtensionRequest(id: 2, .preview(PreviewRequest(preview: 1, call: .snapshot, instance: Self.instance()))))
        guard case .entry(let first) = snapshot.message else { Issue.record("\(snapshot)"); return }
        #expect(try Self.lines(first.entry).contains("one"))

        let view = await server.reply(to: ExtensionRequest(id: 3, .preview(PreviewRequest(preview: 2, call: .timeline, instance: Self.instance()))))
        guard case .entries(let shown) = view.message else { Issue.record("\(view)"); return }
        #expect(try Self.lines(#require(shown.entries.first)).contains("a view preview"))
    }

    @Test func aPreviewThatCannotBeShownAnotherNumberAndAnotherVersionAreRefused() async throws {
        let server = ExtensionServer(displayName: "Test Widgets", widgets: testWidgets(), previews: Self.previews())
        let kindless = await server.reply(to: ExtensionRequest(id: 1, .preview(PreviewRequest(preview: 3, call: .timeline, instance: Self.instance()))))
        #expect(kindless.message == .failed(FailedReply(message: "#Preview 3 (Empty.swift:7) shows a widget that declares no kind")))
        for number in [0, 4] {
            let missing = await server.reply(to: ExtensionRequest(id: 2, .preview(PreviewRequest(preview: number, call: .snapshot, instance: Self.instance()))))
            #expect(missing.message == .failed(FailedReply(message: "no #Preview \(number): the bundle has 3")))
        }
        let other = await server.reply(to: ExtensionRequest(id: 3, .previews(PreviewsRequest(version: ExtensionProtocol.version + 1))))
        #expect(other.id == 3)
        let expected = ExtensionProtocolError.versionMismatch(host: ExtensionProtocol.version + 1, extension: ExtensionProtocol.version)
        #expect(other.message == .failed(FailedReply(message: expected.description)))
        let none = ExtensionServer(displayName: "Bare", widgets: testWidgets(), previews: [])
        #expect(await none.reply(to: ExtensionRequest(id: 5, .previews(PreviewsRequest()))).message == .previews(PreviewsReply(previews: [])))
    }

    /// The host's side: a descriptor routed to preview 1 asks `preview`, never the kind's own
    /// `timeline`, and draws the cells the extension rendered.
    @Test func theAdapterRoutedToAPreviewDrawsItsEntries() async throws {
        let server = ExtensionServer(displayName: "Test Widgets", widgets: testWidgets(), previews: Self.previews())
        let asked = AskedTypes()
        let exchange: ExtensionKindDescriptor.Exchange = { request in
            await asked.add(request.message)
            return await server.reply(to: request)
        }
        guard case .previews(let listed) = await server.reply(to: ExtensionRequest(id: 0, .previews(PreviewsRequest()))).message,
            let kind = listed.previews.first?.widget
        else {
            Issue.record("no previews")
            return
        }
        let bundle = BundleDescription(displayName: "Test Widgets", kinds: [])
        let remote = ExtensionKindDescriptor.make(kind: kind, bundle: bundle, route: .preview(1), exchange: exchange)
        let context = TimelineProviderContext(family: .systemMedium, isPreview: true, displaySize: CGSize(width: 40, height: 6))
        let (source, now) = (remote.source, Self.now)
        let timeline = try await WidgetClock.$host.withValue(WidgetClock.Source { now }) { try await source.timeline(context, [:]) }
        #expect(timeline.entries.count == 2)
        let drawn = WidgetDrawing.render(timeline.entries[1], of: remote, size: Size(width: 40, height: 6), environment: EnvironmentValues())
        #expect(drawn.buffer.lines.joined().contains("two"))
        #expect(await asked.types == ["preview"])
    }
}

/// The request types an exchange was asked, in order.
actor AskedTypes {
    private(set) var types: [String] = []

    func add(_ message: ExtensionRequest.Message) {
        switch message {
        case .preview: types.append("preview")
        case .timeline: types.append("timeline")
        default: types.append("other")
        }
    }
}
