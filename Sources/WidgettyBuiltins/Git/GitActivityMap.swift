import Foundation
import WidgettyUI

/// The activity map: one column a week (the last one this week), one row a weekday from Monday,
/// each day a shade of how many commits it had (`·` for none, `░▒▓█` by quarters of the busiest
/// day), with the total under it.
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
        let busiest = max(1, shown.max() ?? 1)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<7, id: \.self) { weekday in
                (0..<weeks).reduce(Text(verbatim: "")) { row, week in
                    let day = firstDay + 7 * week + weekday
                    let gap = Text(verbatim: week == 0 ? "" : " ")
                    guard day <= activity.today else { return row + gap + Text(verbatim: " ") }
                    return row + gap + shade(activity.count(on: day), busiest: busiest)
                }
                .lineLimit(1)
            }
            Text(verbatim: caption(shown.reduce(0, +))).foregroundStyle(.secondary).lineLimit(1)
        }
    }

    private func shade(_ count: Int, busiest: Int) -> Text {
        guard count > 0 else { return Text(verbatim: "·").foregroundStyle(.secondary) }
        let level = min(3, (count * 4 - 1) / busiest)
        return Text(verbatim: ["░", "▒", "▓", "█"][level]).foregroundStyle(.green)
    }

    private func caption(_ total: Int) -> String {
        "\(total) \(total == 1 ? "commit" : "commits") in \(weeks) \(weeks == 1 ? "week" : "weeks")"
    }
}
