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
        /// To `link`: the link to open next, if any.
        case linked(LinkedReply)
        /// To `previews`.
        case previews(PreviewsReply)
        /// To any request that could not be answered.
        case failed(FailedReply)

        /// The type's name and its fields.
        var tagged: (type: String, body: any Encodable) {
            switch self {
            case .described(let body): ("described", body)
            case .entries(let body): ("entries", body)
            case .entry(let body): ("entry", body)
            case .performed(let body): ("performed", body)
            case .options(let body): ("options", body)
            case .lookup(let body): ("lookup", body)
            case .linked(let body): ("linked", body)
            case .previews(let body): ("previews", body)
            case .failed(let body): ("failed", body)
            }
        }

        static let decoders: [String: @Sendable (Decoder) throws -> Message] = [
            "described": { .described(try BundleDescription(from: $0)) },
            "entries": { .entries(try EntriesReply(from: $0)) },
            "entry": { .entry(try EntryReply(from: $0)) },
            "performed": { .performed(try PerformedReply(from: $0)) },
            "options": { .options(try OptionsReply(from: $0)) },
            "lookup": { .lookup(try LookupReply(from: $0)) },
            "linked": { .linked(try LinkedReply(from: $0)) },
            "previews": { .previews(try PreviewsReply(from: $0)) },
            "failed": { .failed(try FailedReply(from: $0)) },
        ]
    }

    public init(from decoder: Decoder) throws {
        (id, message) = try TaggedMessage.decode(from: decoder, decoders: Message.decoders)
    }

    public func encode(to encoder: Encoder) throws {
        try TaggedMessage.encode(id: id, message.tagged, to: encoder)
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

/// `linked`: the link action ran; `url` is what it hands on to be opened (never a `widgetty:` one).
public struct LinkedReply: Codable, Hashable, Sendable {
    public var url: URL?
    public init(url: URL?) { self.url = url }
}
