import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

@MainActor
@Suite struct ClockWidgetTests {
    private func render(_ values: [String: IntentValue], family: WidgetFamily, now: Date = BuiltinHarness.sunday,
                        width: Int = 36, height: Int = 18) async throws -> RenderedView {
        let clock = try BuiltinHarness.descriptor("clock")
        let timeline = try await BuiltinHarness.timeline(clock, values, family: family)
        #expect(timeline.policy == .never)
        let entry = try #require(timeline.entries.first)
        return BuiltinHarness.render(clock, entry: entry, family: family, width: width, height: height, now: now)
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
        #expect(unknown.trimmedLines.joined(separator: " ").hasPrefix("parameter 'timeZone' is"))
    }

    @Test func bigDigitsShowHoursAndMinutesInSmallAndSecondsWhenWider() async throws {
        let small = try await render([:], family: .systemSmall, width: 20)
        #expect(small.blockLines == ["╶┐  ╷ ╷   ┌─┐ ┌─╴", " │  └─┤ ∶ │ │ └─┐", "╶┴╴   ╵   └─┘ ╶─┘", "    :09  UTC"])
        #expect(small.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
        let noSeconds = try await render(["showSeconds": .bool(false), "use24Hour": .bool(false)], family: .systemSmall, width: 20)
        // 2:05 is narrower: five rows fit the same cell.
        #expect(noSeconds.blockLines == ["╶──┐   ┌──┐ ┌──╴", "   │ • │  │ │", "┌──┘   │  │ └──┐", "│    • │  │    │", "└──╴   └──┘ ╶──┘", "",
                                         "    PM  UTC"])
        #expect(noSeconds.nextChange == Date(timeIntervalSince1970: 1_795_356_360))
        let medium = try await render([:], family: .systemMedium, width: 30)
        #expect(medium.blockLines.first == "╶┐  ╷ ╷   ┌─┐ ┌─╴   ┌─┐ ┌─┐")
        #expect(medium.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
        let large = try await render(["timeZone": .string("Europe/Paris")], family: .systemLarge)
        #expect(large.blockLines.last?.trimmingCharacters(in: .whitespaces) == "Sunday 22 November 2026")
    }

    @Test func bigDigitsGrowWithTheCellAndAreCentredAndFallBackToPlainText() async throws {
        // 14:05 in a cell of 26×10 (small at 120×40): five rows, centred both ways.
        let five = try await render(["showSeconds": .bool(false)], family: .systemSmall, width: 26, height: 10)
        #expect(five.trimmedLines.count == 8 && five.trimmedLines.first == "")
        #expect(five.blockLines == [
            "  ╷ ╷  ╷   ┌──┐ ┌──╴", "  │ │  │ • │  │ │", "  │ └──┤   │  │ └──┐", "  │    │ • │  │    │", "  ╵    ╵   └──┘ ╶──┘", "",
            "        UTC",
        ].map { String($0.dropFirst(2)) })
        // A small cell at 160×50 (36×14): seven rows, and the date under the zone (#35: no blank band).
        let seven = try await render(["showSeconds": .bool(false)], family: .systemSmall, width: 36, height: 14)
        #expect(seven.blockLines.prefix(7).allSatisfy { !$0.isEmpty } && seven.blockLines.count == 10)
        #expect(seven.blockLines.last?.trimmingCharacters(in: .whitespaces) == "Sunday 22 November 2026")
        #expect(seven.blockLines[0].contains("┌────┐"))
        // Where three-row digits do not fit, plain lines, never cut digits.
        let narrow = try await render(["showSeconds": .bool(false)], family: .systemSmall, width: 12, height: 6)
        #expect(narrow.blockLines == ["14:05", "UTC"])
    }
}
