import Foundation

/// What the gallery previews (`context.isPreview`) instead of asking Prometheus: made-up
/// requests per second of three instances, now or over the last hour.
enum PrometheusSample {
    static func entry(for configuration: PrometheusIntent, now: Date) -> PrometheusEntry {
        let names = ["api-1:8080", "api-2:8080", "api-3:8080"]
        let series = names.enumerated().map { index, name in
            let values = (0..<60).map { Optional(120 + 40 * Double(index) + 25 * sin(Double($0 + 9 * index) / 6)) }
            return PrometheusSeries(name: name, latest: String(Int((values.last.flatMap { $0 } ?? 0).rounded())), values: values)
        }
        return PrometheusEntry(date: now, title: configuration.title.isEmpty ? "HTTP requests" : configuration.title,
                               show: configuration.show, series: series, unit: configuration.unit.isEmpty ? "req/s" : configuration.unit,
                               format: "auto")
    }
}
