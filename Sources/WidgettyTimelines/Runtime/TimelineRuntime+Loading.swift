import Foundation
import WidgettyKit
import WidgettyStore

extension TimelineRuntime {
    /// Reloads one cell now (or when its minimum reload interval allows) without waiting.
    public func requestReload(_ id: WidgetInstanceID, reason: ReloadReason = .explicit) {
        startLoad(id, reason: reason)
        flushChanges()
        rearm()
    }

    /// Reloads one cell and returns, once its provider answered, whether a timeline arrived.
    /// A request during a reload in flight waits for the one coalesced follow-up.
    public func reload(instance id: WidgetInstanceID) async -> Bool {
        guard instances[id] != nil else { return false }
        return await withCheckedContinuation { continuation in
            guard instances[id] != nil else { return continuation.resume(returning: false) }
            instances[id]?.phase.addWaiter(continuation)
            requestReload(id, reason: .explicit)
        }
    }

    /// Reloads every cell of `kind`; returns those whose provider delivered a timeline.
    public func reload(kind: String) async -> [WidgetInstanceID] {
        await reload(instanceIDs.filter { instances[$0]?.descriptor.kind == kind })
    }

    /// Reloads every cell; returns those whose provider delivered a timeline.
    public func reloadAll() async -> [WidgetInstanceID] {
        await reload(instanceIDs)
    }

    private func reload(_ ids: [WidgetInstanceID]) async -> [WidgetInstanceID] {
        // Tasks on the main actor (not a task group's children, which would start on the global
        // pool): every load starts at once, then the answers are collected.
        let answers = ids.map { id in Task { await reload(instance: id) } }
        var reloaded: [WidgetInstanceID] = []
        for (id, answer) in zip(ids, answers) where await answer.value { reloaded.append(id) }
        return reloaded.sorted()
    }

    /// A shared-store suite changed: reloads the cells whose last timeline load read it, or
    /// whose load in flight has read it already (as recorded by ``SuiteReadRecorder``), and
    /// returns them; nothing else reloads.
    @discardableResult
    public func requestReload(readersOf suite: String) -> [WidgetInstanceID] {
        let readers = instanceIDs.filter { id in
            guard let state = instances[id] else { return false }
            return state.suitesRead.contains(suite) || state.phase.load?.reads.recorded.contains(suite) == true
        }
        for id in readers { startLoad(id, reason: .explicit) }
        flushChanges()
        rearm()
        return readers
    }

    /// The shared-store suites a cell's provider read during its last load.
    public func suitesRead(by id: WidgetInstanceID) -> Set<String> { instances[id]?.suitesRead ?? [] }

    /// Starts a provider call, or records a follow-up when one is in flight, or defers it to
    /// the end of the widget's minimum reload interval.
    func startLoad(_ id: WidgetInstanceID, reason: ReloadReason) {
        guard instances[id] != nil else { return }
        // Never two calls of one widget at once: a call past its timeout that still holds its
        // thread defers the next one until it returns (a widget blocking every thread it is
        // given would otherwise take them all, one retry at a time).
        if let stuck = instances[id]?.phase.notice() {
            markChanged(id)
            emit(.providerStuck(id, since: stuck.since))
        }
        if instances[id]?.phase.deferWhileBusy(reason) == true { return }
        guard var state = instances[id] else { return }
        let now = clock.now
        if reason.respectsMinimumInterval, let interval = state.descriptor.minimumReloadInterval,
            let last = state.lastLoadStart, last.adding(interval) > now
        {
            let allowed = last.adding(interval)
            if let pending = schedule.deadline(.reload, of: id), pending <= allowed { return }
            state.phase.setNextReason(reason)
            instances[id] = state
            schedule.setDeadline(.reload, of: id, at: allowed)
            return
        }
        let call = providerCall(state.descriptor, family: state.family, displaySize: state.displaySize,
                                intentValues: state.intentValues)
        let clockNow = clock.widgetClock
        // Which shared-store suites the provider reads, so a change to one reloads this cell.
        let reads = SuiteReadRecorder()
        // A provider that can answer without waiting does so here, and the entry paints with
        // whatever else is due at this instant: no provider thread, no second wake-up.
        if let timeline = call.immediateTimeline(now: clockNow, reads: reads) {
            state.lastLoadStart = now
            let waiters = state.phase.takeWaiters()
            instances[id] = state
            schedule.setDeadline(.reload, of: id, at: nil)
            complete(id, result: .success(timeline), suitesRead: reads.recorded, waiters: waiters, followUp: nil)
            return
        }
        nextToken &+= 1
        let token = nextToken
        let timeout = call.timeout
        let abandonment = CallAbandonment()
        let executor = abandonedCallsExecutor
        // The call starts on the executor at once (beside the paint of this instant) and hands
        // its answer to the main actor without awaiting it: awaiting would hop back to the
        // executor afterwards just to end the task, one more wake-up per call. Its time limit
        // is a deadline of the schedule (``timeOut(_:)``), not a timer of its own.
        let task = Task(executorPreference: options.taskExecutor) { [weak self] in
            let result: Result<AnyTimeline, any Error>
            do {
                result = .success(try await call.timelineUntimed(now: clockNow, reads: reads))
            } catch {
                result = .failure(error)
            }
            if abandonment.returned() { executor?.abandonedCallReturned() }
            let suitesRead = reads.recorded
            Task { @MainActor in self?.finishLoad(id, token: token, result: result, suitesRead: suitesRead) }
        }
        state.phase.begin(LoadInFlight(token: token, task: task, timeout: timeout, reads: reads, abandonment: abandonment))
        state.lastLoadStart = now
        instances[id] = state
        schedule.setDeadline(.reload, of: id, at: nil)
        schedule.setDeadline(.timeout, of: id, at: now.adding(timeout))
    }

    /// A provider call in flight outlived its timeout: it counts as failed.
    /// A call that does not return when cancelled holds its thread: the executor stops counting
    /// it, the widget makes no other call until it returns, and the owner hears of it.
    func timeOut(_ id: WidgetInstanceID) {
        guard let load = instances[id]?.phase.load else { return }
        load.task.cancel()
        var stuck: StuckCall?
        if load.abandonment.abandon() {
            stuck = StuckCall(token: load.token, since: instances[id]?.lastLoadStart ?? clock.now)
            abandonedCallsExecutor?.callAbandoned()
        }
        finishLoad(id, token: load.token, result: .failure(SchedulerError.timedOut(after: load.timeout)), stuck: stuck)
    }

    /// Takes a provider's answer (ignored when it is not the current call's) and the suites it
    /// read (nil after a timeout: the reads of the last call that answered stay).
    func finishLoad(
        _ id: WidgetInstanceID, token: UInt64, result: Result<AnyTimeline, any Error>, suitesRead: Set<String>? = nil,
        stuck: StuckCall? = nil
    ) {
        guard instances[id] != nil else { return }
        if let unstuck = instances[id]?.phase.unstick(token: token) {
            // The call given up at its timeout returned at last: its answer is too late to
            // show, but the widget may call again (the reload asked for meanwhile starts now).
            if unstuck.noticed { markChanged(id) }  // the cell no longer says it is waiting
            if let followUp = unstuck.followUp { startLoad(id, reason: followUp) }
            flushChanges()
            rearm()
            return
        }
        guard let ended = instances[id]?.phase.end(token: token, stuck: stuck) else { return }
        schedule.setDeadline(.timeout, of: id, at: nil)
        complete(id, result: result, suitesRead: suitesRead, waiters: ended.waiters, followUp: ended.followUp)
    }

    /// Installs a provider's answer (or its failure), resumes those waiting for it and starts
    /// the follow-up load asked for meanwhile.
    private func complete(
        _ id: WidgetInstanceID, result: Result<AnyTimeline, any Error>, suitesRead: Set<String>?,
        waiters: [LoadPhase.Waiter], followUp: ReloadReason?
    ) {
        if let suitesRead { instances[id]?.suitesRead = suitesRead }
        let now = clock.now
        let succeeded: Bool
        switch result {
        case .success(let timeline):
            succeeded = accept(timeline, for: id, at: now)
        case .failure(let error):
            fail(id, error: error as? SchedulerError ?? .providerFailed(String(describing: error)), at: now)
            succeeded = false
        }
        guard instances[id] != nil else { return }
        for waiter in waiters { waiter.resume(returning: succeeded) }
        if let followUp { startLoad(id, reason: followUp) }
        flushChanges()
        rearm()
    }

    /// Installs a delivered timeline; returns false when it was empty and counts as a failure.
    private func accept(_ timeline: AnyTimeline, for id: WidgetInstanceID, at now: Date) -> Bool {
        guard var state = instances[id] else { return false }
        let entries = timeline.validatedEntries
        if entries.isEmpty, timeline.policy.rule == .atEnd {
            fail(id, error: .emptyTimeline, at: now)
            return false
        }
        if !entries.isEmpty {
            state.carried = cellState(id)?.entry ?? state.carried
            state.entries = entries
            if schedule.setEntries(entries.map(\.date), for: id, now: now) {
                state.isPlaceholder = false
                markChanged(id)
            }
            // The cache only has to paint something sensible after a restart, until the
            // provider answers again: a widget that reloads every few seconds rewrites its file
            // at most every 5 minutes (a rename and a file written each time, and a disk that
            // a board left running for days need not be worn by).
            if let cache = options.cache, let codec = state.descriptor.entryCodec,
                state.cachedAt.map({ now.timeIntervalSince($0) >= 300 || now < $0 }) ?? true
            {
                cache.save(entries, policy: timeline.policy, kind: state.descriptor.kind, codec: codec, for: id, at: now)
                state.cachedAt = now
            }
        }
        if staleCells.remove(id) != nil { markChanged(id) }
        state.lastError = nil
        state.failures = 0
        state.policy = timeline.policy
        state.loadedAt = now
        state.phase.setNextReason(.policy)
        instances[id] = state
        if var reloadAt = timeline.policy.reloadDate(lastEntryDate: entries.last?.date) {
            // A policy already due would reload in a loop: wait one retry delay instead.
            if reloadAt <= now { reloadAt = now.adding(options.backoff.initial) }
            schedule.setDeadline(.reload, of: id, at: reloadAt)
        }
        emit(.timelineLoaded(id))
        return true
    }

    /// Records a failed call: the cell keeps its last entry, shows the stale marker, and a
    /// retry is scheduled after the backoff delay.
    private func fail(_ id: WidgetInstanceID, error: SchedulerError, at now: Date) {
        guard var state = instances[id] else { return }
        state.failures += 1
        state.lastError = error
        if staleCells.insert(id).inserted { markChanged(id) }
        state.phase.setNextReason(.retry)
        instances[id] = state
        schedule.setDeadline(.reload, of: id, at: now.adding(options.backoff.delay(afterFailures: state.failures)))
        emit(.reloadFailed(id, error))
    }
}
