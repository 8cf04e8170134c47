import Foundation
import WidgettyKit

extension AnyTimeline {
    /// The entries in date order, with one entry per date: a provider may return them in any
    /// order; for equal dates the one listed last wins (it is the provider's latest word).
    public var validatedEntries: [AnyTimelineEntry] {
        let ordered = entries.enumerated().sorted { lhs, rhs in
            lhs.element.date != rhs.element.date ? lhs.element.date < rhs.element.date : lhs.offset < rhs.offset
        }
        var result: [AnyTimelineEntry] = []
        result.reserveCapacity(ordered.count)
        for (_, entry) in ordered {
            if let last = result.last, last.date == entry.date {
                result[result.count - 1] = entry
            } else {
                result.append(entry)
            }
        }
        return result
    }
}

extension TimelineReloadPolicy {
    /// When this policy asks for a reload, given the validated entries (nil: only on request).
    func reloadDate(lastEntryDate: Date?) -> Date? {
        switch rule {
        case .atEnd: return lastEntryDate
        case .after(let date): return date
        case .never: return nil
        }
    }
}
