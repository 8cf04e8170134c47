import Foundation

/// A message as the session keeps it: the newest on its topic.
public struct MQTTMessage: Codable, Hashable, Sendable {
    public var topic: String
    /// At most the settings' packet limit.
    public var payload: [UInt8]
    public var receivedAt: Date
    /// Sent by the broker from what it kept for the topic (a retained message), not live.
    public var retained: Bool

    public init(topic: String, payload: [UInt8], receivedAt: Date, retained: Bool) {
        self.topic = topic
        self.payload = payload
        self.receivedAt = receivedAt
        self.retained = retained
    }
}

/// What a session knows at one moment: its connection's state and the newest message of each
/// topic it heard.
public struct MQTTSnapshot: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        /// Opening the connection, logging in, subscribing.
        case connecting
        /// Subscribed and listening since then.
        case connected(since: Date)
        /// The last try failed; the next one is at `retryAt`.
        case waiting(MQTTFailure, retryAt: Date)
        /// Stopped (no widget asked for it within its lease).
        case ended
    }

    public var status: Status
    /// One message per topic, by topic.
    public var messages: [MQTTMessage]
    /// Something the cell should say beside the values: a filter the broker refused, a message
    /// skipped for its size.
    public var notice: String?
    /// True once the first try has ended either way: subscribed (and the retained messages
    /// had a moment to arrive) or failed.
    public var settled: Bool

    public init(status: Status = .connecting, messages: [MQTTMessage] = [], notice: String? = nil, settled: Bool = false) {
        self.status = status
        self.messages = messages
        self.notice = notice
        self.settled = settled
    }
}

/// How long a session waits before its next try after `failures` failed ones in a row:
/// 1 s doubling up to a minute, each shortened at random by up to half (`jitter` in 0..<1), so
/// clients that lost one broker do not all come back at the same instant.
public enum MQTTBackoff {
    public static let cap: TimeInterval = 60

    public static func delay(afterFailures failures: Int, jitter: Double) -> TimeInterval {
        let full = min(cap, pow(2, Double(min(max(failures, 1), 16) - 1)))
        return full * (1 - 0.5 * min(max(jitter, 0), 1))
    }
}
