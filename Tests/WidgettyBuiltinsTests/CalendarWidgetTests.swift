import Foundation
import Testing
import WidgettyKit
import WidgettyTerminal
import WidgettyUI
@testable import WidgettyBuiltins

@MainActor
@Suite struct CalendarWidgetTests {
    static let ics = #"""
        BEGIN:VCALENDAR
        VERSION:2.0
        BEGIN:VEVENT
        SUMMARY:Standup
        DTSTART;TZID=Europe/Paris:20261116T093000
        DTEND;TZID=Europe/Paris:20261116T094500
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR
        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:Dentist
        DTSTART:20261122T160000Z
        DTEND:20261122T170000Z
        BEGIN:VALARM
        SUMMARY:Not an event
        END:VALARM
        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:Holiday
        DTSTART;VALUE=DATE:20261122
        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:Walk
        DTSTART:20261120T180000Z
        DTEND:20261120T183000Z
        RRULE:FREQ=DAILY;COUNT=3
        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:Review of the
          quarter\, part 2
        DTSTART:20261201T100000
        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:Old
        DTSTART:20261101T100000Z
        END:VEVENT
        END:VCALENDAR

        """#.replacingOccurrences(of: "\n", with: "\r\n")

    static let w1Month = [
        "Sunday 22 November 2026", "", "   November 2026", "Mo Tu We Th Fr Sa Su",
        "                   1", " 2  3  4  5  6  7  8", " 9 10 11 12 13 14 15", "16 17 18 19 20 21 22",
        "23 24 25 26 27 28 29", "30",
    ]

    private func provider() -> CalendarProvider {
        CalendarProvider(now: { BuiltinHarness.sunday }, timeZone: BuiltinHarness.utc)
    }

    private func timeline(_ values: [String: IntentValue]) async throws -> Timeline<CalendarEntry> {
        let intent = try IntentSchema.decode(CalendarIntent.self, from: values)
        return await provider().timeline(for: intent, in: BuiltinHarness.context(.systemSmall))
    }

    private func render(_ entry: CalendarEntry, _ family: WidgetFamily, width: Int = 36, height: Int = 18) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("calendar"), entry: AnyTimelineEntry(entry),
                              family: family, width: width, height: height, now: BuiltinHarness.sunday)
    }

    @Test func parsesEventsRecurrencesZonesAndFolding() {
        let events = ICSParser(timeZone: BuiltinHarness.utc).events(in: Self.ics)
        #expect(events.map(\.summary) == ["Standup", "Dentist", "Holiday", "Walk", "Review of the quarter, part 2", "Old"])
        #expect(events[0].start == Date(timeIntervalSince1970: 1_794_817_800))  // 2026-11-16 08:30 UTC
        #expect(events[2].isAllDay && events[2].end.timeIntervalSince(events[2].start) == 86_400)
        let window = BuiltinHarness.sunday..<BuiltinHarness.sunday.addingTimeInterval(7 * 86_400)
        #expect(events[3].occurrences(overlapping: window).count == 1)  // the third and last walk
        let standups = events[0].occurrences(overlapping: window).map { ISO8601DateFormatter().string(from: $0.start) }
        #expect(standups == ["2026-11-23T08:30:00Z", "2026-11-25T08:30:00Z", "2026-11-27T08:30:00Z"])
    }

    @Test func durationsEndEvents() {
        #expect(ICSParser.duration("PT1H30M") == 5400)
        #expect(ICSParser.duration("P1DT2H") == 93_600)
        #expect(ICSParser.duration("P2W") == 1_209_600)
        #expect(ICSParser.duration("-PT15M") == -900)
        #expect(ICSParser.duration("1H") == nil && ICSParser.duration("PT5") == nil)
        let text = "BEGIN:VEVENT\nSUMMARY:Call\nDTSTART:20261122T150000Z\nDURATION:PT45M\nEND:VEVENT\n"
        let event = ICSParser(timeZone: BuiltinHarness.utc).events(in: text)[0]
        #expect(event.end.timeIntervalSince(event.start) == 2700)
    }

    @Test func weeklyIntervalsAndUntilKeepTheirPhase() {
        let text = """
            BEGIN:VEVENT
            SUMMARY:Fortnightly
            DTSTART:20250106T120000Z
            RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20261206T000000Z
            END:VEVENT
            """
        let event = ICSParser(timeZone: BuiltinHarness.utc).events(in: text)[0]
        let window = BuiltinHarness.sunday..<BuiltinHarness.sunday.addingTimeInterval(28 * 86_400)
        let starts = event.occurrences(overlapping: window).map { ISO8601DateFormatter().string(from: $0.start) }
        // 2025-01-06 is a Monday; every second Monday from it.
        #expect(starts == ["2026-11-23T12:00:00Z"])
    }

    @Test func monthLayoutIsW1sCalendarWithTodayMarked() async throws {
        let timeline = try await timeline(["layout": .string("month")])
        #expect(timeline.policy == .after(Date(timeIntervalSince1970: 1_795_392_000)))  // next midnight
        let view = try render(try #require(timeline.entries.first), .systemSmall)
        #expect(view.trimmedLines == Self.w1Month)
        let todayStyle = view.buffer[18, 7].style
        #expect(todayStyle.background != .default)
        #expect(view.buffer[15, 7].style.background == .default)
        #expect(view.widgetURL == nil)
    }

    @Test func smallShowsTodayAndTheNextEvents() async throws {
        let dir = try FixtureDirectory()
        let path = try dir.write("cal.ics", Self.ics)
        let timeline = try await timeline(["icsPath": .string(path)])
        #expect(timeline.policy == .after(Date(timeIntervalSince1970: 1_795_363_200)))  // Dentist at 16:00
        let entry = try #require(timeline.entries.first)
        #expect(entry.events.map(\.summary).prefix(5) == ["Holiday", "Dentist", "Walk", "Standup", "Standup"])
        let small = try render(entry, .systemSmall, width: 20)
        // The day in the tallest digits that fit (nine rows here, as wide as the cell allows), the block centred.
        #expect(small.blockLines == [
            "Sunday", "╶──────┐ ╶──────┐", "       │        │", "       │        │", "       │        │", "┌──────┘ ┌──────┘",
            "│        │", "│        │", "│        │", "└──────╴ └──────╴", "November 2026", "today Holiday", "16:00 Dentist",
        ])
        #expect(small.widgetURL == URL(fileURLWithPath: path))
    }

    @Test func mediumAndLargeShowTheMonthAndEvents() async throws {
        let dir = try FixtureDirectory()
        let path = try dir.write("cal.ics", Self.ics)
        let entry = try #require(try await timeline(["icsPath": .string(path)]).entries.first)
        // The month (W1's lines) beside the agenda: today's events, then the next ones.
        let medium = try render(entry, .systemMedium, width: 60)
        let month = medium.trimmedLines.prefix(10).map { String($0.prefix(25)).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        #expect(month == Self.w1Month)
        #expect(medium.trimmedLines.prefix(8).map { String($0.dropFirst(25)) } == [
            "Today · Sun 22 Nov", "all day Holiday", "16:00 Dentist", "18:00 Walk", "", "Next", "Mon 23 08:30 Standup",
            "Wed 25 08:30 Standup",
        ])
        // Large: the next months under this one.
        let large = try render(entry, .systemLarge, width: 60, height: 36)
        #expect(large.trimmedLines.contains { $0.hasPrefix("   December 2026") })
        #expect(large.trimmedLines.contains { $0.hasPrefix("    January 2027") })
    }

    @Test func aMissingFileIsReported() async throws {
        let entry = try #require(try await timeline(["icsPath": .string("/nonexistent/cal.ics"), "layout": .string("day")]).entries.first)
        #expect(entry.problem == "cannot read cal.ics: No such file or directory")
        #expect(try render(entry, .systemSmall, width: 60).blockLines.last == "cannot read cal.ics: No such file or directory")
    }
}

extension CalendarWidgetTests {
    @Test func todayInTheFirstWeekAndOnAMondayKeepsItsColumns() throws {
        let first = Date(timeIntervalSince1970: 1_793_534_400)  // 2026-11-01 12:00 UTC, a Sunday
        for (date, row, column, line) in [(first, 4, 18, "                   1"), (first.addingTimeInterval(86_400), 5, 0, " 2  3  4  5  6  7  8")] {
            let entry = CalendarEntry(date: date, timeZoneIdentifier: "UTC", layout: .month, events: [])
            let view = try render(entry, .systemSmall)
            #expect(view.trimmedLines[row] == line)
            #expect(view.buffer[column, row].style.background != .default)
            #expect(view.buffer[column + 2, row].style.background == .default)
        }
    }
}
