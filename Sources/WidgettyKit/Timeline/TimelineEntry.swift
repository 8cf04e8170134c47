import Foundation

/// One state of a widget at a point in time, as in WidgetKit: the host shows it from `date` on.
///
/// Widgetty requires entries to be `Sendable` (WidgetKit does not say) because providers run
/// off the main actor and hand their entries to the host.
public protocol TimelineEntry: Sendable {
    /// The instant from which this entry is shown; never earlier.
    var date: Date { get }
    /// How relevant the entry is, for hosts that rank widgets; `nil` by default.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as in WidgetKit: a score relative to the provider's other entries
/// and how long that score lasts.
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When the host asks the provider for a new timeline, as in WidgetKit.
public struct TimelineReloadPolicy: Hashable, Sendable, Codable {
    /// The rule behind a policy, for the host's scheduler.
    public enum Rule: Hashable, Sendable, Codable {
        case atEnd
        case after(Date)
        case never
    }

    /// The rule this policy stands for.
    public let rule: Rule

    public init(rule: Rule) { self.rule = rule }

    /// Reload once the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(rule: .atEnd)
    /// Reload only when asked (`WidgetCenter`, a key, a configuration change).
    public static let never = TimelineReloadPolicy(rule: .never)
    /// Reload at `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(rule: .after(date)) }
}

/// Entries and a reload policy, as in WidgetKit: what a provider returns.
public struct Timeline<EntryType: TimelineEntry>: Sendable {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
