import Foundation
import HeapModule

/// The scheduler's pure state: for every widget instance the dates of its entries, which entry
/// is current at `now`, and its pending deadlines (next entry, reload, provider timeout,
/// repaint of date-relative text), kept in one min-heap.
///
/// Each instance has at most one deadline of each kind in the heap; replacing one bumps a
/// generation number and the old heap element is dropped lazily when it reaches the top. So a
/// due event costs O(log n), picking the next deadline O(1) amortised, and all events due at
/// the same instant are handled by one call to ``popDue(at:)``.
public struct TimelineSchedule<ID: Hashable & Sendable>: Sendable {
    /// What a deadline is for.
    public enum DeadlineKind: Int, Sendable, CaseIterable {
        /// The next entry comes due: repaint.
        case entry
        /// Ask the provider for a new timeline.
        case reload
        /// A provider call in flight has taken too long.
        case timeout
        /// Date-relative text changes: repaint without calling the provider.
        case redraw
    }

    /// The instances whose deadlines passed, by kind, each listed once.
    public struct DueEvents: Sendable, Equatable {
        /// Instances whose current entry changed (or whose date-relative text must be redrawn).
        public var changed: [ID] = []
        public var reloads: [ID] = []
        public var timeouts: [ID] = []
        public var isEmpty: Bool { changed.isEmpty && reloads.isEmpty && timeouts.isEmpty }
    }

    private struct Track: Sendable {
        var dates: [Date] = []
        /// Index of the latest entry whose date is not in the future.
        var current: Int?
        var deadlines: [Date?] = Array(repeating: nil, count: DeadlineKind.allCases.count)
        var generations: [UInt64] = Array(repeating: 0, count: DeadlineKind.allCases.count)
    }

    private struct Deadline: Comparable, Sendable {
        let date: Date
        let sequence: UInt64
        let id: ID
        let kind: DeadlineKind
        let generation: UInt64

        static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.date != rhs.date ? lhs.date < rhs.date : lhs.sequence < rhs.sequence
        }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.date == rhs.date && lhs.sequence == rhs.sequence }
    }

    private var tracks: [ID: Track] = [:]
    private var heap = Heap<Deadline>()
    private var sequence: UInt64 = 0
    /// Shared by all instances, so an instance removed and added again never revives old elements.
    private var generation: UInt64 = 0

    public init() {}

    /// The number of instances known.
    public var count: Int { tracks.count }

    /// Deadlines held in the heap, superseded ones not yet dropped included (lazy deletion).
    public var heapCount: Int { heap.count }

    /// Replaces an instance's entry dates (sorted ascending) and returns whether one of the new
    /// entries is current at `now` (false: none is due yet). Its other deadlines are kept.
    @discardableResult
    public mutating func setEntries(_ dates: [Date], for id: ID, now: Date) -> Bool {
        var track = tracks[id] ?? Track()
        track.dates = dates
        track.current = Self.latestIndex(in: dates, notAfter: now)
        tracks[id] = track
        scheduleNextEntry(for: id)
        return track.current != nil
    }

    /// The index of the entry current for `id`, or nil when none is due yet.
    public func currentIndex(of id: ID) -> Int? { tracks[id]?.current }

    /// The pending deadline of one kind for `id`.
    public func deadline(_ kind: DeadlineKind, of id: ID) -> Date? { tracks[id]?.deadlines[kind.rawValue] }

    /// Sets (or with nil clears) the deadline of one kind for `id`.
    public mutating func setDeadline(_ kind: DeadlineKind, of id: ID, at date: Date?) {
        guard var track = tracks[id] else {
            guard date != nil else { return }
            tracks[id] = Track()
            setDeadline(kind, of: id, at: date)
            return
        }
        generation &+= 1
        track.generations[kind.rawValue] = generation
        track.deadlines[kind.rawValue] = date
        tracks[id] = track
        if let date { push(date, id: id, kind: kind, generation: track.generations[kind.rawValue]) }
    }

    /// Forgets an instance; its heap elements are dropped lazily.
    public mutating func remove(_ id: ID) {
        tracks[id] = nil
    }

    /// The earliest pending deadline, dropping stale heap elements on the way.
    public mutating func nextDeadline() -> Date? {
        while let top = heap.min {
            if isLive(top) { return top.date }
            heap.removeMin()
        }
        return nil
    }

    /// Handles every deadline at or before `now`: moves current entries forward (to the latest
    /// one due, however late we are) and reports what happened.
    public mutating func popDue(at now: Date) -> DueEvents {
        var events = DueEvents()
        var changed = Set<ID>()
        while let top = heap.min, top.date <= now {
            heap.removeMin()
            guard isLive(top), var track = tracks[top.id] else { continue }
            track.deadlines[top.kind.rawValue] = nil
            tracks[top.id] = track
            switch top.kind {
            case .entry:
                let latest = Self.latestIndex(in: track.dates, notAfter: now)
                if latest != track.current {
                    track.current = latest
                    tracks[top.id] = track
                    if changed.insert(top.id).inserted { events.changed.append(top.id) }
                }
                scheduleNextEntry(for: top.id)
            case .redraw:
                if changed.insert(top.id).inserted { events.changed.append(top.id) }
            case .reload:
                events.reloads.append(top.id)
            case .timeout:
                events.timeouts.append(top.id)
            }
        }
        return events
    }

    /// Recomputes every current entry at `now` and rebuilds the heap: for a wall clock that
    /// moved backwards. Returns the instances whose current entry changed. O(n log n).
    public mutating func resynchronize(at now: Date) -> [ID] {
        var changed: [ID] = []
        heap = Heap()
        for (id, var track) in tracks {
            let latest = Self.latestIndex(in: track.dates, notAfter: now)
            if latest != track.current {
                track.current = latest
                changed.append(id)
            }
            tracks[id] = track
            for kind in DeadlineKind.allCases where kind != .entry {
                if let date = track.deadlines[kind.rawValue] {
                    push(date, id: id, kind: kind, generation: track.generations[kind.rawValue])
                }
            }
            scheduleNextEntry(for: id)
        }
        return changed
    }

    private mutating func scheduleNextEntry(for id: ID) {
        guard let track = tracks[id] else { return }
        let next = (track.current ?? -1) + 1
        setDeadline(.entry, of: id, at: next < track.dates.count ? track.dates[next] : nil)
    }

    private mutating func push(_ date: Date, id: ID, kind: DeadlineKind, generation: UInt64) {
        sequence &+= 1
        heap.insert(Deadline(date: date, sequence: sequence, id: id, kind: kind, generation: generation))
        if heap.count > maximumHeapCount { compact() }
    }

    /// The most elements the heap may hold before superseded ones are swept out: twice what can
    /// be live (one deadline of each kind per instance), plus some slack. A deadline replaced
    /// long before it is due (a reload moved again and again) would otherwise stay until its date.
    public var maximumHeapCount: Int { 2 * DeadlineKind.allCases.count * tracks.count + 64 }

    /// Rebuilds the heap from the live deadlines only. O(n log n), at most once per n pushes.
    private mutating func compact() {
        heap = Heap(heap.unordered.filter(isLive))
    }

    private func isLive(_ deadline: Deadline) -> Bool {
        tracks[deadline.id]?.generations[deadline.kind.rawValue] == deadline.generation
    }

    /// Binary search: the last index whose date is at or before `now`.
    static func latestIndex(in dates: [Date], notAfter now: Date) -> Int? {
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] <= now { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
