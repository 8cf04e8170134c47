import Foundation
import WidgettyKit
import WidgettyUI

/// The clock's face: big digits (hours and minutes in small, with seconds in the caption; with
/// seconds in the digits when wider) over the zone and date, as tall as the cell allows and
/// centred in it (the date too in large, and wherever seven-row digits leave a row for it), or
/// plain lines `HH:MM:SS` and the zone abbreviation.
struct ClockView: View {
    let entry: ClockEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.now) private var now
    @Environment(\.timeZone) private var environmentZone
    @Environment(\.nonEnglishLocale) private var locale

    private var zone: TimeZone {
        entry.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? environmentZone
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(problem).foregroundStyle(.red)
            }
            if family == .accessoryInline {
                // One line for a status bar: `14:05:09 CET`.
                let clock = WallClock(now, in: zone, secondsResolution: entry.showSeconds)
                (timeText(clock) + Text(verbatim: " " + TimeZoneNames.abbreviation(of: zone, at: now))).lineLimit(1)
            } else if entry.bigDigits {
                bigFace
            } else {
                plainFace
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .timeDependent(until: bodyChange)
    }

    /// When this body next reads differently: each change of the big digits or of a time
    /// without seconds; with seconds, whose digits run by themselves, the next hour (a new
    /// prefix, AM/PM, the date in large) or the zone's next daylight-saving switch.
    private var bodyChange: Date {
        let clock = WallClock(now, in: zone, secondsResolution: entry.showSeconds)
        guard entry.showSeconds, !entry.bigDigits || family == .accessoryInline else { return clock.nextChange }
        let nextHour = clock.nextChange.addingTimeInterval(Double(3599 - clock.minute * 60 - clock.second))
        return min(nextHour, zone.nextDaylightSavingTimeTransition(after: now) ?? nextHour)
    }

    /// Plain lines: the time and the zone abbreviation (W1's clock), with the date in large.
    @ViewBuilder private var plainFace: some View {
        let clock = WallClock(now, in: zone, secondsResolution: entry.showSeconds)
        timeText(clock).lineLimit(1)
        Text(verbatim: TimeZoneNames.abbreviation(of: zone, at: now)).lineLimit(1)
        if family == .systemLarge {
            Text(verbatim: dateLine).lineLimit(1)
        }
    }

    /// The biggest digits that fit the cell (eleven, nine, seven, five or three rows), centred with
    /// the caption under them; plain lines where not even three-row digits fit, so nothing is cut.
    private var bigFace: some View {
        // Small has room for hours and minutes only: its seconds go in the caption.
        let withSeconds = entry.showSeconds && family != .systemSmall
        let clock = WallClock(now, in: zone, secondsResolution: entry.showSeconds)
        let hour = entry.use24Hour ? clock.hour : clock.twelveHour.hour
        let digits = TickingClockText.string(
            hours: hour, minutes: clock.minute, seconds: withSeconds ? clock.second : nil, padHours: entry.use24Hour)
        let captionLine = (entry.showSeconds && !withSeconds ? ":\(TickingClockText.twoDigits(clock.second))  " : "") + caption
        return ViewThatFits {
            // A large cell of a big terminal: the tallest digits, and the week and month under the date.
            ForEach(family == .systemLarge ? BigDigits.tallHeights.reversed() : [], id: \.self) { height in
                bigFace(digits, height: height, caption: captionLine, dated: true, detailed: true)
            }
            // A small cell of a big terminal gets taller digits still, with the date.
            ForEach(BigDigits.tallHeights.reversed(), id: \.self) { height in
                bigFace(digits, height: height, caption: captionLine, dated: true)
            }
            // A cell tall enough (a small clock given a big frame) gets the date under the caption too.
            bigFace(digits, height: 7, caption: captionLine, dated: true)
            bigFace(digits, height: 7, caption: captionLine)
            bigFace(digits, height: 5, caption: captionLine)
            bigFace(digits, height: 3, caption: captionLine)
            VStack(alignment: .leading, spacing: 0) { plainFace }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func bigFace(_ digits: String, height: Int, caption: String, dated: Bool = false, detailed: Bool = false) -> some View {
        VStack(spacing: detailed ? 2 : height > 3 ? 1 : 0) {
            BigDigits(digits, height: height)
            VStack(spacing: 0) {
                Text(verbatim: caption).lineLimit(1).foregroundStyle(.secondary)
                if dated || family == .systemLarge {
                    Text(verbatim: dateLine).lineLimit(1)
                }
            }
            if detailed {
                Text(verbatim: weekLine).lineLimit(1).foregroundStyle(.secondary)
                CalendarMonthFace(entry: monthEntry, calendar: monthCalendar)
            }
        }
    }

    /// The zone's calendar, in the person's language, for the month under a large clock.
    private var monthCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// This month's grid, today marked, without the date line (the clock has written it).
    private var monthEntry: CalendarEntry {
        CalendarEntry(date: now, timeZoneIdentifier: zone.identifier, layout: .month, events: [], icsURL: nil, rows: 0)
    }

    /// `Week 47 · day 326 of 365`: the ISO week and the day of the year in the zone.
    private var weekLine: String {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = zone
        let day = iso.ordinality(of: .day, in: .year, for: now) ?? 0
        let days = iso.range(of: .day, in: .year, for: now)?.count ?? 365
        return "Week \(iso.component(.weekOfYear, from: now)) · day \(day) of \(days)"
    }

    private func timeText(_ clock: WallClock) -> Text {
        let seconds = entry.showSeconds ? clock.second : nil
        if entry.use24Hour {
            return TickingClockText.time(
                hours: clock.hour, minutes: clock.minute, seconds: seconds, padHours: true, changesAt: clock.nextChange)
        }
        let (hour, isPM) = clock.twelveHour
        return TickingClockText.time(
            hours: hour, minutes: clock.minute, seconds: seconds, padHours: false, changesAt: clock.nextChange)
            + Text(verbatim: " " + dayPeriod(isPM))
    }

    /// The zone (and AM/PM on a 12-hour dial) under the big digits.
    private var caption: String {
        var parts: [String] = []
        if !entry.use24Hour { parts.append(dayPeriod(WallClock(now, in: zone, secondsResolution: false).twelveHour.isPM)) }
        parts.append(TimeZoneNames.abbreviation(of: zone, at: now))
        if family != .systemSmall, let identifier = entry.timeZoneIdentifier { parts.append(identifier) }
        return parts.joined(separator: "  ")
    }

    private func dayPeriod(_ isPM: Bool) -> String {
        let periods = ClockConvention.dayPeriods(locale)
        return isPM ? periods.pm : periods.am
    }

    private var dateLine: String { DateText.string(now, "EEEE d MMMM yyyy", in: zone, locale: locale) }
}
