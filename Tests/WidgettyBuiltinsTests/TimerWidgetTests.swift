import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
import WidgettyStore
import WidgettyTerminal
import WidgettyUI
import WidgettyTestSupport
@testable import WidgettyBuiltins

/// The `timer` built-in: a stopwatch kept in the shared store, run by its buttons' intents; its
/// elapsed time changes on screen exactly at each whole second of running and never while paused.
@MainActor
@Suite struct TimerWidgetTests {
    /// A start a quarter of a second past a whole second, so "exactly when due" is not a whole-second accident.
    let t0 = BuiltinHarness.sunday.addingTimeInterval(0.25)

    @Test func theStateRunsPausesLapsAndResets() {
        var state = StopwatchState().applying(.start, at: t0)
        #expect(state.elapsed(at: t0.addingTimeInterval(5.5)) == 5.5)
        #expect(state.applying(.start, at: t0.addingTimeInterval(3)) == state, "starting a running stopwatch changes nothing")
        state = state.applying(.pause, at: t0.addingTimeInterval(5.5))
        #expect(!state.isRunning && state.accumulated == 5.5)
        #expect(state.elapsed(at: t0.addingTimeInterval(500)) == 5.5)
        #expect(state.applying(.lap, at: t0.addingTimeInterval(6)).laps.isEmpty, "no lap while paused")
        state = state.applying(.start, at: t0.addingTimeInterval(10)).applying(.lap, at: t0.addingTimeInterval(12))
        #expect(state.laps == [7.5])
        #expect(state.applying(.reset, at: t0.addingTimeInterval(13)) == StopwatchState())
    }

    /// The stopwatch `timer` in a fresh store: its widget, and what it shows at `now`.
    @MainActor
    struct Fixture {
        let store: SharedStore
        let directory: FixtureDirectory

        init() throws {
            directory = try FixtureDirectory()
            store = try SharedStore(url: directory.url.appendingPathComponent("shared.sqlite3"))
        }

        @MainActor
        func render(at now: Date, family: WidgetFamily = .systemMedium) async throws -> RenderedView {
            let store = self.store
            let provider = StopwatchProvider(now: { now }, store: { .success(store) })
            let configuration = try IntentSchema.decode(StopwatchIntent.self, from: ["name": .string("tea")])
            let entry = try #require(await provider.timeline(for: configuration, in: BuiltinHarness.context(family)).entries.first)
            let descriptor = try #require(TimerWidget(store: { .success(store) }).widgetDescriptors.first)
            return BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: family, width: 40, height: 8, now: now)
        }

        /// Presses the button labelled `label` of `view` at `now`, as the home screen does.
        func press(_ label: String, of view: RenderedView, at now: Date) async throws {
            let row = try #require(view.buffer.lines.firstIndex { $0.contains("[\(label)]") })
            let column = try #require(view.buffer.lines[row].range(of: "[\(label)]")).lowerBound.utf16Offset(in: view.buffer.lines[row])
            let link = try #require(view.links.first { $0.frame.contains(Point(x: column, y: row)) })
            let token = try #require(Int(link.url.lastPathComponent))
            _ = try await WidgetClock.$host.withValue(WidgetClock.Source { now }) {
                try await IntentButtonRegistry.shared.perform(token: token)
            }
        }
    }

    /// What a rendering says in words: its buttons, then its laps (the time is in big digits).
    static func face(_ view: RenderedView) -> [String] {
        let words = view.buffer.lines.flatMap { line in
            line.components(separatedBy: "   ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return words.filter { $0.hasPrefix("[") } + words.filter { $0.hasPrefix("Lap ") }
    }

    @Test func itsButtonsRunItAndTheElapsedTimeChangesExactlyAtEachWholeSecond() async throws {
        let fixture = try Fixture()
        var view = try await fixture.render(at: t0)
        #expect(Self.face(view) == ["[Start]"] && showsBigDigits("0:00", in: view.buffer.lines))
        #expect(view.nextChange == nil, "a stopwatch never started wakes nothing")

        try await fixture.press("Start", of: view, at: t0)
        view = try await fixture.render(at: t0.addingTimeInterval(0.5))
        #expect(Self.face(view) == ["[Pause] [Lap] [Reset]"] && showsBigDigits("0:00", in: view.buffer.lines))
        #expect(view.nextChange == t0.addingTimeInterval(1), "the next second of running, to the instant")
        view = try await fixture.render(at: t0.addingTimeInterval(61.2))
        #expect(showsBigDigits("1:01", in: view.buffer.lines))
        #expect(view.nextChange == t0.addingTimeInterval(62))

        try await fixture.press("Lap", of: view, at: t0.addingTimeInterval(61.2))
        try await fixture.press("Pause", of: view, at: t0.addingTimeInterval(75.9))
        view = try await fixture.render(at: t0.addingTimeInterval(500))
        #expect(Self.face(view) == ["[Start] [Reset]", "Lap 1  1:01"] && showsBigDigits("1:15", in: view.buffer.lines))
        #expect(view.nextChange == nil, "paused: nothing wakes for it")

        // Running again counts on from 1:15.9; the laps list the newest first.
        try await fixture.press("Start", of: view, at: t0.addingTimeInterval(1000))
        view = try await fixture.render(at: t0.addingTimeInterval(1000))
        #expect(showsBigDigits("1:15", in: view.buffer.lines))
        #expect(view.nextChange == t0.addingTimeInterval(1000.1), "1:16 is due 0.1 s later")
        try await fixture.press("Lap", of: view, at: t0.addingTimeInterval(1010))
        view = try await fixture.render(at: t0.addingTimeInterval(1010))
        #expect(Self.face(view).dropFirst() == ["Lap 2  1:25", "Lap 1  1:01"], "\(view.buffer.lines)")

        try await fixture.press("Reset", of: view, at: t0.addingTimeInterval(1011))
        view = try await fixture.render(at: t0.addingTimeInterval(1012))
        #expect(Self.face(view) == ["[Start]"] && showsBigDigits("0:00", in: view.buffer.lines))
        #expect(view.nextChange == nil)
    }

    @Test func itsStateIsTheSharedStoresAndAWriteFromElsewhereIsWhatItShows() async throws {
        let fixture = try Fixture()
        let defaults = try #require(SharedDefaults(suiteName: "widgetty.timer", store: fixture.store))
        defaults.set(t0, forKey: "tea.runningSince")
        defaults.set(3600.0, forKey: "tea.accumulated")
        defaults.set(["12.5", "not a number"], forKey: "tea.laps")
        let reads = SuiteReadRecorder()
        let view = try await SuiteReadRecorder.$current.withValue(reads) { try await fixture.render(at: t0.addingTimeInterval(2)) }
        #expect(reads.recorded == ["widgetty.timer"], "it reloads when the suite changes")
        #expect(Self.face(view) == ["[Pause] [Lap] [Reset]", "Lap 1  0:12"])
        #expect(showsBigDigits("1:00:02", in: view.buffer.lines), "\(view.buffer.lines)")
        #expect(StopwatchView.format(3599.99) == "59:59")
        #expect(StopwatchView.format(36_000) == "10:00:00")
    }

    @Test func widgettyCheckKnowsItsParameters() {
        let text = """
            widgets:
              - kind: timer
                params: { name: tea }
              - kind: timer
                family: large
                params: { name: tea, colour: red }
              - kind: timer
                family: extraLarge
            """
        let (_, problems) = HomeFileCheck.check(text, file: "home.yaml", registry: WidgetRegistry(BuiltinWidgets.all), themes: ThemeCatalog(directory: nil))
        let messages = problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(problems.count == 2, "\(messages)")
        #expect(problems.allSatisfy { $0.location.line >= 5 }, "the first timer is fine: \(messages)")
        #expect(messages.first == "6:26: timer has no parameter 'colour' (it has: name)")
        #expect(messages.last?.hasPrefix("7:5: timer does not support the extraLarge family") == true, "\(messages)")
    }
}
