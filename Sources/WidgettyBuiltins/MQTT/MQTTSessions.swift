import Foundation
import Synchronization
import WidgettyKit
import WidgettyNetwork

/// This process's MQTT sessions, one per ``MQTTSettings``: widgets with the same broker, topics
/// and login share a connection. A session is started by the first provider call that needs it
/// and ends by itself when no call touched it for its lease (the widget was removed or changed).
final class MQTTSessions: Sendable {
    /// The home screen's sessions: a message reloads the `mqtt` widgets through `WidgetCenter`.
    static let shared = MQTTSessions(lease: 900) { MQTTReloadRequests.shared.request() }

    let lease: TimeInterval
    private let changed: @Sendable () -> Void
    private let sessions = Mutex<[MQTTSettings: MQTTSession]>([:])
    /// Sessions made in this process, by all registries: each client identifier is new (a
    /// broker drops the older of two connections with the same one).
    private static let made = Atomic<Int>(0)
    /// When each widget key's values were last written to the shared store.
    private let written = Mutex<[String: Date]>([:])

    init(lease: TimeInterval, changed: @escaping @Sendable () -> Void) {
        self.lease = lease
        self.changed = changed
    }

    /// The session for `settings`, started if new, its lease begun again.
    func session(for settings: MQTTSettings) -> MQTTSession {
        let (session, isNew) = sessions.withLock { sessions -> (MQTTSession, Bool) in
            if let running = sessions[settings] { return (running, false) }
            let number = Self.made.add(1, ordering: .relaxed).newValue
            let session = MQTTSession(settings: settings, clientID: "widgetty-\(getpid())-\(number)", lease: lease,
                                      onChange: changed, onEnd: { [weak self] ended in self?.forget(ended) })
            sessions[settings] = session
            return (session, true)
        }
        session.touch()
        if isNew { session.start() }
        return session
    }

    /// How many sessions are running (tests).
    var count: Int { sessions.withLock { $0.count } }

    /// Stops every session (tests; a program's end closes their connections anyway).
    func stopAll() {
        let all = sessions.withLock { sessions -> [MQTTSession] in
            defer { sessions.removeAll() }
            return Array(sessions.values)
        }
        for session in all { session.stop() }
    }

    /// Whether `key`'s values are due to be written to the shared store again: the first time,
    /// then at most once a minute, so a chatty topic does not write the store at each message.
    func shouldRemember(_ key: String, now: Date) -> Bool {
        written.withLock { written in
            if let last = written[key], now.timeIntervalSince(last) < 60 { return false }
            written[key] = now
            return true
        }
    }

    private func forget(_ session: MQTTSession) {
        sessions.withLock { sessions in
            if sessions[session.settings] === session { sessions[session.settings] = nil }
        }
    }
}

/// Asks the home screen to reload the `mqtt` widgets after a message (`WidgetCenter`, which
/// reaches its inbox), one request at a time: messages that arrive while one is under way make
/// one more request when it ends, so a burst costs two reloads, not one per message.
final class MQTTReloadRequests: Sendable {
    static let shared = MQTTReloadRequests(kind: "mqtt")

    let kind: String
    private let state = Mutex<(running: Bool, again: Bool)>((false, false))

    init(kind: String) { self.kind = kind }

    func request() {
        let start = state.withLock { state -> Bool in
            if state.running {
                state.again = true
                return false
            }
            state.running = true
            return true
        }
        guard start else { return }
        Task { await self.drain() }
    }

    private func drain() async {
        while true {
            _ = await WidgetCenter.shared.reloadTimelinesAndWait(ofKind: kind)
            let again = state.withLock { state -> Bool in
                if state.again {
                    state.again = false
                    return true
                }
                state.running = false
                return false
            }
            if !again { return }
        }
    }
}
