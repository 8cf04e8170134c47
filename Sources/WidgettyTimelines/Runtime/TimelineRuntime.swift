import Foundation
import WidgettyStore
@_spi(WidgettyHost) import WidgettyKit

/// Settings of the scheduler driver.
public struct SchedulerOptions: Sendable {
    /// How long a provider call may take unless the widget says otherwise (`providerTimeout`).
    public var defaultTimeout: Duration = SchedulerOptions.standardTimeout
    public var backoff = RetryBackoff()
    /// Where timelines are cached; nil disables the cache.
    public var cache: TimelineCache?
    /// The executor provider calls and the driver's sleep run on: by default threads of the
    /// host's own (``WorkerThreadExecutor/providers``), never the global pool; nil is the
    /// global pool. Tests pass a manually drained executor to make every step deterministic.
    public var taskExecutor: (any TaskExecutor)? = WorkerThreadExecutor.providers
    /// The current time zone, read on every wake-up (a change triggers a free reload of all).
    public var timeZone: @Sendable () -> TimeZone = { TimeZone.current }
    /// A wall clock that moved back by more than this since the last wake-up counts as a jump.
    public var backwardJumpTolerance: TimeInterval = 1

    public init() {}

    /// The time limit of a provider call when neither the widget nor the caller sets one: the
    /// one place it is written (15 s).
    public static let standardTimeout = Duration.milliseconds(15_000)
}

/// The scheduler driver: shows every widget instance's current entry, repaints exactly when the
/// next entry comes due, reloads timelines by their policy, and sleeps on the injected clock
/// until the next deadline — never polling.
///
/// Timing lives in a pure ``TimelineSchedule``; this class runs providers concurrently (off the
/// main actor, with a timeout), coalesces reload requests, retries with backoff, keeps a disk
/// cache, and reports to its owner through `onEvent`.
@MainActor
public final class TimelineRuntime {
    let clock: any HostClock
    /// The clock again when it arms main-loop alarms (the home screen's): asked once here, not
    /// by a dynamic cast on every re-arm.
    let alarmClock: (any MainActorAlarmClock)?
    let options: SchedulerOptions
    /// Receives every ``SchedulerEvent``; set by the owner (the home screen).
    public var onEvent: (@MainActor (SchedulerEvent) -> Void)?

    var schedule = TimelineSchedule<WidgetInstanceID>()
    var instances: [WidgetInstanceID: InstanceState] = [:]
    /// Each registered cell's descriptor (as in its state): every frame asks for it several
    /// times, and reading it out of `instances` copies the whole state.
    var descriptors: [WidgetInstanceID: AnyWidgetDescriptor] = [:]
    /// The cells showing an old timeline because their last provider call failed: each cell's
    /// chrome asks on every paint, and a set answers without copying a state out of `instances`.
    var staleCells: Set<WidgetInstanceID> = []
    var pendingChanges: [WidgetInstanceID] = []
    /// Stops the pending wake-up (a sleeping task, or an alarm of a ``MainActorAlarmClock``).
    var cancelSleeper: (@MainActor () -> Void)?
    /// The instant the driver sleeps until; nil when nothing is due (the process just waits).
    public internal(set) var armedDeadline: Date?
    var lastObservedNow: Date
    var timeZoneIdentifier: String
    var nextMidnight: Date
    var nextToken: UInt64 = 0
    /// True while `wake()` runs: changes and re-arming wait for its end (one event, one sleeper).
    var isBatching = false

    public init(clock: any HostClock, options: SchedulerOptions = SchedulerOptions(),
                onEvent: (@MainActor (SchedulerEvent) -> Void)? = nil)
    {
        self.clock = clock
        alarmClock = clock as? any MainActorAlarmClock
        self.options = options
        self.onEvent = onEvent
        let now = clock.now
        let zone = options.timeZone()
        lastObservedNow = now
        timeZoneIdentifier = zone.identifier
        nextMidnight = Self.midnight(after: now, in: zone)
    }

    isolated deinit {
        cancelSleeper?()
        for state in instances.values { state.phase.load?.task.cancel() }
    }

    // MARK: Instances

    /// Adds a cell: paints the cached timeline or the placeholder at once, then asks the provider.
    public func register(_ id: WidgetInstanceID, descriptor: AnyWidgetDescriptor, family: WidgetFamily,
                         displaySize: CGSize, intentValues: [String: IntentValue] = [:])
    {
        unregister(id)
        let context = TimelineProviderContext(family: family, isPreview: false, displaySize: displaySize)
        var state = InstanceState(descriptor: descriptor, family: family, displaySize: displaySize,
                                  intentValues: intentValues, carried: descriptor.source.placeholder(context))
        let now = clock.now
        instances[id] = state
        descriptors[id] = descriptor
        if let cache = options.cache, let codec = descriptor.entryCodec,
            let cached = cache.load(kind: descriptor.kind, codec: codec, for: id)
        {
            let entries = cached.validatedEntries
            state.entries = entries
            state.policy = cached.policy
            if schedule.setEntries(entries.map(\.date), for: id, now: now) { state.isPlaceholder = false }
            instances[id] = state
        }
        markChanged(id)
        startLoad(id, reason: .initial)
        flushChanges()
        rearm()
    }

    /// Removes a cell; a provider call in flight is cancelled and its result ignored. With
    /// `forgetCache` (the user deleted the widget) its cached timeline is deleted too.
    public func unregister(_ id: WidgetInstanceID, forgetCache: Bool = false) {
        if forgetCache { options.cache?.remove(id) }
        guard let state = instances.removeValue(forKey: id) else { return }
        descriptors[id] = nil
        staleCells.remove(id)
        if let load = state.phase.load {
            load.task.cancel()
            // Its answer is not wanted: a thread it keeps does not count against the others'.
            if load.abandonment.abandon() { abandonedCallsExecutor?.callAbandoned() }
        }
        for waiter in state.phase.allWaiters { waiter.resume(returning: false) }
        schedule.remove(id)
        rearm()
    }

    /// New configuration values for a cell: reloads at once (a free reload).
    public func updateConfiguration(_ id: WidgetInstanceID, intentValues: [String: IntentValue]) {
        instances[id]?.intentValues = intentValues
        requestReload(id, reason: .configurationChanged)
    }

    /// A cell moved to another family or size: reloads at once (a free reload).
    public func resize(_ id: WidgetInstanceID, family: WidgetFamily, displaySize: CGSize) {
        instances[id]?.family = family
        instances[id]?.displaySize = displaySize
        requestReload(id, reason: .configurationChanged)
    }

    /// Asks for a repaint of `id` at `date` without calling the provider: for date-relative
    /// text, whose next change the renderer reports. Nil cancels it.
    public func setRedrawDeadline(_ id: WidgetInstanceID, at date: Date?) {
        guard instances[id] != nil else { return }
        schedule.setDeadline(.redraw, of: id, at: date)
        rearm()
    }

    // MARK: Queries

    /// The ids of all registered cells, sorted.
    public var instanceIDs: [WidgetInstanceID] { instances.keys.sorted() }

    /// The descriptor a cell was registered with.
    public func descriptor(of id: WidgetInstanceID) -> AnyWidgetDescriptor? { descriptors[id] }

    /// What the cell shows now.
    public func cellState(_ id: WidgetInstanceID) -> CellState? {
        guard let state = instances[id] else { return nil }
        let current = schedule.currentIndex(of: id)
        let entry = current.map { state.entries[$0] } ?? state.carried
        // A timeline whose first entry was still to come shows its entries once they are due.
        return CellState(entry: entry, isPlaceholder: state.isPlaceholder && current == nil, isStale: staleCells.contains(id),
                         lastError: state.reportedError, loadedAt: state.loadedAt)
    }

    /// Why the cell shows an old timeline and since when it was delivered, when its last
    /// provider call failed; nil otherwise. (What a cell's chrome asks on every paint, without
    /// copying the cell's state.)
    public func staleness(of id: WidgetInstanceID) -> (error: SchedulerError?, loadedAt: Date?)? {
        guard staleCells.contains(id), let state = instances[id] else { return nil }
        return (state.reportedError, state.loadedAt)
    }

    /// The cell's timeline in detail, for `widgetty timeline ID`.
    public func timelineInfo(_ id: WidgetInstanceID) -> TimelineInfo? {
        guard let state = instances[id] else { return nil }
        return TimelineInfo(entryDates: state.entries.map(\.date), currentIndex: schedule.currentIndex(of: id),
                            policy: state.policy, nextReload: schedule.deadline(.reload, of: id),
                            isLoading: state.phase.load != nil, lastError: state.lastError,
                            consecutiveFailures: state.failures,
                            waitingSince: state.phase.stuck.flatMap { $0.noticed ? $0.since : nil })
    }

    /// Every cell as WidgetKit's `WidgetCenter` describes it.
    public func widgetInfos() -> [WidgetInfo] {
        instanceIDs.compactMap { id in
            guard let state = instances[id] else { return nil }
            let intent = try? state.descriptor.intent?.decode(state.intentValues)
            return WidgetInfo(id: id, kind: state.descriptor.kind, family: state.family, configuration: intent)
        }
    }

    /// A snapshot for a preview (the gallery): the provider is told `isPreview = true`. Throws
    /// ``ClockTimeoutError`` when the provider takes longer than its timeout.
    public func snapshot(of descriptor: AnyWidgetDescriptor, family: WidgetFamily, displaySize: CGSize,
                         intentValues: [String: IntentValue] = [:]) async throws -> AnyTimelineEntry
    {
        try await providerCall(descriptor, family: family, displaySize: displaySize, intentValues: intentValues)
            .snapshot(clock: clock, executor: options.taskExecutor)
    }

    /// A call of `descriptor`'s provider with this scheduler's default timeout.
    public func providerCall(_ descriptor: AnyWidgetDescriptor, family: WidgetFamily, displaySize: CGSize,
                             intentValues: [String: IntentValue]) -> ProviderCall
    {
        ProviderCall(descriptor, family: family, displaySize: displaySize, intentValues: intentValues,
                     defaultTimeout: options.defaultTimeout)
    }

    /// The executor to tell when a call is given up at its timeout (the host's worker threads).
    var abandonedCallsExecutor: WorkerThreadExecutor? { options.taskExecutor as? WorkerThreadExecutor }

    // MARK: Events

    func markChanged(_ id: WidgetInstanceID) {
        if !pendingChanges.contains(id) { pendingChanges.append(id) }
    }

    func flushChanges() {
        guard !isBatching, !pendingChanges.isEmpty else { return }
        let changed = pendingChanges
        pendingChanges = []
        onEvent?(.entriesChanged(changed))
    }

    func emit(_ event: SchedulerEvent) { onEvent?(event) }
}

/// Everything the driver keeps about one cell.
struct InstanceState {
    var descriptor: AnyWidgetDescriptor
    var family: WidgetFamily
    var displaySize: CGSize
    var intentValues: [String: IntentValue]
    /// The validated entries of the last good timeline.
    var entries: [AnyTimelineEntry] = []
    var policy: TimelineReloadPolicy?
    /// What shows while none of `entries` is due: the placeholder or the previous entry.
    var carried: AnyTimelineEntry
    var isPlaceholder = true
    var lastError: SchedulerError?
    var loadedAt: Date?
    var failures = 0
    /// The load lifecycle: no call, a call with its follow-up and waiters, or a stuck call.
    var phase = LoadPhase.initial
    /// The shared-store suites the provider read during its last load.
    var suitesRead: Set<String> = []
    var lastLoadStart: Date?
    /// When this instance's timeline was last written to the disk cache.
    var cachedAt: Date?
}

/// A provider call in flight, told apart from earlier ones by its token.
struct LoadInFlight {
    let token: UInt64
    let task: Task<Void, Never>
    let timeout: Duration
    /// The shared-store suites the call has read so far.
    let reads: SuiteReadRecorder
    /// Whether the call was given up at its timeout while still running.
    let abandonment: CallAbandonment
}

extension InstanceState {
    /// What the cell's marker says went wrong: waiting for a stuck call says more than its timeout.
    var reportedError: SchedulerError? {
        phase.stuck.flatMap { $0.noticed ? .stillWaiting(since: $0.since) : nil } ?? lastError
    }
}
