import Foundation
import WidgettyUI

/// The activity map: one column a week (the last one this week), one row a weekday from Monday,
/// each day a shade of how many commits it had (`·` for none, `░▒▓█` by quarters of the busiest
/// day), with the total under it. A heat map drawn by the chart engine: each day a rectangle
/// mark filled with its shade, weeks two columns apart.
struct GitActivityMap: View {
    let activity: GitActivity
    /// Weeks shown, the latest last.
    let weeks: Int

    /// Columns the map takes for `weeks` weeks: two a week, less the last one's gap.
    static func width(weeks: Int) -> Int { 2 * weeks - 1 }
    /// Weeks that fit in `columns`, at most the year kept.
    static func weeks(fitting columns: Int) -> Int { min(GitActivity.days / 7, (columns + 1) / 2) }

    var body: some View {
        let thisWeek = activity.today - GitActivity.weekday(activity.today)
        let firstDay = thisWeek - 7 * (weeks - 1)
        let shown = (firstDay...activity.today).map(activity.count(on:))
        VStack(alignment: .leading, spacing: 0) {
            PlotView(Self.spec(shown, weeks: weeks))
                .frame(width: CGFloat(Self.width(weeks: weeks)), height: 7)
            Text(verbatim: caption(shown.reduce(0, +))).foregroundStyle(.secondary).lineLimit(1)
        }
    }

    /// The days' counts from the first week's Monday to today as the chart engine's heat map: a
    /// week at every other column, a weekday a row, no axes.
    static func spec(_ counts: [Int], weeks: Int) -> PlotSpec {
        let busiest = max(1, counts.max() ?? 1)
        let marks = counts.enumerated().map { day, count -> PlotMark in
            var mark = PlotMark(.rectangle, x: .number(Double(2 * (day / 7))), y: .category(String(day % 7)))
            if count > 0 {
                mark.fill = ["░", "▒", "▓", "█"][min(3, (count * 4 - 1) / busiest)]
                mark.style = Color.green
            } else {
                mark.fill = "·"
                mark.style = HierarchicalShapeStyle.secondary
            }
            return mark
        }
        var spec = PlotSpec(marks: marks)
        spec.xDomain = .numbers(0...Double(width(weeks: weeks) - 1))
        spec.yDomain = .categories((0..<7).map { String($0) })
        spec.xAxis = .hidden
        spec.yAxis = .hidden
        spec.legend = .hidden
        return spec
    }

    private func caption(_ total: Int) -> String {
        "\(total) \(total == 1 ? "commit" : "commits") in \(weeks) \(weeks == 1 ? "week" : "weeks")"
    }
}
