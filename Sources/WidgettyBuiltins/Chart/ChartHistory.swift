import Foundation
import WidgettyNetwork

/// One sample of a series: when it was taken and its value. Kept as a pair of numbers
/// (`[seconds since 2001, value]`), a fifth of the text of a keyed object and quicker to write
/// each second; a record written keyed, as before, still reads.
struct ChartPoint: Codable, Hashable, Sendable {
    var time: Date
    var value: Double

    init(time: Date, value: Double) {
        self.time = time
        self.value = value
    }

    private enum Keyed: String, CodingKey { case time, value }

    init(from decoder: any Decoder) throws {
        if var pair = try? decoder.unkeyedContainer() {
            time = Date(timeIntervalSinceReferenceDate: try pair.decode(Double.self))
            value = try pair.decode(Double.self)
        } else {
            let keyed = try decoder.container(keyedBy: Keyed.self)
            time = try keyed.decode(Date.self, forKey: .time)
            value = try keyed.decode(Double.self, forKey: .value)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(time.timeIntervalSinceReferenceDate)
        try pair.encode(value)
    }
}

/// Each series' recent samples, kept in the shared store (suite `widgetty.chart.samples`, one
/// record per series, its key hashed: an argument vector may hold a token), so a restart keeps
/// the history. Two widgets charting the same series share its samples (each adds its own); a
/// sample taken at the very instant of the one before replaces it.
struct ChartHistory: Sendable {
    static let suite = "widgetty.chart.samples"
    static let standard = ChartHistory(store: .standard(suite: suite))

    var store: LastGoodStore

    /// Adds `value` (none: the sample failed) taken at `date`, drops samples older than
    /// `window`, and returns the samples kept, oldest first.
    func record(_ value: Double?, for source: ChartSource, at date: Date, window: TimeInterval) -> [ChartPoint] {
        var points = store.lastGood(ChartPoint.self, key: source.storeKey)?.entries ?? []
        // A clock set back leaves samples "from the future": they are dropped, not drawn backwards.
        points.removeAll { $0.time > date || $0.time < date.addingTimeInterval(-window) }
        if let value, value.isFinite {
            if points.last?.time == date { points.removeLast() }
            points.append(ChartPoint(time: date, value: value))
        }
        store.remember(points, fetchedAt: date, key: source.storeKey)
        return points
    }
}
