import Foundation

/// What one MQTT session connects to and subscribes to: the registry's key, so widgets with
/// the same broker, topics and login share one connection. The password never appears in
/// ``description``.
public struct MQTTSettings: Hashable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    /// Topic filters (`+` and `#` wildcards as MQTT defines them).
    public var topics: [String]
    /// The QoS asked for: 0 (at most once) or 1 (at least once; the client acknowledges).
    public var qos: UInt8
    public var username: String?
    public var password: String?
    /// Seconds between the client's packets at most; a PINGREQ fills the silence.
    public var keepAlive: Int
    /// Seconds to open the connection and to be answered at each step of the handshake.
    public var connectTimeout: TimeInterval
    /// A packet longer than this is skipped, never held.
    public var maximumPacketBytes: Int
    /// Topics remembered at most (a `#` subscription on a busy broker): the least recently
    /// updated is forgotten first.
    public var maximumTopics: Int

    public init(host: String, port: Int = 1883, topics: [String], qos: UInt8 = 0, username: String? = nil, password: String? = nil,
                keepAlive: Int = 60, connectTimeout: TimeInterval = 5, maximumPacketBytes: Int = 256 << 10, maximumTopics: Int = 64) {
        self.host = host
        self.port = port
        self.topics = topics
        self.qos = qos
        self.username = username
        self.password = password
        self.keepAlive = keepAlive
        self.connectTimeout = connectTimeout
        self.maximumPacketBytes = maximumPacketBytes
        self.maximumTopics = maximumTopics
    }

    /// `host:port` (`[::1]:1883` for IPv6).
    public var place: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    public var description: String {
        "mqtt://\(username.map { $0 + "@" } ?? "")\(place) \(topics.joined(separator: " ")) qos \(qos)"
    }
}
