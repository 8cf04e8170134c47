import Foundation
import WidgettyNetwork

/// Each target's recent latencies and when it was last up, kept in the shared store (through
/// ``LastGoodStore``, keyed `monitor <target>`) so the latency chart survives a restart.
struct MonitorHistory: Sendable {
    static let capacity = 40

    struct Record: Codable, Hashable {
        var latencies: [Double]
        var lastUp: Date?
    }

    var store: LastGoodStore = .standard

    /// Adds one check (its latency, nil when down) and returns the history with it.
    func record(_ latency: Double?, target: String, at date: Date) -> Record {
        let key = "monitor " + target
        var record = store.lastGood(Record.self, key: key)?.entries.first ?? Record(latencies: [])
        if let latency {
            record.latencies = Array((record.latencies + [latency]).suffix(Self.capacity))
            record.lastUp = date
        }
        store.remember([record], fetchedAt: date, key: key)
        return record
    }
}
