import Foundation
import WidgettyNetwork

/// The MQTT widget's parameters made into a session's settings, and the rules they follow.
enum MQTTWidgetSettings {
    static let defaultBroker = URL(string: "mqtt://localhost:1883")!

    /// The session the widget listens through (nil when the parameters cannot make one).
    static func settings(_ configuration: MQTTIntent) -> MQTTSettings? {
        guard brokerProblem(configuration.broker) == nil, let host = configuration.broker.host else { return nil }
        let username = configuration.username.isEmpty ? nil : configuration.username
        return MQTTSettings(host: host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host, port: configuration.broker.port ?? 1883,
                            topics: configuration.topics.map { $0.trimmingCharacters(in: .whitespaces) },
                            qos: UInt8(clamping: configuration.qos), username: username,
                            password: username == nil || configuration.password.isEmpty ? nil : configuration.password,
                            keepAlive: configuration.keepAlive, connectTimeout: TimeInterval(configuration.timeout))
    }

    /// Why `url` is not a broker the widget can reach, nil when it is.
    static func brokerProblem(_ url: URL) -> String? {
        switch url.scheme?.lowercased() {
        case "mqtt": break
        case "mqtts", "ssl", "tls": return "uses TLS, which the MQTT widget does not support yet: use mqtt:// (a local broker or a bridge)"
        default: return "must be mqtt://HOST[:PORT], found \(url.absoluteString.prefix(80))"
        }
        guard let host = url.host, !host.isEmpty else { return "has no host: \(url.absoluteString.prefix(80))" }
        if let port = url.port, !(1...65_535).contains(port) { return "has a port out of range: \(port)" }
        return nil
    }

    /// Why `filter` is not a topic filter MQTT 3.1.1 accepts (4.7): not empty, at most 65,535
    /// bytes, no NUL, `#` alone in the last level, `+` alone in its level.
    static func filterProblem(_ filter: String) -> String? {
        let topic = filter.trimmingCharacters(in: .whitespaces)
        if topic.isEmpty { return "an empty topic" }
        if topic.utf8.count > 65_535 { return "a topic longer than 65535 bytes" }
        if topic.contains("\u{0}") { return "a topic with a NUL character" }
        let levels = topic.split(separator: "/", omittingEmptySubsequences: false)
        for (index, level) in levels.enumerated() {
            if level.contains("#") && (level != "#" || index != levels.count - 1) {
                return "'#' must be a whole level and the last one: \"\(topic.prefix(60))\""
            }
            if level.contains("+") && level != "+" { return "'+' must be a whole level: \"\(topic.prefix(60))\"" }
        }
        return nil
    }
}
