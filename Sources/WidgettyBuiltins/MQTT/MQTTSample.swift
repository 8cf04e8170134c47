import Foundation

/// What the gallery previews (`context.isPreview`) instead of subscribing: made-up temperatures
/// of three rooms.
enum MQTTSample {
    static func entry(for configuration: MQTTIntent, now: Date) -> MQTTEntry {
        let rooms = [("living-room", "21.4"), ("kitchen", "23.1"), ("bedroom", "19.8")]
        let unit = configuration.unit.isEmpty ? "°C" : configuration.unit
        return MQTTEntry(date: now, title: configuration.title.isEmpty ? "Temperatures" : configuration.title,
                         readings: rooms.map { MQTTReading(topic: "home/\($0.0)/temperature", value: $0.1 + " " + unit, receivedAt: now) },
                         topics: ["home/+/temperature"])
    }
}
