import Foundation
import WidgettyKit
import WidgettyUI

/// The medium and large calendar: the months that fit its size (this month first, with the date
/// line, then the next ones, one or two across, and the first weeks of those after them in the
/// rows left) beside the agenda: today's events, then the next ones.
struct CalendarMonthsAndAgenda: View {
    let entry: CalendarEntry
    let calendar: Calendar
    /// The cells the calendar is drawn in.
    let width: Int, height: Int

    /// A month grid's columns, the gap between grids, and the least the agenda keeps (the first
    /// month's date line may take a few more columns).
    static let monthWidth = 20, gap = 2, agendaWidth = 28
    /// A month grid's most rows (title, weekdays, six weeks) and the date line with its blank.
    static let monthHeight = 8, dateLines = 2

    var body: some View {
        let across = max(1, min(2, (width - Self.agendaWidth) / (Self.monthWidth + Self.gap)))
        // A problem (the file cannot be read) goes across the top, where it has the whole width,
        // when the month still fits under it; in the agenda otherwise.
        let problemLines = entry.problem.map { min(2, ($0.count + width - 1) / max(1, width)) } ?? 0
        let problemOnTop = problemLines > 0 && height - problemLines >= Self.monthHeight
        let rows = height - (problemOnTop ? problemLines : 0)
        let down = max(1, (rows - Self.dateLines + 1) / (Self.monthHeight + 1))
        // Rows left under the whole months: the next months' first weeks where a title, the
        // weekdays and two weeks fit, rather than a blank band.
        let left = rows - Self.dateLines - down * (Self.monthHeight + 1)
        VStack(alignment: .leading, spacing: 0) {
            if problemOnTop, let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(problemLines)
            }
            monthsAndAgenda(across: across, down: down, partRows: left >= Self.partMonthRows ? left : 0, rows: rows,
                            problemInAgenda: !problemOnTop)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The least rows a row of months cut short takes: title, weekdays and two weeks.
    static let partMonthRows = 4

    /// `down` rows of `across` whole months, then, when `partRows` is not 0, one more row of months
    /// cut to that many rows (their first weeks).
    private func monthsAndAgenda(across: Int, down: Int, partRows: Int, rows: Int, problemInAgenda: Bool) -> some View {
        var below = entry
        below.rows = rows
        return HStack(alignment: .top, spacing: CGFloat(Self.gap)) {
            VStack(alignment: .leading, spacing: 1) {
                ForEach(0..<down, id: \.self) { row in
                    HStack(alignment: .top, spacing: CGFloat(Self.gap)) {
                        ForEach(0..<across, id: \.self) { column in
                            month(row * across + column, entry: below)
                        }
                    }
                }
                if partRows > 0 {
                    HStack(alignment: .top, spacing: CGFloat(Self.gap)) {
                        ForEach(0..<across, id: \.self) { column in
                            month(down * across + column, entry: below)
                        }
                    }
                    .frame(height: CGFloat(partRows), alignment: .top)
                    .clipped()
                }
            }
            .layoutPriority(1)  // the months keep their width; the agenda takes the rest
            CalendarAgenda(entry: entry, calendar: calendar, showsProblem: problemInAgenda)
        }
    }

    @ViewBuilder private func month(_ offset: Int, entry: CalendarEntry) -> some View {
        if offset == 0 {
            // As wide as its date line, which may be longer than the grid.
            CalendarMonthFace(entry: entry, calendar: calendar).frame(minWidth: CGFloat(Self.monthWidth), alignment: .topLeading)
        } else {
            let first = calendar.date(from: calendar.dateComponents([.year, .month], from: entry.date)) ?? entry.date
            let shown = calendar.date(byAdding: .month, value: offset, to: first) ?? first
            CalendarMonthFace(entry: entry, calendar: calendar, month: shown)
                .frame(width: CGFloat(Self.monthWidth), alignment: .topLeading)
        }
    }
}

/// The day's agenda: today's events under the day's name, then the next ones; where there are
/// none, says so (and where events come from, when the calendar has no file). A problem reading
/// them is shown here when there is no room above the months.
struct CalendarAgenda: View {
    let entry: CalendarEntry
    let calendar: Calendar
    /// Whether a problem is shown here (else above, across the calendar).
    let showsProblem: Bool


    var body: some View {
        let endOfDay = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: entry.date)) ?? entry.date
        let today = entry.events.filter { $0.start < endOfDay }
        let later = entry.events.filter { $0.start >= endOfDay }
        VStack(alignment: .leading, spacing: 0) {
            if showsProblem, let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(2)
            }
            Text(verbatim: "Today · " + calendar.text("EEE d MMM", entry.date)).bold().lineLimit(1)
            if today.isEmpty {
                Text(verbatim: "No events").foregroundStyle(.secondary)
            }
            ForEach(Array(today.enumerated()), id: \.offset) { _, event in
                Text(verbatim: (event.isAllDay ? "all day" : calendar.text("HH:mm", event.start)) + " " + event.summary).lineLimit(1)
            }
            if !later.isEmpty {
                Text(verbatim: "")
                Text(verbatim: "Next").foregroundStyle(.secondary)
                ForEach(Array(later.enumerated()), id: \.offset) { _, event in
                    Text(verbatim: calendar.text(event.isAllDay ? "EEE d" : "EEE d HH:mm", event.start) + " " + event.summary).lineLimit(1)
                }
            } else if entry.icsURL == nil {
                Text(verbatim: "")
                Text(verbatim: "Events come from an .ics file (set one in the widget's settings) and the shared store's calendar suite.")
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
