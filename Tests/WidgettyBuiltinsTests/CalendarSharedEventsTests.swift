import Foundation
import Testing
import WidgettyKit
import WidgettyStore
import WidgettyUI
@testable import WidgettyBuiltins

/// The calendar's events from the shared store (suite `calendar`: title → start date), beside
/// the `.ics` file's, in medium and large only.
@MainActor
@Suite struct CalendarSharedEventsTests {
    @Test func mediumListsTheStoresEventsAndReloadsWhenTheSuiteChanges() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let now = BuiltinHarness.sunday
        try store.set(.date(now.addingTimeInterval(3 * 3600)), forKey: "Call Grace", suite: "calendar")
        try store.set(.date(now.addingTimeInterval(26 * 3600)), forKey: "Dentist", suite: "calendar")
        try store.set(.date(now.addingTimeInterval(-86_400)), forKey: "Yesterday's meeting", suite: "calendar")
        try store.set(.string("soon"), forKey: "Lunch", suite: "calendar")
        let provider = CalendarProvider(now: { now }, timeZone: BuiltinHarness.utc, store: { .success(store) })
        let intent = try IntentSchema.decode(CalendarIntent.self, from: [:])

        let reads = SuiteReadRecorder()
        let medium = await SuiteReadRecorder.$current.withValue(reads) {
            await provider.timeline(for: intent, in: BuiltinHarness.context(.systemMedium, width: 60, height: 10))
        }
        #expect(reads.recorded == ["calendar"])
        let entry = try #require(medium.entries.first)
        #expect(entry.events.map(\.summary) == ["Call Grace", "Dentist"])
        #expect(entry.problem == "suite calendar: not a date: Lunch")
        // The next reload: when the first event starts.
        #expect(medium.policy == .after(now.addingTimeInterval(3 * 3600)))
        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("calendar"), entry: AnyTimelineEntry(entry),
                                          family: .systemMedium, width: 60, height: 10, now: now).trimmedLines
        #expect(lines.contains { $0.hasSuffix("17:05 Call Grace") })
        #expect(lines.contains { $0.hasSuffix("Mon 23 16:05 Dentist") })

        // Small (W1's calendar is small) never opens the store.
        let smallReads = SuiteReadRecorder()
        let small = await SuiteReadRecorder.$current.withValue(smallReads) {
            await provider.timeline(for: intent, in: BuiltinHarness.context(.systemSmall))
        }
        #expect(smallReads.recorded.isEmpty && small.entries.first?.events.isEmpty == true)
    }
}
