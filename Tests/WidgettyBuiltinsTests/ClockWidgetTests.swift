import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

@MainActor
@Suite struct ClockWidgetTests {
    private func render(_ values: [String: IntentValue], family: WidgetFamily, now: Date = BuiltinHarness.sunday,
                        width: Int = 36) async throws -> RenderedView {
        let clock = try BuiltinHarness.descriptor("clock")
        let timeline = try await BuiltinHarness.timeline(clock, values, family: family)
        #expect(timeline.policy == .never)
        let entry = try #require(timeline.entries.first)
        return BuiltinHarness.render(clock, entry: entry, family: family, width: width, now: now)
    }

    @Test func plainLinesAreW1sClockAndTickEachSecond() async throws {
        let view = try await render(["bigDigits": .bool(false)], family: .systemSmall,
                                    now: BuiltinHarness.sunday.addingTimeInterval(0.25))
        #expect(view.trimmedLines == ["14:05:09", "UTC"])
        #expect(view.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
    }

    @Test func plainLinesPadEarlyHoursAndMinutes() async throws {
        let early = Date(timeIntervalSince1970: 1_795_305_907)  // 2026-11-22 00:05:07 UTC
        #expect(try await render(["bigDigits": .bool(false)], family: .systemSmall, now: early).trimmedLines.first == "00:05:07")
        let nine = early.addingTimeInterval(9 * 3600 + 600)  // 09:15:07
        #expect(try await render(["bigDigits": .bool(false)], family: .systemMedium, now: nine).trimmedLines.first == "09:15:07")
    }

    @Test func twelveHourWithoutSecondsTicksEachMinute() async throws {
        let view = try await render(
            ["bigDigits": .bool(false), "use24Hour": .bool(false), "showSeconds": .bool(false)], family: .systemSmall)
        #expect(view.trimmedLines == ["2:05 PM", "UTC"])
        #expect(view.nextChange == Date(timeIntervalSince1970: 1_795_356_360))
    }

    @Test func timeZoneParameterShiftsTheTime() async throws {
        let view = try await render(["bigDigits": .bool(false), "timeZone": .string("Asia/Kolkata")], family: .systemSmall)
        #expect(view.trimmedLines.first == "19:35:09")
        let unknown = try await render(["bigDigits": .bool(false), "timeZone": .string("Mars/Olympus")], family: .systemSmall)
        #expect(unknown.trimmedLines.first == "Unknown time zone Mars/Olympus")
    }

    @Test func bigDigitsShowHoursAndMinutesInSmallAndSecondsWhenWider() async throws {
        let small = try await render([:], family: .systemSmall, width: 20)
        #expect(small.trimmedLines == ["╶┐  ╷ ╷   ┌─┐ ┌─╴", " │  └─┤ ∶ │ │ └─┐", "╶┴╴   ╵   └─┘ ╶─┘", ":09  UTC"])
        #expect(small.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
        let noSeconds = try await render(["showSeconds": .bool(false), "use24Hour": .bool(false)], family: .systemSmall, width: 20)
        #expect(noSeconds.trimmedLines == ["╶─┐   ┌─┐ ┌─╴", "┌─┘ ∶ │ │ └─┐", "└─╴   └─┘ ╶─┘", "PM  UTC"])
        #expect(noSeconds.nextChange == Date(timeIntervalSince1970: 1_795_356_360))
        let medium = try await render([:], family: .systemMedium)
        #expect(medium.trimmedLines.first == "╶┐  ╷ ╷   ┌─┐ ┌─╴   ┌─┐ ┌─┐")
        #expect(medium.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
        let large = try await render(["timeZone": .string("Europe/Paris")], family: .systemLarge)
        #expect(large.trimmedLines.last == "Sunday 22 November 2026")
    }
}
