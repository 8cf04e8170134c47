import Foundation
import WidgettyKit
import WidgettyUI

/// The Prometheus cell: its title (and, when stale, the age and reason), then the series — as
/// a value, the first series' number in big digits with the others as a table
/// (``HTTPFieldsFace``); as a chart, a small chart per series (``PrometheusChart``).
struct PrometheusView: View {
    let entry: PrometheusEntry

    var body: some View {
        SourceCell(title: entry.title, problem: entry.problem, staleText: entry.staleText, inline: inline, link: entry.link) { width, rows in
            if entry.series.isEmpty {
                if entry.problem == nil && entry.stale == nil { Text(verbatim: "No series").foregroundStyle(.secondary) }
            } else if entry.show == .value {
                HTTPFieldsFace(lines: entry.series.map { $0.name + ": " + entry.latestText($0) }, width: width, rows: rows)
            } else {
                PrometheusChart(entry: entry, width: width, rows: rows)
            }
        }
    }

    private var inline: String {
        if let problem = entry.problem { return "⚠ " + problem }
        let marker = entry.stale == nil ? "" : "⚠ "
        return marker + entry.title + ": " + (entry.series.first.map(entry.latestText) ?? "—")
    }
}

/// A chart per series, sharing the rows: the series' name and newest value on a line, its
/// samples as bars under it, across the width (newest at the right; a gap draws nothing). One
/// line a series when the rows are few. The bars are the chart engine's (`BarChart`).
struct PrometheusChart: View {
    let entry: PrometheusEntry
    let width: Int
    let rows: Int

    var body: some View {
        let count = max(1, min(entry.series.count, rows >= 2 ? rows / 2 : rows))
        let share = max(1, rows / count)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(entry.series.prefix(count).enumerated()), id: \.offset) { _, series in
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 1) {
                        Text(verbatim: series.name).lineLimit(1).truncationMode(.middle)
                        Spacer(minLength: 1)
                        Text(verbatim: entry.latestText(series)).bold().lineLimit(1).layoutPriority(1)
                    }
                    if share >= 2 {
                        BarChart(values: Self.bars(series.values, width: width))
                            .foregroundStyle(.green)
                            .frame(maxWidth: .infinity, maxHeight: CGFloat(share - 1), alignment: .bottomTrailing)
                    }
                }
            }
        }
    }

    /// The samples spread over `width` columns (each as many whole columns as fit), gaps as 0.
    static func bars(_ values: [Double?], width: Int) -> [Double] {
        MonitorText.stretched(values.map { $0 ?? 0 }, to: width)
    }
}
