import Foundation
import WidgettyKit
import WidgettyUI

/// The calendar's faces: today (weekday, big day number, month, next event) or the month grid
/// under the full date, with the next events beside it (medium) or under it (large).
struct CalendarView: View {
    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: entry.timeZoneIdentifier) ?? .current
        return calendar
    }

    private var showsMonth: Bool {
        switch entry.layout {
        case .automatic: family != .systemSmall
        case .day: false
        case .month: true
        }
    }

    var body: some View {
        Group {
            if showsMonth && family == .systemMedium {
                HStack(alignment: .top, spacing: 2) {
                    monthFace
                    eventList(limit: 8)
                }
            } else if showsMonth {
                VStack(alignment: .leading, spacing: 0) {
                    monthFace
                    if !entry.events.isEmpty || entry.problem != nil {
                        Text(verbatim: "")
                        eventList(limit: family == .systemLarge ? 10 : 4)
                    }
                }
            } else {
                dayFace
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.icsURL)
    }

    private func format(_ pattern: String, _ date: Date) -> String {
        DateText.string(date, pattern, in: calendar.timeZone, locale: locale)
    }

    private var monthFace: some View {
        let grid = MonthGrid(containing: entry.date, calendar: calendar, locale: locale)
        // Title, header and the weeks must show; the date line and the blank go first when short.
        let spare = (entry.rows ?? Int.max) - (2 + grid.weeks.count)
        return VStack(alignment: .leading, spacing: 0) {
            if spare >= 1 { Text(verbatim: format("EEEE d MMMM yyyy", entry.date)).lineLimit(1) }
            if spare >= 2 { Text(verbatim: "") }
            Text(verbatim: grid.title).bold()
            Text(verbatim: grid.header).foregroundStyle(.secondary)
            ForEach(Array(grid.weeks.enumerated()), id: \.offset) { _, week in
                weekRow(grid.line(week))
            }
        }
    }

    @ViewBuilder private func weekRow(_ line: (before: String, today: String?, after: String)) -> some View {
        if let today = line.today {
            HStack(spacing: 0) {
                // A fixed width: the blanks before today (they end in one) must keep their columns.
                Text(verbatim: line.before).frame(width: CGFloat(line.before.count), alignment: .leading)
                Text(verbatim: today)
                    .foregroundColor(colorScheme == .dark ? .black : .white)
                    .background(colorScheme == .dark ? Color.white : Color.black)
                Text(verbatim: line.after)
            }
        } else {
            Text(verbatim: line.before)
        }
    }

    private var dayFace: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: format("EEEE", entry.date)).bold()
            BigDigits(String(calendar.component(.day, from: entry.date)))
            Text(verbatim: format("MMMM yyyy", entry.date))
            eventList(limit: family == .systemSmall ? 2 : 6)
        }
    }

    @ViewBuilder private func eventList(limit: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(2)
            }
            ForEach(Array(entry.events.prefix(limit).enumerated()), id: \.offset) { _, event in
                Text(verbatim: "\(when(event)) \(event.summary)").lineLimit(1)
            }
        }
    }

    /// `14:00`, `Mon 09:30`, `all day` or `Tue` (all day on another day).
    private func when(_ event: CalendarOccurrence) -> String {
        let sameDay = calendar.isDate(event.start, inSameDayAs: entry.date) || (event.start < entry.date)
        if event.isAllDay { return sameDay ? "today" : format("EEE d", event.start) }
        return sameDay ? format("HH:mm", event.start) : format("EEE d HH:mm", event.start)
    }
}
