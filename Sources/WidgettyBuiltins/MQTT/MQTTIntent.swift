import Foundation
import WidgettyKit

/// The MQTT widget's settings: a broker, topics, how a payload becomes a value, and a login.
struct MQTTIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "MQTT"
    static let description: IntentDescription = "The newest value of MQTT topics, shown the moment a message arrives."

    @Parameter(title: "Broker", description: "mqtt://HOST:PORT (1883 when no port is given). TLS (mqtts) is not supported.",
               default: MQTTWidgetSettings.defaultBroker)
    var broker: URL

    @Parameter(title: "Topics", description: "Topic filters, + and # wildcards allowed: home/+/temperature, sensors/#.",
               default: [], size: IntentCollectionSize(min: 1, max: 16))
    var topics: [String]

    @Parameter(title: "Title", description: "Shown above the values; empty for none.", default: "")
    var title: String

    @Parameter(title: "Field", description: "A JSON pointer into JSON payloads (/temperature); empty: the payload is the value.", default: "")
    var field: String

    @Parameter(title: "Unit", description: "Written after each value (°C, %, W).", default: "")
    var unit: String

    @Parameter(title: "Format", description: "auto, int, fixed:N, percent (0.42 → 42%) or bytes, for numbers.", default: "auto")
    var format: String

    @Parameter(title: "User name", description: "Empty: no login.", default: "")
    var username: String

    @Parameter(title: "Password", description: "Best given as a secret (${env:MQTT_PASSWORD}); never shown.", default: "")
    var password: String

    @Parameter(title: "QoS", description: "0: at most once; 1: at least once (acknowledged).", default: 0, inclusiveRange: (0, 1))
    var qos: Int

    @Parameter(title: "Keep-alive (s)", description: "A ping after this long without a packet; a broker that does not answer is left.",
               default: 60, inclusiveRange: (5, 3_600))
    var keepAlive: Int

    @Parameter(title: "Timeout (s)", description: "To connect, log in and subscribe.", default: 5, inclusiveRange: (1, 60))
    var timeout: Int
}
