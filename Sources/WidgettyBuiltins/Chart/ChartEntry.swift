import Foundation
import WidgettyKit

/// One series as a chart widget shows it: its name, the samples in the window, and why the
/// latest sample failed, if it did.
struct ChartSeries: Codable, Hashable, Sendable {
    var name: String
    var points: [ChartPoint]
    var problem: String?

    var current: Double? { points.last?.value }
    var lowest: Double? { points.map(\.value).min() }
    var highest: Double? { points.map(\.value).max() }
}

/// A chart widget's entry: the series sampled at `date`, and how they are drawn.
struct ChartEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var title: String
    var style: ChartStyle
    var series: [ChartSeries]
    var window: TimeInterval
    var minimum: Double?
    var maximum: Double?
    var unit: String
    /// What is wrong with the settings; nothing is sampled then.
    var problem: String?
}

extension ChartStyle: Codable {}
