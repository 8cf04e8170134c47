import Foundation
import WidgettyKit
import WidgettyUI

/// The calendar's faces: today (weekday, big day number, month, next events) or the month grid
/// under the full date; medium and large show the months that fit (this one first) beside the
/// agenda: today's events, then the next ones.
struct CalendarView: View {
    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.nonEnglishLocale) private var locale

    /// The entry's zone, and the language its dates are written in (the faces read both from it).
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: entry.timeZoneIdentifier) ?? .current
        if let locale { calendar.locale = locale }
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
            if showsMonth && family != .systemSmall {
                GeometryReader { proxy in
                    CalendarMonthsAndAgenda(
                        entry: entry, calendar: calendar, width: Int(proxy.size.width), height: Int(proxy.size.height))
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


    private var monthFace: some View {
        CalendarMonthFace(entry: entry, calendar: calendar)
    }

    private var dayFace: some View {
        GeometryReader { proxy in
            let day = String(calendar.component(.day, from: entry.date))
            // A small cell of a big terminal gets the day's number taller still, where it is wide enough.
            let tall = BigDigits.tallHeights.filter { (BigDigits.rows(day, height: $0).first?.count ?? 0) <= Int(proxy.size.width) }
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: calendar.text("EEEE", entry.date)).bold()
                ViewThatFits(in: .vertical) {
                    ForEach((BigDigits.heights + tall).reversed(), id: \.self) { height in
                        VStack(alignment: .leading, spacing: 0) {
                            BigDigits(day, height: height)
                            Text(verbatim: calendar.text("MMMM yyyy", entry.date))
                            eventList(limit: family == .systemSmall ? 2 : 6)
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    @ViewBuilder private func eventList(limit: Int) -> some View {
        CalendarEventList(entry: entry, calendar: calendar, limit: limit)
    }
}

/// The month grid under the full date, today marked: the calendar's month face (W1's).
struct CalendarMonthFace: View {
    let entry: CalendarEntry
    let calendar: Calendar
    /// Another month than the entry's: drawn without the date line and without a day marked.
    var month: Date?
    @Environment(\.colorScheme) private var colorScheme


    var body: some View {
        var grid = MonthGrid(containing: month ?? entry.date, calendar: calendar, locale: calendar.writingLocale)
        if month != nil { grid.today = 0 }
        // Title, header and the weeks must show; the date line and the blank go first when short.
        let spare = month != nil ? 0 : (entry.rows ?? Int.max) - (2 + grid.weeks.count)
        return VStack(alignment: .leading, spacing: 0) {
            if spare >= 1 { Text(verbatim: calendar.text("EEEE d MMMM yyyy", entry.date)).lineLimit(1) }
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
                // Bold and underlined as well as in colour, so it shows without colour (NO_COLOR).
                Text(verbatim: today).bold().underline()
                    .foregroundColor(colorScheme == .dark ? .black : .white)
                    .background(colorScheme == .dark ? Color.white : Color.black)
                Text(verbatim: line.after)
            }
        } else {
            Text(verbatim: line.before)
        }
    }

}

/// The next events, one line each: `14:00 Standup`.
struct CalendarEventList: View {
    let entry: CalendarEntry
    let calendar: Calendar
    let limit: Int


    var body: some View {
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
        if event.isAllDay { return sameDay ? "today" : calendar.text("EEE d", event.start) }
        return sameDay ? calendar.text("HH:mm", event.start) : calendar.text("EEE d HH:mm", event.start)
    }
}

extension Calendar {
    /// The language the calendar's faces write in: the calendar's locale (the view's), or nil
    /// for English.
    var writingLocale: Locale? { locale.flatMap { POSIXLocale.isEnglish($0) ? nil : $0 } }

    /// `date` written with a date pattern in this calendar's zone and language, for the faces.
    @MainActor
    func text(_ pattern: String, _ date: Date) -> String {
        DateText.string(date, pattern, in: timeZone, locale: writingLocale)
    }
}
