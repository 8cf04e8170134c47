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

        var type: String {
            switch self {
            case .describe: "describe"
            case .placeholder: "placeholder"
            case .snapshot: "snapshot"
            case .timeline: "timeline"
            case .perform: "perform"
            case .options: "options"
            case .search: "search"
            case .lookup: "lookup"
            }
        }
    }

    enum CodingKeys: String, CodingKey { case id, type }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "describe": message = .describe(try DescribeRequest(from: decoder))
        case "placeholder": message = .placeholder(try ProviderRequest(from: decoder))
        case "snapshot": message = .snapshot(try ProviderRequest(from: decoder))
        case "timeline": message = .timeline(try ProviderRequest(from: decoder))
        case "perform": message = .perform(try PerformRequest(from: decoder))
        case "options": message = .options(try OptionsRequest(from: decoder))
        case "search": message = .search(try SearchRequest(from: decoder))
        case "lookup": message = .lookup(try LookupRequest(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown request type '\(type)'")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(message.type, forKey: .type)
        switch message {
        case .describe(let body): try body.encode(to: encoder)
        case .placeholder(let body), .snapshot(let body), .timeline(let body): try body.encode(to: encoder)
        case .perform(let body): try body.encode(to: encoder)
        case .options(let body): try body.encode(to: encoder)
        case .search(let body): try body.encode(to: encoder)
        case .lookup(let body): try body.encode(to: encoder)
        }
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
