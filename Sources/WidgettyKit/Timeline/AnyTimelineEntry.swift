import Foundation

/// A timeline entry of any type, as the host handles it: its date and relevance, and the
/// original value for the widget's view.
public struct AnyTimelineEntry: Sendable {
    /// When the entry is shown, as the provider's entry says.
    public let date: Date
    /// The entry's relevance, which ranks the widget in a stack.
    public let relevance: TimelineEntryRelevance?
    /// The provider's entry, handed back to the widget's content closure.
    public let base: any TimelineEntry

    /// An entry of any type, kept with its type erased.
    public init<Entry: TimelineEntry>(_ entry: Entry) {
        date = entry.date
        relevance = entry.relevance
        base = entry
    }

    /// The entry shown from `date` instead of its own (a preview's entries written with one date
    /// are stepped through a second apart); the view still gets the entry as it was written.
    public init<Entry: TimelineEntry>(_ entry: Entry, shownAt date: Date) {
        self.date = date
        relevance = entry.relevance
        base = entry
    }
}

/// A timeline of any entry type: what the scheduler keeps per widget instance.
public struct AnyTimeline: Sendable {
    /// The entries, in the provider's order.
    public let entries: [AnyTimelineEntry]
    /// When to ask the provider again.
    public let policy: TimelineReloadPolicy

    /// A timeline of erased entries and a policy.
    public init(entries: [AnyTimelineEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// A provider's timeline with its entries erased, for the host to keep.
    public init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
        self.init(entries: timeline.entries.map(AnyTimelineEntry.init), policy: timeline.policy)
    }
}

/// Conversion of one widget's entries to and from JSON, for the on-disk timeline cache. Exists
/// only when the entry type is `Codable`; other widgets are not cached (their placeholder still
/// paints at once on start).
public struct TimelineEntryCodec: Sendable {
    /// The entry as JSON, or nil when it does not encode (it is then not cached).
    public let encode: @Sendable (AnyTimelineEntry) -> Data?
    /// An entry back from its JSON, or nil when the cached form no longer decodes (after a change
    /// to the entry type).
    public let decode: @Sendable (Data) -> AnyTimelineEntry?

    /// A codec of the two conversions; Widgetty makes one for each `Codable` entry type.
    public init(encode: @escaping @Sendable (AnyTimelineEntry) -> Data?, decode: @escaping @Sendable (Data) -> AnyTimelineEntry?) {
        self.encode = encode
        self.decode = decode
    }

    /// The codec for `Entry`, or nil when `Entry` is not `Codable`.
    public static func forEntry<Entry: TimelineEntry>(_ type: Entry.Type) -> TimelineEntryCodec? {
        guard type is any Decodable.Type, type is any Encodable.Type else { return nil }
        return TimelineEntryCodec(
            encode: { entry in
                guard let value = entry.base as? any Encodable else { return nil }
                return try? JSONEncoder().encode(value)
            },
            decode: { data in
                guard let decodable = Entry.self as? any Decodable.Type,
                    let value = (try? JSONDecoder().decode(decodable, from: data)) as? Entry else { return nil }
                return AnyTimelineEntry(value)
            }
        )
    }
}
