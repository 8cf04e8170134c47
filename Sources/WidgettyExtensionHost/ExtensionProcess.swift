import Foundation
import WidgettyExtensionProtocol

/// An installed extension's process, as the home screen runs it: started on demand with
/// `--widgetty-extension`, asked one request at a time, killed and reaped (never abandoned) at a
/// request's time limit or over its budgets, started again after a failure only once its backoff
/// has passed, disabled after ``Budgets/crashesBeforeDisabling`` failures in a row, and ended
/// after ``Budgets/idleExit`` without a request, so that no extension runs while every timeline
/// it serves is already delivered.
public actor ExtensionProcess {
    /// What one extension may use.
    public struct Budgets: Sendable, Hashable {
        /// Resident memory, watched while a request is answered (64 MiB).
        public var memoryBytes = 64 << 20
        /// Processor time for one request (10 s).
        public var processorSecondsPerRequest = 10.0
        /// Without a request for this long, the process is ended (10 s).
        public var idleExit: Duration = .seconds(10)
        /// Failures in a row that disable it (5).
        public var crashesBeforeDisabling = 5
        /// The wait before the first restart, doubled per failure in a row up to `backoffCap`.
        public var backoff: Duration = .seconds(1)
        public var backoffCap: Duration = .seconds(60)

        public init() {}

        func delay(afterFailures failures: Int) -> Duration {
            var delay = backoff
            for _ in 1..<max(failures, 1) where delay < backoffCap { delay *= 2 }
            return min(delay, backoffCap)
        }
    }

    /// What it is doing, for `widgetty extensions` and the log.
    public enum State: Hashable, Sendable, CustomStringConvertible {
        case idle
        case running(pid: Int32)
        /// The last request failed; `crashes` in a row so far.
        case failing(reason: String, crashes: Int)
        case disabled(reason: String)

        public var description: String {
            switch self {
            case .idle: return "idle"
            case .running(let pid): return "running (pid \(pid))"
            case .failing(let reason, let crashes): return "\(reason) (\(crashes) in a row)"
            case .disabled(let reason): return "disabled: \(reason)"
            }
        }
    }

    public let executable: String
    public let environment: [String: String]
    public let budgets: Budgets
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Duration) async throws -> Void
    private var child: ExtensionChild?
    private var crashes = 0
    private var lastFailure: ExtensionCallFailure?
    private var retryAt: Date?
    private var disabled = false
    /// Counts requests, so an idle timer knows whether one came since it was set.
    private var requestCount = 0
    private var stateObserver: (@Sendable (State) -> Void)?
    /// Whether a request is being answered, and the requests waiting their turn: one request in
    /// flight per process (PROTOCOL.md), though the actor takes a second call while the first
    /// waits for its reply.
    private var answering = false
    private var waitingTurns: [CheckedContinuation<Void, Never>] = []

    /// `now` and `sleep` are the clock (tests pass a virtual one).
    public init(
        executable: String, environment: [String: String], budgets: Budgets = Budgets(),
        now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.executable = executable
        self.environment = environment
        self.budgets = budgets
        self.now = now
        self.sleep = sleep
    }

    public var state: State {
        if disabled { return .disabled(reason: lastFailure?.description ?? "") }
        if let child { return .running(pid: child.pid) }
        if let lastFailure, crashes > 0 { return .failing(reason: lastFailure.description, crashes: crashes) }
        return .idle
    }

    /// Called with each new state (the registry writes it down for `widgetty extensions`).
    public func observeState(_ observer: @escaping @Sendable (State) -> Void) { stateObserver = observer }

    /// Sends `request` (one frame's payload) and returns the reply's payload.
    public func exchange(_ request: Data, timeout: Duration) async throws(ExtensionCallFailure) -> Data {
        await takeTurn()
        defer { endTurn() }
        if disabled { throw .disabled(lastFailure?.description ?? "") }
        if let retryAt, now() < retryAt, let lastFailure { throw .backingOff(lastFailure.description) }
        let child = try running()
        requestCount += 1
        let exchange = ExtensionExchange(child: child, timeout: timeout, budgets: budgets)
        // Off the cooperative pool, on the frame queue the extension side uses too.
        let result = (try? await BlockingFrameIO.run { exchange.run(request) }) ?? .failure(.protocolError("no answer"))
        switch result {
        case .success(let reply):
            crashes = 0
            retryAt = nil
            lastFailure = nil
            endWhenIdle()
            return reply
        case .failure(let failure):
            self.child = nil
            lastFailure = failure
            crashes += 1
            if crashes >= budgets.crashesBeforeDisabling {
                disabled = true
            } else {
                retryAt = now().addingTimeInterval(Double(budgets.delay(afterFailures: crashes).components.seconds))
            }
            stateObserver?(state)
            throw failure
        }
    }

    /// Waits until no other request is being answered.
    private func takeTurn() async {
        guard answering else {
            answering = true
            return
        }
        await withCheckedContinuation { waitingTurns.append($0) }
    }

    /// Hands the process to the next request waiting, if any.
    private func endTurn() {
        if waitingTurns.isEmpty {
            answering = false
        } else {
            waitingTurns.removeFirst().resume()
        }
    }

    /// Ends the process now, if it runs (closing its input; killed if it does not exit).
    public func stop() {
        guard let child else { return }
        self.child = nil
        child.end()
        stateObserver?(state)
    }

    /// Clears a disabled or backing-off extension (a reload by hand, a reinstall).
    public func reset() {
        disabled = false
        crashes = 0
        retryAt = nil
        lastFailure = nil
        stateObserver?(state)
    }

    private func running() throws(ExtensionCallFailure) -> ExtensionChild {
        if let child { return child }
        let started = try ExtensionChild.start(
            executable: executable, arguments: [ExtensionProtocol.argument], environment: environment)
        child = started
        stateObserver?(state)
        return started
    }

    /// After `idleExit` with no other request, the process is ended.
    private func endWhenIdle() {
        let count = requestCount
        let wait = budgets.idleExit
        let sleep = self.sleep
        Task { [weak self] in
            try? await sleep(wait)
            await self?.endIfNoRequest(since: count)
        }
    }

    private func endIfNoRequest(since count: Int) {
        if requestCount == count { stop() }
    }
}
