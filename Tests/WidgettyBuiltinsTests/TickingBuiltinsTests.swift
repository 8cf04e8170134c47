import Foundation
import Testing
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The clock and the countdown drawn tick by tick (only their running digits redrawn, as the
/// home screen does) against whole renders at each instant, across minutes, hours, days, a
/// daylight-saving switch and the end of a countdown.
@MainActor
@Suite struct TickingBuiltinsTests {
    /// Every whole second, quarter and half second in the minute around each of `centres`.
    private func instants(around centres: [TimeInterval]) -> [Date] {
        centres.flatMap { centre in
            (-40..<40).flatMap { second in
                [0, 0.25, 0.5].map { Date(timeIntervalSince1970: centre + Double(second) + $0) }
            }
        }
    }

    private func compare(
        _ kind: String, _ entry: AnyTimelineEntry, family: WidgetFamily, zone: TimeZone = BuiltinHarness.utc,
        size: Size = Size(width: 36, height: 18), around centres: [TimeInterval]
    ) throws -> TickComparison {
        let descriptor = try BuiltinHarness.descriptor(kind)
        var environment = EnvironmentValues.fixedForTests
        environment.timeZone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        environment.calendar = calendar
        environment.widgetFamily = family
        return compareTicks(descriptor.makeView(entry), size: size, environment: environment,
                            at: instants(around: centres))
    }

    /// 00:59:30, 09:59:30, 12:59:30 and 23:59:30 UTC on 22 November 2026: hours whose end changes the width or the day.
    private let hourEnds: [TimeInterval] = [1_795_309_170, 1_795_341_570, 1_795_352_370, 1_795_391_970]

    private func clockEntry(use24Hour: Bool = true, showSeconds: Bool = true, bigDigits: Bool = false, zone: String? = nil) -> AnyTimelineEntry {
        AnyTimelineEntry(ClockEntry(date: BuiltinHarness.sunday, timeZoneIdentifier: zone, use24Hour: use24Hour,
                                    showSeconds: showSeconds, bigDigits: bigDigits))
    }

    @Test func w1sClockRedrawsItsDigitsAndMatchesWholeRenders() throws {
        let comparison = try compare("clock", clockEntry(), family: .systemSmall, around: hourEnds + [30])
        #expect(comparison.mismatches.isEmpty, "differs at \(comparison.mismatches)")
        // Whole renders only at the hours and where the digits' width changes.
        #expect(comparison.patched > 850, "patched \(comparison.patched), whole \(comparison.renderedWhole)")
    }

    @Test func twelveHourInlineAndLargeClocksMatchWholeRenders() throws {
        for (entry, family) in [
            (clockEntry(use24Hour: false), WidgetFamily.systemMedium), (clockEntry(), .accessoryInline),
            (clockEntry(zone: "Asia/Kolkata"), .systemLarge), (clockEntry(showSeconds: false), .systemSmall),
            (clockEntry(bigDigits: true), .systemMedium),
        ] {
            let comparison = try compare("clock", entry, family: family, around: hourEnds)
            #expect(comparison.mismatches.isEmpty, "\(family): differs at \(comparison.mismatches)")
        }
    }

    @Test func aClockAcrossADaylightSavingSwitch() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 2026-10-25 01:00 UTC: 03:00 CEST becomes 02:00 CET.
        let comparison = try compare("clock", clockEntry(), family: .systemSmall, zone: berlin, around: [1_792_890_000])
        #expect(comparison.mismatches.isEmpty, "differs at \(comparison.mismatches)")
        #expect(comparison.patched > 200)
    }

    @Test func w1sCountdownRedrawsItsDigitsUpToTheEnd() throws {
        let newYear: TimeInterval = 1_798_761_600
        let entry = AnyTimelineEntry(CountdownEntry(date: BuiltinHarness.sunday, target: Date(timeIntervalSince1970: newYear),
                                                    title: "", timeZoneIdentifier: "UTC"))
        // Hours and days rolling over, the last hour, the last minute and the end itself.
        let centres = hourEnds + [newYear - 86_400, newYear - 3600, newYear - 600, newYear - 30, newYear]
        let small = try compare("countdown", entry, family: .systemSmall, around: centres)
        #expect(small.mismatches.isEmpty, "differs at \(small.mismatches)")
        #expect(small.patched > 1500, "patched \(small.patched), whole \(small.renderedWhole)")
        let medium = try compare("countdown", entry, family: .systemMedium, around: [newYear - 30, newYear])
        #expect(medium.mismatches.isEmpty, "differs at \(medium.mismatches)")
    }

    /// A small cell of a 200×60 terminal (46×17) draws the time left in seven-row digits, and
    /// the world clock's times in three-row ones: each tick still redraws only those digits.
    @Test func bigDigitsInABigSmallCellAreRedrawnAlone() throws {
        let newYear: TimeInterval = 1_798_761_600
        let entry = AnyTimelineEntry(CountdownEntry(date: BuiltinHarness.sunday, target: Date(timeIntervalSince1970: newYear),
                                                    title: "New Year", timeZoneIdentifier: "UTC"))
        let big = Size(width: 46, height: 17)
        let centres = hourEnds + [newYear - 86_400, newYear - 3600, newYear - 600, newYear - 30, newYear]
        let countdown = try compare("countdown", entry, family: .systemSmall, size: big, around: centres)
        #expect(countdown.mismatches.isEmpty, "differs at \(countdown.mismatches)")
        #expect(countdown.patched > 1500, "patched \(countdown.patched), whole \(countdown.renderedWhole)")
        let medium = try compare("countdown", entry, family: .systemMedium, size: Size(width: 96, height: 17), around: hourEnds)
        #expect(medium.mismatches.isEmpty, "differs at \(medium.mismatches)")
        #expect(medium.patched > 600, "patched \(medium.patched), whole \(medium.renderedWhole)")
        let zones = AnyTimelineEntry(WorldClockEntry(date: BuiltinHarness.sunday, zones: ["America/New_York", "Europe/London", "Asia/Tokyo"],
                                                     use24Hour: true))
        let world = try compare("world-clock", zones, family: .systemSmall, size: big, around: hourEnds)
        #expect(world.mismatches.isEmpty, "differs at \(world.mismatches)")
    }
}
