import Foundation
import WidgettyKit
import WidgettyNetwork
import WidgettyUI

/// The monitor cell: how many targets are up, then each target sharing the height — a green,
/// yellow (slow) or red (down) mark, its name, status and latency, and under it, where its
/// share of the rows allows, a bar chart of its latencies across the width (newest at the right)
/// beside the latest and the peak; one line a target when the rows are few.
struct MonitorView: View {
    let entry: MonitorEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryInline {
            let down = entry.statuses.filter { !$0.up }.count
            Text(verbatim: entry.problem.map { "⚠ " + $0 } ?? (down == 0 ? "● all \(entry.statuses.count) up" : "✗ \(down) of \(entry.statuses.count) down"))
        } else {
            GeometryReader { proxy in
                let rows = Int(proxy.size.height) - (entry.problem == nil ? 0 : 1) - (entry.statuses.isEmpty ? 0 : 1)
                let share = entry.statuses.isEmpty ? 0 : rows / entry.statuses.count
                VStack(alignment: .leading, spacing: 0) {
                    if let problem = entry.problem { Text(verbatim: "⚠ " + problem).foregroundStyle(.red) }
                    if !entry.statuses.isEmpty {
                        Text(verbatim: MonitorText.summary(entry)).bold().lineLimit(1)
                    }
                    ForEach(Array(entry.statuses.prefix(max(1, rows)).enumerated()), id: \.offset) { _, status in
                        MonitorTargetView(status: status, now: entry.date, width: Int(proxy.size.width), rows: share)
                            .frame(maxHeight: share >= 2 ? .infinity : nil)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }
}

/// One target of the monitor: its line, and its latency chart when it has `rows` of 2 or more
/// (with the latest and the peak beside it when wide).
struct MonitorTargetView: View {
    let status: MonitorStatus
    let now: Date
    let width: Int
    let rows: Int

    /// The figures left of the chart (`812 ms`, `≤950 ms`).
    static let labelWidth = 9
    /// Below this width the line gives the latency alone (or `down`) and the chart has no figures.
    static let narrowWidth = 40

    var body: some View {
        let color: Color = !status.up ? .red : status.slow ? .yellow : .green
        let narrow = width < Self.narrowWidth
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(verbatim: status.up ? "●" : "✗").foregroundStyle(color)
                // Up, the short status keeps its room; down, the name does and the reason is shortened.
                Text(verbatim: status.name).lineLimit(1).truncationMode(.middle).layoutPriority(status.up ? 0 : 1)
                Spacer(minLength: 1)
                Text(verbatim: narrow ? (status.latency.map(MonitorText.milliseconds) ?? "down") : MonitorText.detail(status, now: now))
                    .foregroundStyle(status.up ? Color.secondary : .red).lineLimit(1).layoutPriority(status.up ? 1 : 0)
            }
            if rows >= 2 && !status.history.isEmpty && narrow {
                BarChart(values: MonitorText.stretched(status.history, to: width))
                    .foregroundStyle(color)
                    .frame(maxWidth: .infinity, maxHeight: CGFloat(rows - 1), alignment: .bottomTrailing)
            } else if rows >= 2 && !status.history.isEmpty {
                let chartWidth = max(1, width - Self.labelWidth - 1)
                HStack(alignment: .top, spacing: 1) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(verbatim: status.latency.map(MonitorText.milliseconds) ?? "down").lineLimit(1)
                        if rows >= 3 {
                            Text(verbatim: "≤" + MonitorText.milliseconds(status.history.max() ?? 0)).lineLimit(1)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .frame(width: CGFloat(Self.labelWidth), alignment: .leading)
                    BarChart(values: MonitorText.stretched(status.history, to: chartWidth))
                        .foregroundStyle(color)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                }
                .frame(maxHeight: CGFloat(rows - 1))
            }
        }
    }
}

/// The monitor cell's words and chart values.
enum MonitorText {
    /// `all 4 up`, or `1 of 4 down`.
    static func summary(_ entry: MonitorEntry) -> String {
        let down = entry.statuses.filter { !$0.up }.count
        return down == 0 ? "all \(entry.statuses.count) up" : "\(down) of \(entry.statuses.count) down"
    }

    /// Status and latency; when down, the reason (without the address the row already names)
    /// and since when it was last up.
    static func detail(_ status: MonitorStatus, now: Date) -> String {
        guard !status.up else { return status.detail }
        var reason = status.detail
        if let by = reason.range(of: " by ", options: .backwards), !reason[by.upperBound...].contains(" ") {
            reason = String(reason[..<by.lowerBound])
        }
        guard let lastUp = status.lastUp else { return reason }
        return reason + " · up " + StaleNotice.age(now.timeIntervalSince(lastUp))
    }

    /// `43 ms`, `2.1 ms`, `1.2 s`.
    static func milliseconds(_ value: Double) -> String {
        value >= 1000 ? FixedPoint.format(value / 1000, decimals: 1) + " s"
            : value < 10 ? FixedPoint.format(value, decimals: 1) + " ms" : "\(Int(value.rounded())) ms"
    }

    /// Each latency repeated so the checks span `width` columns (as many whole columns each as fit).
    static func stretched(_ values: [Double], to width: Int) -> [Double] {
        let each = max(1, width / max(1, values.count))
        return values.flatMap { Array(repeating: $0, count: each) }
    }
}
