import Foundation
@_spi(WidgettyHost) import WidgettyKit
import WidgettyExtensionProtocol
import WidgettyTerminal
import WidgettyUI

/// The extension's side of the protocol: a bundle's widgets answering the host's requests —
/// describing its kinds, running their providers for a family and size, rendering each entry
/// as the home screen would render it in-process, performing intents, answering option
/// queries, and listing and rendering its `#Preview`s. Requests are read off the main actor;
/// providers run where they run in the host (off it); views are rendered on it.
@MainActor
public final class ExtensionServer {
    public let displayName: String
    private let order: [String]
    private let descriptors: [String: AnyWidgetDescriptor]
    private let previews: BundlePreviews

    /// Serves `widgets` under `displayName`, and `previews` (the program's `#Preview`s unless told).
    public init(displayName: String, widgets: [AnyWidgetDescriptor], previews: [WidgetPreview] = WidgetPreviewRegistry.all) {
        self.displayName = displayName
        self.previews = BundlePreviews(previews)
        var descriptors: [String: AnyWidgetDescriptor] = [:]
        var order: [String] = []
        for widget in widgets where descriptors[widget.kind] == nil {
            descriptors[widget.kind] = widget
            order.append(widget.kind)
        }
        self.descriptors = descriptors
        self.order = order
    }

    /// Serves requests read from `reader`, one reply each to `writer`, until the reader's
    /// stream ends (the host closed it); a frame that is no request is answered `failed`. Throws
    /// when reading or writing fails (the host is gone).
    public func serve(reader: FileDescriptorFrameReader, writer: FileDescriptorFrameWriter) async throws {
        while let frame = try await BlockingFrameIO.run({ try reader.read() }) {
            let reply: ExtensionReply
            do {
                reply = await self.reply(to: try ExtensionProtocol.decode(ExtensionRequest.self, from: frame))
            } catch {
                let id = (try? ExtensionProtocol.decode(RequestID.self, from: frame))?.id ?? 0
                reply = ExtensionReply(id: id, .failed(FailedReply(message: "not a request: \(error)")))
            }
            let data = try ExtensionProtocol.encode(reply)
            try await BlockingFrameIO.run { try writer.write(data) }
        }
    }

    /// The reply to one request (never throws: a failure is a `failed` reply).
    public func reply(to request: ExtensionRequest) async -> ExtensionReply {
        do {
            return ExtensionReply(id: request.id, try await answer(request.message))
        } catch {
            return ExtensionReply(id: request.id, .failed(FailedReply(message: String(describing: error))))
        }
    }

    private func answer(_ message: ExtensionRequest.Message) async throws -> ExtensionReply.Message {
        switch message {
        case .describe(let describe):
            guard describe.version == ExtensionProtocol.version else {
                throw ExtensionProtocolError.versionMismatch(host: describe.version, extension: ExtensionProtocol.version)
            }
            return .described(BundleDescription(displayName: displayName, kinds: order.compactMap { descriptors[$0].map(KindDescription.init) }))
        case .placeholder(let request):
            return try await provided(.placeholder, of: descriptor(request.kind), for: request)
        case .snapshot(let request):
            return try await provided(.snapshot, of: descriptor(request.kind), for: request)
        case .timeline(let request):
            return try await provided(.timeline, of: descriptor(request.kind), for: request)
        case .perform(let perform):
            if let result = try await performed(perform) { return .performed(PerformedReply(message: result._message)) }
            // Not drawn in this process yet (it was started afresh): draw the instance, then look again.
            let descriptor = try self.descriptor(perform.instance.kind)
            let timeline = try await timeline(of: descriptor, for: perform.instance)
            for entry in timeline.entries { _ = render(entry, of: descriptor, for: perform.instance) }
            guard let result = try await performed(perform) else { throw IntentButtonRegistry.Failure.unknown(0) }
            return .performed(PerformedReply(message: result._message))
        case .options(let request):
            return .options(OptionsReply(sections: try await intentType(request.kind).optionSections(request.key)))
        case .search(let request):
            return .options(OptionsReply(sections: try await intentType(request.kind).searchOptions(request.key, request.text)))
        case .lookup(let request):
            return .lookup(LookupReply(lookup: try await intentType(request.kind).lookUpEntities(request.key, request.stored)))
        case .link(let request):
            guard let action = try descriptor(request.kind).linkActions[request.action] else {
                throw ExtensionProtocolError.failed("'\(request.kind)' has no link action '\(request.action)'")
            }
            let query = request.queryItems
            return .linked(LinkedReply(url: try await withHostClock(request.now) { try await action.perform(query) }))
        case .previews(let request):
            guard request.version == ExtensionProtocol.version else {
                throw ExtensionProtocolError.versionMismatch(host: request.version, extension: ExtensionProtocol.version)
            }
            return .previews(PreviewsReply(previews: previews.descriptions))
        case .preview(let request):
            return try await provided(request.call, of: previews.descriptor(request.preview), for: request.instance)
        }
    }

    /// A provider call of `descriptor` for `request`, its entries rendered.
    private func provided(_ call: ProviderCallType, of descriptor: AnyWidgetDescriptor, for request: ProviderRequest) async throws
        -> ExtensionReply.Message
    {
        let context = context(request)
        switch call {
        case .placeholder:
            let placeholder = descriptor.source.placeholder
            let entry = WidgetClock.$host.withValue(WidgetClock.Source { request.now }) { placeholder(context) }
            return .entry(EntryReply(entry: render(entry, of: descriptor, for: request, placeholder: true)))
        case .snapshot:
            let source = descriptor.source
            let entry = try await withHostClock(request.now) { try await source.snapshot(context, request.parameters) }
            return .entry(EntryReply(entry: render(entry, of: descriptor, for: request)))
        case .timeline:
            let timeline = try await timeline(of: descriptor, for: request)
            let entries = timeline.entries.map { render($0, of: descriptor, for: request) }
            return .entries(EntriesReply(entries: entries, policy: WirePolicy(timeline.policy)))
        }
    }

    private func descriptor(_ kind: String) throws -> AnyWidgetDescriptor {
        guard let descriptor = descriptors[kind] else { throw ExtensionProtocolError.failed("no widget of kind '\(kind)' in \(displayName)") }
        return descriptor
    }

    private func intentType(_ kind: String) throws -> AnyConfigurationIntentType {
        guard let intent = try descriptor(kind).intent else { throw ExtensionProtocolError.failed("'\(kind)' has no configuration intent") }
        return intent
    }

    private func context(_ request: ProviderRequest) -> TimelineProviderContext {
        TimelineProviderContext(
            family: request.family, isPreview: request.isPreview,
            displaySize: CGSize(width: request.size.columns, height: request.size.rows))
    }

    private func timeline(of descriptor: AnyWidgetDescriptor, for request: ProviderRequest) async throws -> AnyTimeline {
        let context = context(request)
        if let immediate = descriptor.source.immediateTimeline,
            let timeline = WidgetClock.$host.withValue(WidgetClock.Source { request.now }, operation: { immediate(context, request.parameters) })
        {
            return timeline
        }
        let source = descriptor.source
        return try await withHostClock(request.now) { try await source.timeline(context, request.parameters) }
    }

    private func performed(_ perform: PerformRequest) async throws -> IntentResult? {
        try await withHostClock(perform.instance.now) { try await IntentButtonRegistry.shared.perform(identity: perform.identity) }
    }

    /// `entry` rendered as the home screen renders a cell's content: at the requested size, in
    /// the host's environment, at the later of the entry's date and the host's `now`.
    private func render(_ entry: AnyTimelineEntry, of descriptor: AnyWidgetDescriptor, for request: ProviderRequest, placeholder: Bool = false)
        -> RenderedEntry
    {
        let now = max(entry.date, request.now)
        let environment = request.environment.values(family: request.family, now: now, placeholder: placeholder)
        let view = WidgetDrawing.renderWaitingForPictures(entry, of: descriptor, size: request.size.size, environment: environment)
        return RenderedEntry(date: entry.date, relevance: entry.relevance, view: view) { IntentButtonRegistry.shared.identity(of: $0) }
    }
}

/// Runs `operation` with the host's instant as the widget clock (``WidgetClock``).
private func withHostClock<T: Sendable>(_ now: Date, _ operation: @Sendable () async throws -> T) async throws -> T {
    try await WidgetClock.$host.withValue(WidgetClock.Source { now }, operation: operation)
}

/// The id of a frame that is not a whole request, to answer it `failed`.
private struct RequestID: Decodable {
    let id: Int
}
