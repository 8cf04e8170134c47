/// Why a call into an extension gave no answer: what its cells and the log say.
public enum ExtensionCallFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The process died: the Swift trap's message and place, else the signal or exit status.
    case crashed(String)
    /// Killed at a request's time limit.
    case timedOut(seconds: Int)
    /// Killed over its resident memory budget.
    case overMemoryBudget(mebibytes: Int)
    /// Killed over its processor time budget for one request.
    case overCPUBudget(seconds: Int)
    /// It could not be started.
    case notStarted(String)
    /// It answered something that is not a frame.
    case protocolError(String)
    /// It failed recently and is not started again before its backoff ends.
    case backingOff(String)
    /// Its caller gave up while it waited for the extension's previous request to be answered: never sent.
    case cancelled
    /// It crashed too often in a row: no more starts until it is reinstalled or reloaded by hand.
    case disabled(String)

    public var description: String {
        switch self {
        case .crashed(let reason): return "crashed: \(reason)"
        case .timedOut(let seconds): return "killed: no answer in \(seconds) s"
        case .overMemoryBudget(let mebibytes): return "killed: over its memory budget (\(mebibytes) MiB)"
        case .overCPUBudget(let seconds): return "killed: over its CPU budget (\(seconds) s for one request)"
        case .notStarted(let reason): return "not started: \(reason)"
        case .protocolError(let reason): return "protocol error: \(reason)"
        case .backingOff(let last): return "waiting to restart after: \(last)"
        case .cancelled: return "not sent: given up while an earlier request was answered"
        case .disabled(let last): return "disabled after repeated crashes (last: \(last)); reinstall it or `widgetty reload` it"
        }
    }
}

extension ExtensionCallFailure {
    /// This failure, or `earlier` when both are crashes and this one says only the signal (its
    /// crash report did not come): the streak's reason stands.
    func keepingTheReason(of earlier: ExtensionCallFailure?) -> ExtensionCallFailure {
        guard case .crashed(let reason) = self, reason.hasPrefix("killed by "), case .crashed(let known)? = earlier,
            !known.hasPrefix("killed by ")
        else { return self }
        return .crashed(known)
    }
}
