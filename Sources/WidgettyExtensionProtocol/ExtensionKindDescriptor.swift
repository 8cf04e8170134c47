import Foundation
import Synchronization
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The host's side of a widget kind served by an extension: an ``AnyWidgetDescriptor`` the host
/// registers like any other, whose provider asks the extension (through `exchange`, one request
/// and its reply) and whose view draws the cells the extension rendered.
public enum ExtensionKindDescriptor {
    /// Sends one request to the extension and gives back its reply (the host's process side:
    /// start it if need be, write the frame, read one, time out).
    public typealias Exchange = @Sendable (ExtensionRequest) async throws -> ExtensionReply

    /// A descriptor for `kind` of `bundle`.
    /// - Parameters:
    ///   - environment: the host's screen now (locale, time zone, theme colours, colour depth):
    ///     what entries are rendered for.
    ///   - route: which requests its provider calls become: the kind's own, or one `#Preview`'s.
    ///   - onStale: called while drawing when an entry cannot show what a render now would —
    ///     drawn at another size than it was rendered at (a resize), in another environment than
    ///     it was rendered for (a theme, appearance, tint, locale or time zone changed), or its
    ///     time-driven parts can no longer be redrawn by themselves; the host should then reload
    ///     the instance (its next timeline request carries the new size, and the environment the
    ///     instance was last drawn in).
    public static func make(
        kind: KindDescription, bundle: BundleDescription, route: Route = .kind,
        environment: @escaping @Sendable () -> RenderEnvironment = { RenderEnvironment() },
        onStale: (@MainActor @Sendable (_ kind: String, PrerenderedStaleness) -> Void)? = nil,
        exchange: @escaping Exchange
    ) -> AnyWidgetDescriptor {
        let channel = ExtensionChannel(exchange: exchange)
        let placeholders = PlaceholderCache()
        let ledger = DrawnEnvironmentLedger()
        let name = kind.kind
        @Sendable func request(_ context: TimelineProviderContext, _ values: [String: IntentValue]) -> ProviderRequest {
            var asked = ProviderRequest(
                kind: name, parameters: values, family: context.family,
                size: CellSize(columns: Int(context.displaySize.width), rows: Int(context.displaySize.height)),
                now: WidgetClock.now, isPreview: context.isPreview, environment: environment())
            // Rendered for the environment the instance is drawn in, once a draw has said so.
            if let drawn = ledger.environment(for: asked) { asked.environment = asked.environment.adopting(drawn) }
            return asked
        }
        let source = WidgetTimelineSource(
            placeholder: { context in
                // Answered at once: the placeholder rendered last for this size, fetched for next time.
                let asked = request(context, kind.defaultValues)
                if let known = placeholders.entry(for: asked) { return AnyTimelineEntry(ExtensionEntry(known, request: asked)) }
                Task {
                    if case .entry(let reply)? = try? await channel.ask(route.message(.placeholder, asked)) { placeholders.store(reply.entry, for: asked) }
                }
                return AnyTimelineEntry(ExtensionEntry(date: asked.now, rendered: nil, request: asked))
            },
            snapshot: { context, values in
                let asked = request(context, values)
                guard case .entry(let reply) = try await channel.ask(route.message(.snapshot, asked)) else { throw ExtensionProtocolError.unexpectedReply("not an entry") }
                return AnyTimelineEntry(ExtensionEntry(reply.entry, request: asked))
            },
            timeline: { context, values in
                let asked = request(context, values)
                guard case .entries(let reply) = try await channel.ask(route.message(.timeline, asked)) else {
                    throw ExtensionProtocolError.unexpectedReply("not entries")
                }
                return AnyTimeline(entries: reply.entries.map { AnyTimelineEntry(ExtensionEntry($0, request: asked)) }, policy: reply.policy.policy)
            })
        let intent = kind.intent.map { schema in
            AnyConfigurationIntentType(
                schema: schema,
                decode: { values throws(IntentDecodingError) in
                    try ExtensionConfigurationIntent.decode(values, schema: schema, defaults: kind.defaultValues)
                },
                encode: { intent in (intent as? ExtensionConfigurationIntent)?.values },
                optionSections: { key in
                    guard case .options(let reply) = try await channel.ask(.options(OptionsRequest(kind: name, key: key))) else {
                        throw ExtensionProtocolError.unexpectedReply("not options")
                    }
                    return reply.sections
                },
                searchOptions: { key, text in
                    guard case .options(let reply) = try await channel.ask(.search(SearchRequest(kind: name, key: key, text: text))) else {
                        throw ExtensionProtocolError.unexpectedReply("not options")
                    }
                    return reply.sections
                },
                lookUpEntities: { key, stored in
                    guard case .lookup(let reply) = try await channel.ask(.lookup(LookupRequest(kind: name, key: key, stored: stored))) else {
                        throw ExtensionProtocolError.unexpectedReply("not a lookup")
                    }
                    return reply.lookup
                })
        }
        let identityPrefix = "\(bundle.displayName)\u{1F}\(name)\u{1F}"
        var descriptor = AnyWidgetDescriptor(
            kind: name, intent: intent, source: source, entryCodec: TimelineEntryCodec.forEntry(ExtensionEntry.self),
            makeView: { entry in
                guard let entry = entry.base as? ExtensionEntry, let rendered = entry.rendered, var view = try? rendered.renderedView() else {
                    return AnyView(EmptyView())
                }
                if let intents = rendered.intents, let instance = entry.request {
                    view.links = view.links.map { link in
                        guard let identity = intents[link.url.absoluteString] else { return link }
                        let url = IntentButtonRegistry.shared.link(identity: identityPrefix + identity) {
                            var asked = instance
                            asked.now = WidgetClock.now
                            guard case .performed(let reply) = try await channel.ask(.perform(PerformRequest(identity: identity, instance: asked)))
                            else { throw ExtensionProtocolError.unexpectedReply("not performed") }
                            return ExtensionIntentResult(message: reply.message)
                        }
                        return LinkRegion(frame: link.frame, url: url)
                    }
                }
                let asked = entry.request
                let report: @MainActor @Sendable (PrerenderedStaleness) -> Void = { staleness in
                    if case .environment(_, let shown) = staleness, let asked { ledger.record(shown, for: asked) }
                    onStale?(name, staleness)
                }
                return AnyView(PrerenderedView(view, renderedFor: asked?.environment.drawn, onStale: report))
            })
        descriptor.displayName = kind.displayName
        descriptor.description = kind.description
        descriptor.supportedFamilies = kind.supportedFamilies
        descriptor.contentMarginsDisabled = kind.contentMarginsDisabled
        descriptor.providerTimeout = kind.providerTimeout.map { .seconds($0) }
        descriptor.minimumReloadInterval = kind.minimumReloadInterval.map { .seconds($0) }
        descriptor.linksFromRemoteContent = kind.linksFromRemoteContent
        descriptor.isControl = kind.control ?? false
        let recommendations = kind.recommendations
        descriptor.recommendations = { recommendations }
        for action in kind.linkActions {
            descriptor.linkActions[action] = WidgetLinkAction(opening: { query in
                guard case .linked(let reply) = try await channel.ask(.link(LinkRequest(kind: name, action: action, query: query, now: WidgetClock.now)))
                else { throw ExtensionProtocolError.unexpectedReply("not linked") }
                return reply.url
            })
        }
        return descriptor
    }
}

extension ExtensionKindDescriptor {
    /// Which requests a descriptor's provider calls become: its kind's own (`placeholder`,
    /// `snapshot`, `timeline`), or `preview` of the bundle's `#Preview` of that number.
    public enum Route: Hashable, Sendable {
        case kind
        case preview(Int)

        /// The request for `call` of `instance`.
        public func message(_ call: ProviderCallType, _ instance: ProviderRequest) -> ExtensionRequest.Message {
            switch (self, call) {
            case (.kind, .placeholder): .placeholder(instance)
            case (.kind, .snapshot): .snapshot(instance)
            case (.kind, .timeline): .timeline(instance)
            case (.preview(let number), _): .preview(PreviewRequest(preview: number, call: call, instance: instance))
            }
        }
    }
}

/// Requests with fresh ids, replies checked against them.
struct ExtensionChannel: Sendable {
    let exchange: ExtensionKindDescriptor.Exchange
    private static let ids = Atomic<Int>(0)

    /// The reply's message; a `failed` reply, or a reply to another request, throws.
    func ask(_ message: ExtensionRequest.Message) async throws -> ExtensionReply.Message {
        let id = Self.ids.wrappingAdd(1, ordering: .relaxed).newValue
        let reply = try await exchange(ExtensionRequest(id: id, message))
        guard reply.id == id else { throw ExtensionProtocolError.unexpectedReply("reply \(reply.id) to request \(id)") }
        if case .failed(let failure) = reply.message { throw ExtensionProtocolError.failed(failure.message) }
        return reply.message
    }
}

/// The placeholders an extension rendered, by the request's family, size and environment.
final class PlaceholderCache: Sendable {
    private struct Key: Hashable {
        let family: WidgetFamily
        let size: CellSize
        let environment: RenderEnvironment
    }

    private let entries = Mutex<[Key: RenderedEntry]>([:])

    func entry(for request: ProviderRequest) -> RenderedEntry? {
        entries.withLock { $0[Key(family: request.family, size: request.size, environment: request.environment)] }
    }

    func store(_ entry: RenderedEntry, for request: ProviderRequest) {
        entries.withLock { $0[Key(family: request.family, size: request.size, environment: request.environment)] = entry }
    }
}
