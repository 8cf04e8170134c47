import Foundation

/// The checks the gallery previews (`context.isPreview`) instead of reaching any target: two
/// services up with a latency history and one down, as iOS shows a snapshot from sample data.
enum MonitorSample {
    static func entry(now: Date) -> MonitorEntry {
        let history = (0..<24).map { 12 + 6 * sin(Double($0) / 3) }
        let statuses = [
            MonitorStatus(name: "example.org", up: true, detail: "200 · 14 ms", latency: 14, history: history, lastUp: now, slow: false),
            MonitorStatus(name: "db:5432", up: true, detail: "TCP · 2 ms", latency: 2, history: history.map { $0 / 6 }, lastUp: now, slow: false),
            MonitorStatus(name: "staging.example.org", up: false, detail: "connection refused", latency: nil, history: [],
                          lastUp: now.addingTimeInterval(-1_800), slow: false),
        ]
        return MonitorEntry(date: now, statuses: statuses)
    }
}
