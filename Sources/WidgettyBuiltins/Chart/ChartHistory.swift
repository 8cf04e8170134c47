import Foundation
import WidgettyNetwork

/// One sample of a series: when it was taken and its value.
struct ChartPoint: Codable, Hashable, Sendable {
    var time: Date
    var value: Double
}

/// Each series' recent samples, kept in the shared store (suite `widgetty.chart.samples`, one
/// record per series, its key hashed: an argument vector may hold a token), so a restart keeps
/// the history. Two widgets charting the same series share its samples: a sample closer than
/// half the interval to the one before is not kept twice.
struct ChartHistory: Sendable {
    static let suite = "widgetty.chart.samples"
    static let standard = ChartHistory(store: .standard(suite: suite))

    var store: LastGoodStore

    /// Adds `value` (none: the sample failed) taken at `date`, drops samples older than
    /// `window`, and returns the samples kept, oldest first.
    func record(_ value: Double?, for source: ChartSource, at date: Date, window: TimeInterval, interval: TimeInterval) -> [ChartPoint] {
        var points = store.lastGood(ChartPoint.self, key: source.storeKey)?.entries ?? []
        // A clock set back leaves samples "from the future": they are dropped, not drawn backwards.
        points.removeAll { $0.time > date || $0.time < date.addingTimeInterval(-window) }
        if let value, value.isFinite {
            if let last = points.last, date.timeIntervalSince(last.time) < interval / 2 {
                points[points.count - 1] = ChartPoint(time: last.time, value: value)
            } else {
                points.append(ChartPoint(time: date, value: value))
            }
        }
        store.remember(points, fetchedAt: date, key: source.storeKey)
        return points
    }
}
