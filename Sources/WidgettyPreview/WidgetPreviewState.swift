import WidgettyTimelines
import Foundation
import WidgettyKit

/// What a widget preview shows: one widget in each family it supports, in one of three modes,
/// at a virtual `now` the author moves by stepping through the timeline or jumping the clock.
/// Pure state: ``WidgetPreviewRuntime`` loads the provider's answers into it and draws it.
public struct WidgetPreviewState: Sendable {
    /// What each family's cell shows.
    public enum Mode: String, Sendable, CaseIterable {
        /// The provider's placeholder entry, drawn redacted.
        case placeholder
        /// The provider's snapshot (`context.isPreview` is true), as a gallery shows it.
        case snapshot
        /// The timeline's entry due at `now`, drawn at `now`.
        case timeline
    }

    /// A provider answer being waited for, received, or failed.
    public enum Answer<Value: Sendable>: Sendable {
        case loading
        case loaded(Value)
        case failed(String)

        public var value: Value? {
            if case .loaded(let value) = self { return value }
            return nil
        }
    }

    /// One family's provider answers.
    public struct FamilyPreview: Sendable {
        public let family: WidgetFamily
        public var placeholder: AnyTimelineEntry
        public var snapshot: Answer<AnyTimelineEntry> = .loading
        public var timeline: Answer<AnyTimeline> = .loading

        public init(family: WidgetFamily, placeholder: AnyTimelineEntry) {
            self.family = family
            self.placeholder = placeholder
        }
    }

    public var mode: Mode = .timeline
    /// The preview's clock: entries and date-relative text are shown as at this instant.
    public private(set) var now: Date
    public var families: [FamilyPreview]
    /// The zone times are written in.
    public var timeZone: TimeZone

    public init(families: [FamilyPreview], now: Date, timeZone: TimeZone = .current) {
        self.families = families
        self.now = now
        self.timeZone = timeZone
    }

    /// Every entry date of every family's timeline, in order: what ← and → step through. Each
    /// family's provider is asked separately, so one entry's dates differ by the moments between
    /// the calls: dates within a second of each other are one step, at the latest of them, so
    /// every family shows that entry.
    public var entryDates: [Date] {
        let all = families.flatMap { $0.timeline.value?.validatedEntries.map(\.date) ?? [] }.sorted()
        var steps: [Date] = []
        var clusterStart: Date?
        for date in all {
            if let start = clusterStart, date.timeIntervalSince(start) < 1 {
                steps[steps.count - 1] = date
            } else {
                steps.append(date)
                clusterStart = date
            }
        }
        return steps
    }

    /// True until the clock is moved by hand: a timeline arriving later moves it to the first entry.
    public private(set) var followsFirstEntry = true

    /// Steps to the next entry date after `now` (→); false when there is none.
    @discardableResult
    public mutating func stepForward() -> Bool {
        guard let next = entryDates.first(where: { $0 > now }) else { return false }
        now = next
        followsFirstEntry = false
        return true
    }

    /// Steps to the entry date before the one shown (←); false at the first.
    @discardableResult
    public mutating func stepBack() -> Bool {
        guard let previous = entryDates.last(where: { $0 < now }) else { return false }
        now = previous
        followsFirstEntry = false
        return true
    }

    /// Moves the preview's clock by `seconds` (the jump keys).
    public mutating func jump(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
        followsFirstEntry = false
    }

    /// A new timeline for a family (loaded, or failed); the clock follows the first entry until
    /// the author moves it.
    public mutating func setTimeline(_ answer: Answer<AnyTimeline>, for family: WidgetFamily) {
        guard let index = families.firstIndex(where: { $0.family == family }) else { return }
        families[index].timeline = answer
        if followsFirstEntry, let first = entryDates.first { now = first }
    }

    /// Moves the clock to the first entry of any timeline (or leaves it when there is none).
    public mutating func goToFirstEntry() {
        followsFirstEntry = true
        if let first = entryDates.first { now = first }
    }

    /// The entry a family's cell shows in the current mode, and whether it is drawn redacted;
    /// nil while the answer is loading or when it failed (``problem(of:)`` says why).
    public func shown(_ preview: FamilyPreview) -> (entry: AnyTimelineEntry, redacted: Bool)? {
        switch mode {
        case .placeholder: return (preview.placeholder, true)
        case .snapshot: return preview.snapshot.value.map { ($0, false) }
        case .timeline:
            guard let timeline = preview.timeline.value else { return nil }
            // Before the first entry the home screen still shows the placeholder.
            return timeline.entry(at: now).map { ($0, false) } ?? (preview.placeholder, true)
        }
    }

    /// What a cell says while its provider has not answered.
    public static let loadingText = "asking the provider…"

    /// Why a family's cell shows nothing in the current mode.
    public func problem(of preview: FamilyPreview) -> String? {
        let answer: Answer<Void>
        switch mode {
        case .placeholder: return nil
        case .snapshot: answer = preview.snapshot.erased
        case .timeline: answer = preview.timeline.erased
        }
        switch answer {
        case .loading: return Self.loadingText
        case .failed(let why): return why
        case .loaded: return nil
        }
    }

    /// Where the shown entry is in its family's timeline: (index from 1, count), nil before the first.
    public func position(in preview: FamilyPreview) -> (index: Int, count: Int)? {
        guard let entries = preview.timeline.value?.validatedEntries,
            let index = entries.lastIndex(where: { $0.date <= now })
        else { return nil }
        return (index + 1, entries.count)
    }

    /// When the home screen would ask the first loaded timeline's provider again, and why.
    public var nextReload: (date: Date?, rule: String)? {
        guard let timeline = families.lazy.compactMap(\.timeline.value).first else { return nil }
        switch timeline.policy.rule {
        case .atEnd: return (timeline.nextReloadDate, ".atEnd: at the last entry")
        case .after(let date): return (date, ".after(\(format(date)))")
        case .never: return (nil, ".never: only when asked")
        }
    }

    /// A time of day as the preview writes it: `14:05:00` in ``timeZone``.
    public func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}

extension WidgetPreviewState.Answer {
    var erased: WidgetPreviewState.Answer<Void> {
        switch self {
        case .loading: return .loading
        case .loaded: return .loaded(())
        case .failed(let why): return .failed(why)
        }
    }
}
