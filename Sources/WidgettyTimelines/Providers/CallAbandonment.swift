import Synchronization

/// Whether a provider call was given up at its timeout while still running, so that the
/// executor is told exactly once each way: when the call's thread stops counting (given up) and
/// when it counts again (the call returned after all).
final class CallAbandonment: Sendable {
    private let state = Mutex((abandoned: false, returned: false))

    /// Gives the call up; true when it was still running (its thread is held from now on).
    func abandon() -> Bool {
        state.withLock { state in
            guard !state.returned, !state.abandoned else { return false }
            state.abandoned = true
            return true
        }
    }

    /// The call returned; true when it had been given up (its thread is free again).
    func returned() -> Bool {
        state.withLock { state in
            state.returned = true
            return state.abandoned
        }
    }
}
