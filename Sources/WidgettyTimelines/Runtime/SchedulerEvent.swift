import Foundation
import WidgettyKit

/// What the scheduler tells its owner. Past tense: these already happened.
public enum SchedulerEvent: Sendable {
    /// These cells must be repainted (new current entry, stale marker, date-relative text).
    /// All changes of one wake-up arrive as one event: one repaint.
    case entriesChanged([WidgetInstanceID])
    /// A provider delivered a timeline.
    case timelineLoaded(WidgetInstanceID)
    /// A provider call failed (threw, timed out or returned nothing); a retry is scheduled.
    case reloadFailed(WidgetInstanceID, SchedulerError)
    /// A provider call outlived its timeout and still holds its thread (begun at `since`): the
    /// widget gets no other call until it returns; the executor runs others on other threads.
    case providerStuck(WidgetInstanceID, since: Date)
}

/// Why a provider call did not produce a timeline.
public enum SchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    case timedOut(after: Duration)
    case providerFailed(String)
    case emptyTimeline
    /// The last call outlived its timeout and has not returned; no other is made until it does.
    case stillWaiting(since: Date)

    public var description: String {
        switch self {
        case .stillWaiting(let since): return "still waiting for the last load, begun \(since.ISO8601Format())"
        case .timedOut(let after): return "the provider did not answer within \(after)"
        case .providerFailed(let message): return "the provider failed: \(message)"
        case .emptyTimeline: return "the provider returned no entries"
        }
    }
}

/// Why a reload happens; decides whether the per-widget minimum reload interval applies.
public enum ReloadReason: Sendable, Hashable {
    case initial
    case policy
    case retry
    case explicit
    case configurationChanged
    case dayChanged
    case timeZoneChanged
    case clockJumped

    /// Free reloads (first load, configuration, day, zone, clock jump) ignore the budget.
    var respectsMinimumInterval: Bool { self == .policy || self == .explicit }
}

/// What a cell shows now.
public struct CellState: Sendable {
    public let entry: AnyTimelineEntry
    /// The entry is the provider's placeholder: draw it redacted.
    public let isPlaceholder: Bool
    /// The last provider call failed: show the stale marker.
    public let isStale: Bool
    public let lastError: SchedulerError?
    /// When the shown timeline was delivered (nil for a placeholder).
    public let loadedAt: Date?
}

/// An instance's timeline, for `widgetty timeline ID`.
public struct TimelineInfo: Sendable {
    public let entryDates: [Date]
    /// Index into `entryDates` of the entry shown, nil when none is due yet.
    public let currentIndex: Int?
    public let policy: TimelineReloadPolicy?
    public let nextReload: Date?
    public let isLoading: Bool
    public let lastError: SchedulerError?
    public let consecutiveFailures: Int
    /// When the call that outlived its timeout began, while it still holds its thread.
    public let waitingSince: Date?
}

/// The waiting time before retrying a failed provider: 5 s, doubling per consecutive failure,
/// capped at 15 minutes.
public struct RetryBackoff: Sendable, Hashable {
    public var initial: Duration
    public var cap: Duration

    public init(initial: Duration = .seconds(5), cap: Duration = .seconds(15 * 60)) {
        self.initial = initial
        self.cap = cap
    }

    /// The delay after `failures` consecutive failures (1 = the first).
    public func delay(afterFailures failures: Int) -> Duration {
        var delay = initial
        for _ in 1..<max(failures, 1) {
            delay *= 2
            if delay >= cap { return cap }
        }
        return min(delay, cap)
    }
}

extension Date {
    func adding(_ duration: Duration) -> Date {
        let parts = duration.components
        return addingTimeInterval(Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
    }
}
