import Foundation
import WidgettyKit

/// A request from the host to an extension: `{"id": 7, "type": "timeline", …}`, the type's
/// fields beside `id` and `type` (PROTOCOL.md, "Requests").
public struct ExtensionRequest: Codable, Hashable, Sendable {
    /// Chosen by the host; the reply carries it back.
    public var id: Int
    public var message: Message

    public init(id: Int, _ message: Message) {
        self.id = id
        self.message = message
    }

    /// What is asked.
    public enum Message: Hashable, Sendable {
        /// The bundle's kinds (`version`: the host's protocol version).
        case describe(DescribeRequest)
        case placeholder(ProviderRequest)
        case snapshot(ProviderRequest)
        case timeline(ProviderRequest)
        /// Run the intent of a `Button(intent:)` or `Toggle(intent:)`.
        case perform(PerformRequest)
        /// A parameter's options provider (the edit panel's choices).
        case options(OptionsRequest)
        /// A parameter's entity query, for a text typed.
        case search(SearchRequest)
        /// What a parameter's entity query says now of a stored value.
        case lookup(LookupRequest)
        /// Run one of the widget's own link actions (`widgetty://KIND/NAME?…`).
        case link(LinkRequest)
        /// The bundle's `#Preview`s.
        case previews(PreviewsRequest)
        /// One provider call of one `#Preview`, rendered.
        case preview(PreviewRequest)

        /// The type's name and its fields.
        var tagged: (type: String, body: any Encodable) {
            switch self {
            case .describe(let body): ("describe", body)
            case .placeholder(let body): ("placeholder", body)
            case .snapshot(let body): ("snapshot", body)
            case .timeline(let body): ("timeline", body)
            case .perform(let body): ("perform", body)
            case .options(let body): ("options", body)
            case .search(let body): ("search", body)
            case .lookup(let body): ("lookup", body)
            case .link(let body): ("link", body)
            case .previews(let body): ("previews", body)
            case .preview(let body): ("preview", body)
            }
        }

        static let decoders: [String: @Sendable (Decoder) throws -> Message] = [
            "describe": { .describe(try DescribeRequest(from: $0)) },
            "placeholder": { .placeholder(try ProviderRequest(from: $0)) },
            "snapshot": { .snapshot(try ProviderRequest(from: $0)) },
            "timeline": { .timeline(try ProviderRequest(from: $0)) },
            "perform": { .perform(try PerformRequest(from: $0)) },
            "options": { .options(try OptionsRequest(from: $0)) },
            "search": { .search(try SearchRequest(from: $0)) },
            "lookup": { .lookup(try LookupRequest(from: $0)) },
            "link": { .link(try LinkRequest(from: $0)) },
            "previews": { .previews(try PreviewsRequest(from: $0)) },
            "preview": { .preview(try PreviewRequest(from: $0)) },
        ]
    }

    public init(from decoder: Decoder) throws {
        (id, message) = try TaggedMessage.decode(from: decoder, decoders: Message.decoders)
    }

    public func encode(to encoder: Encoder) throws {
        try TaggedMessage.encode(id: id, message.tagged, to: encoder)
    }
}

/// `describe`: the host's protocol version.
public struct DescribeRequest: Codable, Hashable, Sendable {
    public var version: Int
    public init(version: Int = ExtensionProtocol.version) { self.version = version }
}

/// `placeholder`, `snapshot`, `timeline`: one widget instance's provider call, and how to render
/// its entries.
public struct ProviderRequest: Codable, Hashable, Sendable {
    public var kind: String
    /// The instance's configuration (empty for a static widget).
    public var parameters: [String: IntentValue]
    public var family: WidgetFamily
    /// The cell's content size: entries are rendered at exactly this.
    public var size: CellSize
    /// The host's current instant (its clock, possibly virtual): the provider's `now`.
    public var now: Date
    /// True in the gallery and other previews.
    public var isPreview: Bool
    public var environment: RenderEnvironment

    public init(
        kind: String, parameters: [String: IntentValue] = [:], family: WidgetFamily, size: CellSize, now: Date, isPreview: Bool = false,
        environment: RenderEnvironment
    ) {
        self.kind = kind
        self.parameters = parameters
        self.family = family
        self.size = size
        self.now = now
        self.isPreview = isPreview
        self.environment = environment
    }
}

/// `perform`: the intent behind a link of a rendered entry (its identity, from the entry's
/// `intents`), and the instance it was drawn for, so that an extension started afresh can draw
/// the instance again to find it.
public struct PerformRequest: Codable, Hashable, Sendable {
    public var identity: String
    public var instance: ProviderRequest

    public init(identity: String, instance: ProviderRequest) {
        self.identity = identity
        self.instance = instance
    }
}

/// `options`: the choices of parameter `key` of `kind`'s intent.
public struct OptionsRequest: Codable, Hashable, Sendable {
    public var kind: String
    public var key: String
    public init(kind: String, key: String) {
        self.kind = kind
        self.key = key
    }
}

/// `search`: what parameter `key`'s entity query finds for `text`.
public struct SearchRequest: Codable, Hashable, Sendable {
    public var kind: String
    public var key: String
    public var text: String
    public init(kind: String, key: String, text: String) {
        self.kind = kind
        self.key = key
        self.text = text
    }
}

/// `lookup`: what parameter `key`'s entity query says now of the `stored` value.
public struct LookupRequest: Codable, Hashable, Sendable {
    public var kind: String
    public var key: String
    public var stored: IntentValue
    public init(kind: String, key: String, stored: IntentValue) {
        self.kind = kind
        self.key = key
        self.stored = stored
    }
}

/// `link`: the widget's own link action `action` with the link's query items (`[name, value]`,
/// the value absent for a bare name), at the host's `now`.
public struct LinkRequest: Codable, Hashable, Sendable {
    public var kind: String
    public var action: String
    public var query: [[String?]]
    public var now: Date

    public init(kind: String, action: String, query: [URLQueryItem], now: Date) {
        self.kind = kind
        self.action = action
        self.query = query.map { [$0.name, $0.value] }
        self.now = now
    }

    /// The query items again.
    public var queryItems: [URLQueryItem] {
        query.compactMap { pair in pair.first.flatMap { $0 }.map { URLQueryItem(name: $0, value: pair.count > 1 ? pair[1] : nil) } }
    }
}
