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
    /// No relevance: in a stack, the widget keeps its place unless another's entry scores higher.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as in WidgetKit: a score relative to the provider's other entries
/// and how long that score lasts.
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    /// How relevant the entry is, against the provider's other entries: a stack shows the widget
    /// whose current entry scores highest.
    public let score: Float
    /// How long the score holds, in seconds from the entry's date (0: as long as the entry is
    /// shown).
    public let duration: TimeInterval

    /// A relevance of a score, lasting `duration` seconds from the entry's date (0: for as long as
    /// it is shown).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When the host asks the provider for a new timeline, as in WidgetKit.
public struct TimelineReloadPolicy: Hashable, Sendable, Codable {
    /// The rule behind a policy, for the host's scheduler.
    public enum Rule: Hashable, Sendable, Codable {
        /// Reload once the last entry's date has passed.
        case atEnd
        /// Reload at the date given.
        case after(Date)
        /// Never reload by itself: `WidgetCenter`, a change to a shared-store suite the provider
        /// read, or a change to the widget's configuration reloads it.
        case never
    }

    /// The rule this policy stands for.
    public let rule: Rule

    /// A policy of a rule; widget code writes `.atEnd`, `.after(date)` or `.never`.
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
    /// The entries, each shown from its date on; one dated in the past is shown at once.
    public let entries: [EntryType]
    /// When to ask the provider again.
    public let policy: TimelineReloadPolicy

    /// Entries and the policy for asking again, as a provider returns them.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
