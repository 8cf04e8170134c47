import Foundation
import WidgettyTerminal

/// A month as text lines, Monday first, as `cal`-like tools and W1 print it: the title centred
/// in 20 columns, `Mo Tu We Th Fr Sa Su` (in the locale's language), then one line per week of
/// 2-wide day numbers.
struct MonthGrid: Hashable {
    /// `November 2026` centred in 20 columns (trailing blanks dropped).
    var title: String
    var header = WeekdayHeader.english
    /// Each week's seven days, nil outside the month.
    var weeks: [[Int?]]
    /// The day of the month to mark.
    var today: Int

    @MainActor
    init(containing date: Date, calendar: Calendar, locale: Locale?) {
        let name = DateText.string(date, "MMMM yyyy", in: calendar.timeZone, locale: locale)
        let left = max(0, 20 - TerminalText.width(of: name)) / 2
        title = String(repeating: " ", count: left) + name
        header = WeekdayHeader.line(for: locale)

        today = calendar.component(.day, from: date)
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
        let days = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
        // Foundation's weekday: 1 = Sunday; columns here start on Monday.
        let leading = (calendar.component(.weekday, from: first) + 5) % 7
        var cells: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { Optional($0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// A week as text (`16 17 18 19 20 21 22`, blanks for days outside the month, trailing
    /// blanks dropped), split around today's two columns when today is in it.
    func line(_ week: [Int?]) -> (before: String, today: String?, after: String) {
        let cells = week.map { day in day.map { $0 < 10 ? " \($0)" : "\($0)" } ?? "  " }
        guard let index = week.firstIndex(where: { $0 == today }) else {
            return (trimmed(cells.joined(separator: " ")), nil, "")
        }
        let before = cells[..<index].map { $0 + " " }.joined()
        let after = trimmed(cells[(index + 1)...].map { " " + $0 }.joined())
        return (before, cells[index], after)
    }

    private func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
