import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import DailyRings

/// DailyRings, written here: every family it declares, its provider over a shared store on the
/// virtual clock, and its #Previews.
@MainActor
@Suite("DailyRings (written here)")
struct DailyRingsTests {
    static let entry = RingsEntry(date: widgetTestDate, rings: [
        Ring(name: "Move", unit: "kcal", value: 250, goal: 500),
        Ring(name: "Exercise", unit: "min", value: 30, goal: 30),
        Ring(name: "Stand", unit: "h", value: 3, goal: 12),
    ])

    @Test func smallShowsThreeRingsWithTheirShare() {
        let rendered = renderEntry(Self.entry, of: DailyRingsWidget(), family: .systemSmall)
        #expect(rendered.words.contains("50%") && rendered.words.contains("100%") && rendered.words.contains("25%"), "\(rendered.lines)")
        #expect(rendered.lines.first?.contains("╭") == true, "rings of box-drawing lines: \(rendered.lines)")
    }

    @Test func mediumIsATableOfFiguresAndBars() {
        let lines = renderEntry(Self.entry, of: DailyRingsWidget(), family: .systemMedium).lines
        let move = lines.first { $0.contains("Move") }
        #expect(move?.contains("250 / 500 kcal") == true && move?.contains("█") == true, "\(lines)")
        #expect(lines.contains { $0.contains("Exercise") && $0.contains("30 / 30 min") })
    }

    @Test func theLockScreenFamilies() {
        let circular = renderEntry(Self.entry, of: DailyRingsWidget(), family: .accessoryCircular).lines
        #expect(circular.joined().contains("50%") && circular.count == 5, "\(circular)")
        let rectangular = renderEntry(Self.entry, of: DailyRingsWidget(), family: .accessoryRectangular).lines
        #expect(rectangular.filter { !$0.isEmpty } == ["Move 250/500 kcal", "Exercise 30/30 min", "Stand 3/12 h"])
        let narrow = renderEntry(Self.entry, of: DailyRingsWidget(), family: .accessoryRectangular, size: Size(width: 14, height: 4)).lines
        #expect(narrow.filter { !$0.isEmpty } == ["Move 50%", "Exercise 100%", "Stand 25%"],
                "the shorter lines when the long ones do not fit")
        let inline = renderEntry(Self.entry, of: DailyRingsWidget(), family: .accessoryInline).words
        #expect(inline == "Move 50% · Exercise 100% · Stand 25%")
    }

    @Test func theProviderReadsTheStoreAndAsksAgainOnTheHour() async throws {
        let folder = try makeTemporaryDirectory(prefix: "daily-rings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SharedStore(url: folder.appendingPathComponent("shared.sqlite3"))
        let defaults = try #require(SharedDefaults(suiteName: RingsStore.suite, store: store))
        defaults.set(420, forKey: "move")
        defaults.set(600, forKey: "moveGoal")
        defaults.set(12, forKey: "exercise")
        let provider = RingsProvider(defaults: { SharedDefaults(suiteName: RingsStore.suite, store: store) })
        let descriptor = StaticConfiguration(kind: "DailyRings", provider: provider) { RingsView(entry: $0) }._widgetDescriptors[0]
        let start = Date(timeIntervalSince1970: 1_800_000_000 + 1_234)  // 20 min 34 s past an hour
        let probe = TimelineProbe(descriptor, family: .accessoryRectangular, now: start)
        await probe.start()
        let shown = try #require(probe.entries(as: RingsEntry.self).first)
        #expect(shown.rings.map(\.value) == [420, 12, 0])
        #expect(shown.rings.map(\.goal) == [600, 30, 12], "a goal in the store, else the default")
        let hour = try #require(Calendar.current.dateInterval(of: .hour, for: start)?.end)
        #expect(probe.policy == .after(hour))
        #expect(probe.lines.first == "Move 420/600 kcal")
    }

    @Test func itsPreviewsAreListed() throws {
        let previews = WidgetPreviewRegistry.all.filter { $0.fileID.hasPrefix("DailyRings/") }
        #expect(previews.map(\.name) == [nil, "Lock screen"])
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DailyRings/RingsView.swift")
        let written = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().filter { $0.element.hasPrefix("#Preview") }.map { "RingsView.swift:\($0.offset + 1)" }
        #expect(previews.map(\.location) == written, "each where it is written")
        guard case .widget(let family, let make) = previews[0].content else { Issue.record("not a widget preview"); return }
        #expect(family == .systemSmall)
        #expect(make()?.descriptor.kind == "DailyRings")
    }
}
