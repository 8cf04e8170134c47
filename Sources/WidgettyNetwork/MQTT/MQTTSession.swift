import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One subscription to a broker, kept open on a thread of its own (no Dispatch queue, no
/// polling of the broker): it connects, logs in and subscribes, keeps the newest message of each
/// topic, pings when it has been quiet for the keep-alive, and after a failure tries again with
/// ``MQTTBackoff``. Every change (a message, a lost or regained connection) calls `onChange`
/// from that thread. It ends by itself when nothing ``touch()``ed it for its `lease` (the
/// widget that asked for it is gone), or at ``stop()``.
public final class MQTTSession: Sendable {
    public let settings: MQTTSettings
    /// Unique in this process: a broker drops a connection whose identifier another one takes.
    public let clientID: String
    let lease: TimeInterval
    /// Seconds after the subscription is acknowledged for the retained messages to arrive
    /// before a waiting provider is answered.
    static let settleDelay: TimeInterval = 0.3
    /// The most one read takes from the socket.
    static let readChunk = 16 << 10

    private let onChange: @Sendable () -> Void
    private let onEnd: @Sendable (MQTTSession) -> Void
    /// A pipe that wakes the thread (a stop, a new waiter); made once, closed at deinit.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let state: Mutex<State>

    struct Waiter {
        var deadline: Date
        var continuation: CheckedContinuation<MQTTSnapshot, Never>
    }

    struct State {
        var status: MQTTSnapshot.Status = .connecting
        var messages: [String: MQTTMessage] = [:]
        var notice: String?
        var settled = false
        var waiters: [Waiter] = []
        var stopping = false
        var started = false
        var lastTouched: Date

        var snapshot: MQTTSnapshot {
            MQTTSnapshot(status: status, messages: messages.values.sorted { $0.topic < $1.topic }, notice: notice, settled: settled)
        }
    }

    public init(settings: MQTTSettings, clientID: String, lease: TimeInterval = 900,
                onChange: @escaping @Sendable () -> Void, onEnd: @escaping @Sendable (MQTTSession) -> Void = { _ in }) {
        self.settings = settings
        self.clientID = clientID
        self.lease = lease
        self.onChange = onChange
        self.onEnd = onEnd
        var descriptors: [Int32] = [-1, -1]
        // pipe2 is not in Glibc's Swift overlay: pipe, then close-on-exec and non-blocking on each end.
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
        } else {
            descriptors = [-1, -1]
        }
        wakeRead = descriptors[0]
        wakeWrite = descriptors[1]
        state = Mutex(State(lastTouched: Date()))
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Starts the session's thread (once).
    public func start() {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard first else { return }
        let thread = Thread { [self] in run() }
        thread.name = "widgetty-mqtt"
        thread.start()
    }

    /// Ends the session: the thread says DISCONNECT, closes the connection and returns.
    public func stop() {
        state.withLock { $0.stopping = true }
        wake()
    }

    /// A widget still shows this session: its lease starts again.
    public func touch() { state.withLock { $0.lastTouched = Date() } }

    public var snapshot: MQTTSnapshot { state.withLock { $0.snapshot } }

    /// The snapshot once the first try has ended (subscribed, or failed), or at the latest
    /// after `seconds`; at once when it has already.
    public func settled(within seconds: TimeInterval) async -> MQTTSnapshot {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> MQTTSnapshot? in
                if state.settled || state.stopping || !state.started { return state.snapshot }
                state.waiters.append(Waiter(deadline: Date().addingTimeInterval(seconds), continuation: continuation))
                return nil
            }
            if let now { continuation.resume(returning: now) } else { wake() }
        }
    }

    // MARK: For the thread

    var isStopping: Bool { state.withLock { $0.stopping } }

    /// True (and the session stopping) when no widget touched it for its lease.
    func leaseExpired(at now: Date) -> Bool {
        state.withLock { state in
            if now.timeIntervalSince(state.lastTouched) > lease { state.stopping = true }
            return state.stopping
        }
    }

    /// When the lease ends, unless a widget touches the session before.
    var leaseEnd: Date { state.withLock { $0.lastTouched.addingTimeInterval(lease) } }

    /// Changes the state; answers the waiters it settles (or whose time is up) and, when
    /// `notify`, tells the widgets.
    func update(notify: Bool, _ change: (inout State) -> Void) {
        let (answered, snapshot) = state.withLock { state -> ([Waiter], MQTTSnapshot) in
            change(&state)
            let now = Date()
            let due = state.waiters.filter { state.settled || state.stopping || $0.deadline <= now }
            state.waiters.removeAll { state.settled || state.stopping || $0.deadline <= now }
            return (due, state.snapshot)
        }
        for waiter in answered { waiter.continuation.resume(returning: snapshot) }
        if notify { onChange() }
    }

    /// The earliest waiter's deadline.
    var nextWaiterDeadline: Date? { state.withLock { $0.waiters.map(\.deadline).min() } }

    /// Keeps `message` as its topic's newest, forgetting the least recently updated topic
    /// beyond the settings' count.
    func keep(_ message: MQTTMessage) {
        update(notify: true) { state in
            state.messages[message.topic] = message
            if state.messages.count > settings.maximumTopics,
               let oldest = state.messages.values.min(by: { $0.receivedAt < $1.receivedAt }) {
                state.messages[oldest.topic] = nil
            }
        }
    }

    /// Waits on the wake pipe (and `socket`, when given, for reading) until `deadline`:
    /// true when the socket has data, false otherwise (a wake, or the time is up).
    func wait(socket: Int32?, until deadline: Date) -> Bool {
        let milliseconds = Int32(max(0, min(600_000, deadline.timeIntervalSinceNow * 1000)).rounded(.up))
        var entries = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        if let socket { entries.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&entries, nfds_t(entries.count), milliseconds)
        guard ready > 0 else { return false }
        if entries[0].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &drain, drain.count) > 0 {}
        }
        return entries.count > 1 && entries[1].revents != 0
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The thread's last act: every waiter answered, the registry told.
    func ended() {
        update(notify: false) { state in
            state.status = .ended
            state.stopping = true
        }
        onEnd(self)
    }
}
