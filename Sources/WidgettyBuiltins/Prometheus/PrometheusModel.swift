import Foundation
import WidgettyKit
import WidgettyNetwork
import WidgettyTerminal

/// One series of a query's answer, as the cell keeps it.
struct PrometheusSeries: Codable, Hashable, Sendable {
    /// The legend label's value, or the series' labels (`job=node, instance=a:9100`), or the
    /// metric's name; cut to the text budget.
    var name: String
    /// The newest sample as Prometheus wrote it (`0.25`, `NaN`, `+Inf`), or a string result.
    var latest: String?
    /// A chart's samples, oldest first, one per step of the range; nil where the series had
    /// none (a gap) or the value is not finite.
    var values: [Double?]

    /// ``latest`` as a number, when it is one (`NaN` and `±Inf` are).
    var latestNumber: Double? { latest.flatMap { Double($0) } }
}

/// What the Prometheus cell shows at one moment.
struct PrometheusEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    /// The widget's title, or the query.
    var title: String
    var show: PrometheusShow
    var series: [PrometheusSeries]
    var unit: String
    /// The `format` parameter (``ValueFormat``), read again by the view.
    var format: String
    /// Set when the series are the last good ones (or there are none): the reason and their age.
    var stale: StaleNotice?
    var staleText: String?
    /// A mistake in the widget's own settings.
    var problem: String?
    /// The query in Prometheus's own graph page.
    var link: URL?

    /// `value` in the widget's format, with its unit.
    func text(_ value: Double?) -> String {
        guard let value else { return "—" }
        let number = (ValueFormat(format) ?? .auto).text(value)
        return unit.isEmpty ? number : number + " " + unit
    }

    /// A series' newest value in the widget's format (a string result as it is).
    func latestText(_ series: PrometheusSeries) -> String {
        if let number = series.latestNumber { return text(number) }
        return series.latest ?? "—"
    }
}
