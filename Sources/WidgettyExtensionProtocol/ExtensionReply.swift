import Foundation
import WidgettyKit

/// An extension's reply to one request: `{"id": 7, "type": "entries", …}` (PROTOCOL.md, "Replies").
public struct ExtensionReply: Codable, Hashable, Sendable {
    /// The request's id.
    public var id: Int
    public var message: Message

    public init(id: Int, _ message: Message) {
        self.id = id
        self.message = message
    }

    /// What is answered.
    public enum Message: Hashable, Sendable {
        /// To `describe`.
        case described(BundleDescription)
        /// To `timeline`.
        case entries(EntriesReply)
        /// To `placeholder` and `snapshot`.
        case entry(EntryReply)
        /// To `perform`: what the intent said, if anything.
        case performed(PerformedReply)
        /// To `options` and `search`.
        case options(OptionsReply)
        /// To `lookup`.
        case lookup(LookupReply)
        /// To any request that could not be answered.
        case failed(FailedReply)

        var type: String {
            switch self {
            case .described: "described"
            case .entries: "entries"
            case .entry: "entry"
            case .performed: "performed"
            case .options: "options"
            case .lookup: "lookup"
            case .failed: "failed"
            }
        }
    }

    enum CodingKeys: String, CodingKey { case id, type }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "described": message = .described(try BundleDescription(from: decoder))
        case "entries": message = .entries(try EntriesReply(from: decoder))
        case "entry": message = .entry(try EntryReply(from: decoder))
        case "performed": message = .performed(try PerformedReply(from: decoder))
        case "options": message = .options(try OptionsReply(from: decoder))
        case "lookup": message = .lookup(try LookupReply(from: decoder))
        case "failed": message = .failed(try FailedReply(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown reply type '\(type)'")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(message.type, forKey: .type)
        switch message {
        case .described(let body): try body.encode(to: encoder)
        case .entries(let body): try body.encode(to: encoder)
        case .entry(let body): try body.encode(to: encoder)
        case .performed(let body): try body.encode(to: encoder)
        case .options(let body): try body.encode(to: encoder)
        case .lookup(let body): try body.encode(to: encoder)
        case .failed(let body): try body.encode(to: encoder)
        }
    }
}

/// `entries`: a rendered timeline and when to ask for the next.
public struct EntriesReply: Codable, Hashable, Sendable {
    public var entries: [RenderedEntry]
    public var policy: WirePolicy
    public init(entries: [RenderedEntry], policy: WirePolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A reload policy: `{"rule": "atEnd"}`, `{"rule": "after", "date": …}`, `{"rule": "never"}`.
public struct WirePolicy: Codable, Hashable, Sendable {
    public var rule: String
    public var date: Date?

    public init(_ policy: TimelineReloadPolicy) {
        switch policy.rule {
        case .atEnd: rule = "atEnd"
        case .never: rule = "never"
        case .after(let date):
            rule = "after"
            self.date = date
        }
    }

    public var policy: TimelineReloadPolicy {
        switch rule {
        case "after": date.map(TimelineReloadPolicy.after) ?? .atEnd
        case "never": .never
        default: .atEnd
        }
    }
}

/// `entry`: one rendered entry.
public struct EntryReply: Codable, Hashable, Sendable {
    public var entry: RenderedEntry
    public init(entry: RenderedEntry) { self.entry = entry }
}

/// `performed`: the intent ran; `message` is its dialog, if any.
public struct PerformedReply: Codable, Hashable, Sendable {
    public var message: String?
    public init(message: String?) { self.message = message }
}

/// `options`: the sections of choices; absent when the parameter has no provider or query.
public struct OptionsReply: Codable, Hashable, Sendable {
    public var sections: [IntentOptionSection]?
    public init(sections: [IntentOptionSection]?) { self.sections = sections }
}

/// `lookup`: the stored value with today's titles and what the query no longer finds; absent
/// for a parameter that is no entity.
public struct LookupReply: Codable, Hashable, Sendable {
    public var lookup: EntityLookup?
    public init(lookup: EntityLookup?) { self.lookup = lookup }
}

/// `failed`: why the request could not be answered (a provider threw, an unknown kind, a
/// version mismatch); the extension goes on serving.
public struct FailedReply: Codable, Hashable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
}
