import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

/// The six W1 widgets configured as a home file would (stored values through the descriptors,
/// as the host calls them), each rendered in a 36 × 18 small cell: the lines W1.md specifies.
@MainActor
@Suite struct W1BoardTests {
    private func lines(_ kind: String, _ values: [String: IntentValue], now: Date = BuiltinHarness.sunday) async throws -> [String] {
        let descriptor = try BuiltinHarness.descriptor(kind)
        #expect(descriptor.supportedFamilies.contains(.systemSmall))
        let timeline = try await BuiltinHarness.timeline(descriptor, values)
        let entry = try #require(timeline.entries.first)
        return BuiltinHarness.render(descriptor, entry: entry, family: .systemSmall, now: now).trimmedLines
    }

    @Test func theSixWidgetsShowW1sLines() async throws {
        let dir = try FixtureDirectory()
        let todo = try dir.write("todo.txt", "x Book flights\nRenew passport before March\n")
        let proc = try SystemWidgetTests.makeProc(dir)
        let repoDir = try FixtureDirectory()
        let repo = try await FixtureRepository.make(in: repoDir)
        let hash = try await repo.git("log", "-1", "--format=%h").trimmingCharacters(in: .whitespacesAndNewlines)

        #expect(try await lines("clock", ["bigDigits": .bool(false)]) == ["14:05:09", "UTC"])
        // The calendar's day comes from its provider (the real clock): compare with the same day's grid.
        let calendarLines = try await lines("calendar", ["layout": .string("month")])
        #expect(calendarLines.first == DateText.string(Date(), "EEEE d MMMM yyyy", in: .current, locale: Locale(identifier: "en_GB")))
        #expect(calendarLines[1...3] == ["", String(repeating: " ", count: (20 - DateText.string(Date(), "MMMM yyyy", in: .current, locale: Locale(identifier: "en_GB")).count) / 2)
                                           + DateText.string(Date(), "MMMM yyyy", in: .current, locale: Locale(identifier: "en_GB")), "Mo Tu We Th Fr Sa Su"])
        // Where /proc is comes from the environment (a prepared tree here), not from a setting.
        let system = await SystemProvider(now: { BuiltinHarness.sunday }, store: SystemSampleStore(), environment: ["WIDGETTY_PROC_ROOT": proc])
            .timeline(for: SystemIntent(), in: BuiltinHarness.context(.systemSmall))
        let systemEntry = try #require(system.entries.first)
        #expect(BuiltinHarness.render(try BuiltinHarness.descriptor("system"), entry: AnyTimelineEntry(systemEntry), family: .systemSmall,
                                      now: BuiltinHarness.sunday).trimmedLines == ["CPU     9.5 %", "Mem   6.6 / 15.6 GiB (42 %)", "Load  0.52 0.58 0.59"])
        #expect(try await lines("todo", ["file": .string(todo)]) == ["[x] Book flights", "[ ] Renew passport before March"])
        #expect(try await lines("git", ["repoPath": .string(repo.path)]) == [hash, "Grace Hopper", "Tune refresh rates for W1", "3 hours ago"])
        let countdown = try await lines("countdown", [:], now: Date())
        #expect(countdown.count == 2)
        #expect(countdown[0].wholeMatch(of: /\d+d \d\d:\d\d:\d\d/) != nil)
        #expect(countdown[1].wholeMatch(of: /to \d{4}-01-01 00:00/) != nil)
    }
}
