import Foundation

/// What a ``SharedStore`` does after a write commits: tell the running home screen which suite
/// changed (through its control socket), or nothing.
public struct StoreChangeNotifier: Sendable {
    let notify: @Sendable (String) -> Void

    /// A notifier calling `notify` with the suite's name after each committed write.
    public init(_ notify: @escaping @Sendable (String) -> Void) { self.notify = notify }

    /// Tells nobody (the home screen's own writes: it reloads the suite's readers itself).
    public static let none = StoreChangeNotifier { _ in }

    /// Sends `{"command":"changed","suite":…}` to the control socket at `socket` and waits (at
    /// most two seconds) for the answer; no running screen is not an error — nobody is watching.
    public static func controlSocket(_ socket: URL) -> StoreChangeNotifier {
        StoreChangeNotifier { suite in
            guard let line = try? JSONEncoder().encode(ChangeMessage(suite: suite)) else { return }
            _ = try? UnixSocketClient.exchange(path: socket.path, line: line, timeout: 2)
        }
    }

    /// The control request a write sends.
    struct ChangeMessage: Encodable {
        var command = "changed"
        var suite: String
    }
}
