import Foundation

/// Where one widget's provider calls stand, in one value. It guarantees one call at a time: a
/// call begins only from `.idle`; a reload asked for while a call runs (or while a call given
/// up at its timeout still holds its thread) is remembered as the one follow-up, and callers
/// awaiting a reload are resumed once the load they wait for has ended.
enum LoadPhase {
    /// A caller of an awaitable reload, told whether a timeline arrived.
    typealias Waiter = CheckedContinuation<Bool, Never>

    /// No call runs. `next` is why the next due reload happens (its policy, a retry, a request
    /// deferred to the minimum reload interval); `waiters` wait for that load.
    case idle(next: ReloadReason, waiters: [Waiter])
    /// A call runs. `followUp` is the reload asked for meanwhile; `waiters` wait for this call,
    /// `followUpWaiters` for the follow-up.
    case loading(LoadInFlight, followUp: ReloadReason?, waiters: [Waiter], followUpWaiters: [Waiter])
    /// The call given up at its timeout has not returned: nothing starts until it does.
    case stuck(StuckCall, followUp: ReloadReason?, waiters: [Waiter])

    static let initial = LoadPhase.idle(next: .policy, waiters: [])

    /// The call running now.
    var load: LoadInFlight? {
        if case .loading(let load, _, _, _) = self { return load }
        return nil
    }

    /// The call given up at its timeout that still holds its thread.
    var stuck: StuckCall? {
        if case .stuck(let call, _, _) = self { return call }
        return nil
    }

    /// Why the next due reload happens, while no call runs.
    var nextReason: ReloadReason {
        if case .idle(let next, _) = self { return next }
        return .policy
    }

    /// Every caller still waiting, for a widget going away.
    var allWaiters: [Waiter] {
        switch self {
        case .idle(_, let waiters), .stuck(_, _, let waiters): return waiters
        case .loading(_, _, let waiters, let followUpWaiters): return waiters + followUpWaiters
        }
    }

    /// Remembers why the next due reload happens (while no call runs).
    mutating func setNextReason(_ reason: ReloadReason) {
        if case .idle(_, let waiters) = self { self = .idle(next: reason, waiters: waiters) }
    }

    /// A caller waits for the next load to end: during a call, for its follow-up.
    mutating func addWaiter(_ waiter: Waiter) {
        switch self {
        case .idle(let next, let waiters): self = .idle(next: next, waiters: waiters + [waiter])
        case .loading(let load, let followUp, let waiters, let followUpWaiters):
            self = .loading(load, followUp: followUp, waiters: waiters, followUpWaiters: followUpWaiters + [waiter])
        case .stuck(let call, let followUp, let waiters): self = .stuck(call, followUp: followUp, waiters: waiters + [waiter])
        }
    }

    /// A reload asked for while a call runs or is stuck: kept as the follow-up (a free reload's
    /// reason wins over one the minimum interval holds back). False when no call is busy.
    mutating func deferWhileBusy(_ reason: ReloadReason) -> Bool {
        func merged(_ current: ReloadReason?) -> ReloadReason {
            current == nil || !reason.respectsMinimumInterval ? reason : current ?? reason
        }
        switch self {
        case .idle: return false
        case .loading(let load, let followUp, let waiters, let followUpWaiters):
            self = .loading(load, followUp: merged(followUp), waiters: waiters, followUpWaiters: followUpWaiters)
        case .stuck(let call, let followUp, let waiters):
            self = .stuck(call, followUp: merged(followUp), waiters: waiters)
        }
        return true
    }

    /// A load answered at once, without a call: the callers that waited for it, taken.
    mutating func takeWaiters() -> [Waiter] {
        guard case .idle(let next, let waiters) = self else { return [] }
        self = .idle(next: next, waiters: [])
        return waiters
    }

    /// A call begins; the callers waiting for the next load now wait for it.
    mutating func begin(_ load: LoadInFlight) {
        self = .loading(load, followUp: nil, waiters: allWaiters, followUpWaiters: [])
    }

    /// The running call `token` ended (or was given up, `stuck`): returns the callers that waited
    /// for it and the follow-up asked for meanwhile; the follow-up's callers now wait for the
    /// next load. Nil when `token` is not the running call.
    mutating func end(token: UInt64, stuck: StuckCall?) -> (waiters: [Waiter], followUp: ReloadReason?)? {
        guard case .loading(let load, let followUp, let waiters, let followUpWaiters) = self, load.token == token else {
            return nil
        }
        self = stuck.map { .stuck($0, followUp: nil, waiters: followUpWaiters) } ?? .idle(next: .policy, waiters: followUpWaiters)
        return (waiters, followUp)
    }

    /// The stuck call `token` returned at last: no call runs; returns the follow-up it held back
    /// and whether the cell had said it was waiting. Nil when `token` is not the stuck call.
    mutating func unstick(token: UInt64) -> (followUp: ReloadReason?, noticed: Bool)? {
        guard case .stuck(let call, let followUp, let waiters) = self, call.token == token else { return nil }
        self = .idle(next: .policy, waiters: waiters)
        return (followUp, call.noticed)
    }

    /// A reload came due while the stuck call holds its thread: the cell says so from now on.
    /// True the first time.
    mutating func notice() -> StuckCall? {
        guard case .stuck(var call, let followUp, let waiters) = self, !call.noticed else { return nil }
        call.noticed = true
        self = .stuck(call, followUp: followUp, waiters: waiters)
        return call
    }
}

/// A provider call given up at its timeout while it still runs.
struct StuckCall {
    let token: UInt64
    /// When the call began.
    let since: Date
    /// Whether a reload came due while it ran on (the cell then says it is still waiting).
    var noticed = false
}
