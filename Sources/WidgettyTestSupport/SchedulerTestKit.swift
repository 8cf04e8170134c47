import WidgettyTimelines
import Foundation
import WidgettyKit
import WidgettyUI

/// A timeline entry for scheduler tests: a date and a label to tell entries apart.
public struct SchedulerTestEntry: TimelineEntry, Codable, Hashable {
    public let date: Date
    public let label: String
    public init(date: Date, label: String) {
        self.date = date
        self.label = label
    }
}

/// What a scripted provider does on one call.
public enum SchedulerScriptedResponse: Sendable {
    /// Completes with entries at these offsets (seconds from the call) and labels.
    case entries([(offset: TimeInterval, label: String)], TimelineReloadPolicy)
    /// Completes with entries at these absolute dates.
    case entriesAt([SchedulerTestEntry], TimelineReloadPolicy)
    /// Never calls its completion.
    case hang
    /// Calls its completion twice: with the first response, then with a different one.
    case twice(first: String, second: String)
}

/// A provider's script and the record of its calls, shared by the provider copies the
/// configuration holds and the test that reads it.
public final class SchedulerProviderScript: @unchecked Sendable {
    private let lock = NSLock()
    private var callDates: [Date] = []
    private var contexts: [TimelineProviderContext] = []
    private let clock: any HostClock
    private let respond: @Sendable (_ call: Int, _ now: Date) -> SchedulerScriptedResponse

    public init(clock: any HostClock, respond: @escaping @Sendable (_ call: Int, _ now: Date) -> SchedulerScriptedResponse) {
        self.clock = clock
        self.respond = respond
    }

    /// The instants of every `getTimeline` call so far.
    public var calls: [Date] { lock.withLock { callDates } }
    /// The contexts of every call so far (timelines and snapshots).
    public var receivedContexts: [TimelineProviderContext] { lock.withLock { contexts } }

    func handle(_ context: TimelineProviderContext, completion: @escaping @Sendable (Timeline<SchedulerTestEntry>) -> Void) {
        let now = clock.now
        let call: Int = lock.withLock {
            callDates.append(now)
            contexts.append(context)
            return callDates.count - 1
        }
        switch respond(call, now) {
        case .entries(let items, let policy):
            let entries = items.map { SchedulerTestEntry(date: now.addingTimeInterval($0.offset), label: $0.label) }
            completion(Timeline(entries: entries, policy: policy))
        case .entriesAt(let entries, let policy):
            completion(Timeline(entries: entries, policy: policy))
        case .hang:
            break
        case .twice(let first, let second):
            completion(Timeline(entries: [SchedulerTestEntry(date: now, label: first)], policy: .never))
            completion(Timeline(entries: [SchedulerTestEntry(date: now, label: second)], policy: .never))
        }
    }

    func recordSnapshot(_ context: TimelineProviderContext) {
        lock.withLock { contexts.append(context) }
    }
}

/// A WidgetKit `TimelineProvider` that follows a ``SchedulerProviderScript``.
public struct SchedulerScriptedProvider: TimelineProvider {
    public let script: SchedulerProviderScript
    public init(script: SchedulerProviderScript) { self.script = script }

    public func placeholder(in context: Context) -> SchedulerTestEntry {
        SchedulerTestEntry(date: .distantPast, label: "placeholder")
    }

    public func getSnapshot(in context: Context, completion: @escaping @Sendable (SchedulerTestEntry) -> Void) {
        script.recordSnapshot(context)
        completion(SchedulerTestEntry(date: .distantPast, label: "snapshot"))
    }

    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SchedulerTestEntry>) -> Void) {
        script.handle(context, completion: completion)
    }
}

extension AnyWidgetDescriptor {
    /// The descriptor of a static widget served by a scripted provider, as `StaticConfiguration` builds it.
    @MainActor
    public static func scripted(kind: String, script: SchedulerProviderScript) -> AnyWidgetDescriptor? {
        StaticConfiguration(kind: kind, provider: SchedulerScriptedProvider(script: script)) { _ in EmptyView() }
            ._widgetDescriptors.first
    }
}

/// The scheduler's events with the virtual instant each arrived at, for exact assertions.
@MainActor
public final class SchedulerEventRecorder {
    public private(set) var events: [(time: TimeInterval, event: SchedulerEvent)] = []
    private let clock: any HostClock
    private let origin: Date

    public init(clock: any HostClock, origin: Date) {
        self.clock = clock
        self.origin = origin
    }

    public func record(_ event: SchedulerEvent) {
        events.append((clock.now.timeIntervalSince(origin), event))
    }

    /// The instants (seconds from the origin) of repaints that included `id`.
    public func repaints(of id: WidgetInstanceID) -> [TimeInterval] {
        events.compactMap { item in
            if case .entriesChanged(let ids) = item.event, ids.contains(id) { return item.time }
            return nil
        }
    }

    /// Every repaint event: its instant and the cells it covered.
    public var repaintBatches: [(time: TimeInterval, ids: [WidgetInstanceID])] {
        events.compactMap { item in
            if case .entriesChanged(let ids) = item.event { return (item.time, ids) }
            return nil
        }
    }

    /// The instants of failures reported for `id`.
    public func failures(of id: WidgetInstanceID) -> [(time: TimeInterval, error: SchedulerError)] {
        events.compactMap { item in
            if case .reloadFailed(let failed, let error) = item.event, failed == id { return (item.time, error) }
            return nil
        }
    }
}
