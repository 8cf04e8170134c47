import Foundation
import WidgettyKit
import WidgettyUI

/// The chart widget's face at every family: the title, the chart in its style drawn by the chart
/// engine, and a legend of each series' current, lowest and highest values (on one line where
/// there is room for little); a failed sample's reason in red under it.
struct ChartView: View {
    let entry: ChartEntry
    @Environment(\.widgetFamily) private var family

    private var roomy: Bool { family != .systemSmall && family != .accessoryRectangular }

    var body: some View {
        if family == .accessoryInline { Text(verbatim: inline) } else { face }
    }

    private var face: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                heading
                if entry.problem == nil {
                    chart(width: Int(proxy.size.width))
                    failures
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The title, and what is wrong with the settings.
    @ViewBuilder
    private var heading: some View {
        if !entry.title.isEmpty { Text(verbatim: entry.title).bold().lineLimit(1) }
        if let problem = entry.problem { Text(verbatim: "⚠ " + problem).foregroundStyle(.red) }
    }

    /// Why each series' latest sample failed.
    private var failures: some View {
        ForEach(entry.series.filter { $0.problem != nil }, id: \.name) { series in
            Text(verbatim: "⚠ \(series.name): \(series.problem ?? "")").foregroundStyle(.red).lineLimit(1)
        }
    }

    @ViewBuilder
    private func chart(width: Int) -> some View {
        switch entry.style {
        case .runchart:
            PlotView(ChartPlots.runchart(entry, axes: roomy))
            legend
        case .sparkline:
            ForEach(Array(entry.series.indices), id: \.self) { index in
                legendLine(index)
                PlotView(ChartPlots.sparkline(entry, series: index, columns: width))
            }
        case .bars:
            PlotView(ChartPlots.bars(entry, axes: roomy))
        case .gauge:
            if let series = entry.series.first {
                legendLine(0)
                PlotView(ChartPlots.gauge(entry)).frame(height: roomy ? 3 : 2)
                Text(verbatim: percent(series)).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }

    private var legend: some View {
        ForEach(Array(entry.series.indices), id: \.self) { index in legendLine(index) }
    }

    /// `■ name  now  ↓lowest ↑highest` (the range only where there is room).
    private func legendLine(_ index: Int) -> some View {
        let series = entry.series[index]
        let now = ChartValueText.text(series.current, unit: entry.unit)
        let range = roomy && entry.style != .gauge && series.lowest != nil
            ? "  ↓" + ChartValueText.text(series.lowest, unit: entry.unit) + " ↑" + ChartValueText.text(series.highest, unit: entry.unit)
            : ""
        return (Text(verbatim: "■ ").foregroundColor(ChartPlots.color(index)) + Text(verbatim: series.name + " " + now).bold()
            + Text(verbatim: range).foregroundColor(.secondary))
            .lineLimit(1)
    }

    private func percent(_ series: ChartSeries) -> String {
        let low = entry.minimum ?? 0, high = max(entry.maximum ?? 100, low + 1)
        guard let current = series.current else { return "no sample yet" }
        return String(format: "%.0f%% of %@–%@", (current - low) / (high - low) * 100,
                      ChartValueText.text(low, unit: entry.unit), ChartValueText.text(high, unit: entry.unit))
    }

    private var inline: String {
        if let problem = entry.problem { return "⚠ " + problem }
        return entry.series.map { $0.name + " " + ChartValueText.text($0.current, unit: entry.unit) }.joined(separator: " · ")
    }
}

/// Charts of commands' and JSON values' samples over time, kind `chart`: Sampler's run chart,
/// sparklines, bar chart and gauge.
public struct ChartWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "chart", intent: ChartIntent.self, provider: ChartProvider()) { entry in
            ChartView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Chart")
        .description("Samples commands (argument vectors) or JSON values over http on an interval and charts them: a run chart, sparklines, bars or a gauge.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryRectangular, .accessoryInline])
        .linksFromRemoteContent()
        // The series are sampled at once: the slowest has its `timeout`, then the fetch process is ended.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(6))
    }
}
