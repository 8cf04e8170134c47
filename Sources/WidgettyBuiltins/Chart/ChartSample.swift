import Foundation

/// What the gallery previews (`context.isPreview`) instead of running anything: two series of
/// a machine's load over the window, as iOS shows a snapshot from sample data.
enum ChartSample {
    static func entry(for configuration: ChartIntent, now: Date) -> ChartEntry {
        let window = TimeInterval(configuration.window)
        let step = max(TimeInterval(configuration.interval), window / 60)
        let times = stride(from: window, through: 0, by: -step).map { now.addingTimeInterval(-$0) }
        func wave(_ phase: Double, _ base: Double) -> [ChartPoint] {
            times.enumerated().map { index, time in ChartPoint(time: time, value: base + 20 * sin(Double(index) / 6 + phase)) }
        }
        return ChartEntry(date: now, title: configuration.title.isEmpty ? "load" : configuration.title, style: configuration.style,
                          series: [ChartSeries(name: "cpu", points: wave(0, 45)), ChartSeries(name: "io", points: wave(2, 25))],
                          window: window, minimum: configuration.minimum, maximum: configuration.maximum, unit: configuration.unit)
    }
}
