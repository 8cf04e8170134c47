import Foundation
import Testing
import WidgettyStore
import WidgettyTestSupport

/// An interactive widget on the real screen in tmux: the `timer` built-in's buttons, pressed by
/// their hint letters and by clicks, each one's `perform()` shown in the cell; the latency from
/// the key (or click) to the screen showing the result measured with a monotonic clock.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InteractiveWidgetEndToEndTests {
    /// The binary under test: `$WIDGETTY_E2E_BINARY` (e.g. the release build of `make build`),
    /// else the one built beside the tests.
    static let binary = ProcessInfo.processInfo.environment["WIDGETTY_E2E_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
        ?? ProcessSpawn.widgettyBinary

    /// Polls the screen every 2 ms from `started` until a line holds `text`; how long that took.
    private func timeUntilShown(
        _ text: String, _ tmux: TmuxSession, since started: ContinuousClock.Instant,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Duration {
        let clock = ContinuousClock()
        while clock.now - started < .seconds(3) {
            if tmux.capture().contains(where: { $0.contains(text) }) { return clock.now - started }
            try await Task.sleep(for: .milliseconds(2))
        }
        Issue.record("'\(text)' never showed:\n\(tmux.capture().joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw TmuxError.timeout(text)
    }

    /// The hint letter the focused cell shows beside the button labelled `label` (drawn `[Label]`
    /// whole, the letter just left of its `[`).
    private func hint(of label: String, in screen: [String]) throws -> Character {
        let button = "[" + label + "]"
        let line = try #require(screen.first { $0.contains(button) }, "\(button) in\n\(screen.joined(separator: "\n"))")
        let range = try #require(line.range(of: button))
        return line[line.index(before: range.lowerBound)]
    }

    /// An SGR left click (press and release) on the first letter of `label`, 1-based as terminals send it.
    private func click(_ label: String, in screen: [String], _ tmux: TmuxSession) throws {
        let row = try #require(screen.firstIndex { $0.contains(label + "]") })
        let line = screen[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: label + "]")).lowerBound)
        tmux.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// The screen under test with a medium widget of `kind` (focused) and a clock with `clock` params.
    private func start(beside kind: String, clock: String) async throws -> TmuxSession {
        try await TmuxSession.start(program: Self.binary, width: 120, height: 40) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: \(kind)
                    family: medium
                  - kind: clock
                    params: { \(clock) }
                """)
        }
    }

    /// The medium timer's columns of a 120-column screen (the clock, whose digits could read
    /// `10:01`, is right of them).
    static func timerCell(_ screen: [String]) -> [String] { screen.map { String($0.prefix(56)) } }

    @Test func theTimersButtonsRunByHintLetterAndByClickAndShowTheirResultAtOnce() async throws {
        let tmux = try await start(beside: "timer", clock: "showSeconds: true")
        defer { tmux.close() }
        let clock = ContinuousClock()
        var screen = try await tmux.waitFor(text: "Start]")
        #expect(showsBigDigits("0:00", in: Self.timerCell(screen)), "\(screen.joined(separator: "\n"))")

        // Start by its hint letter: the cell shows the running stopwatch's buttons.
        var started = clock.now
        tmux.type(String(try hint(of: "Start", in: screen)))
        let byKey = try await timeUntilShown("Pause]", tmux, since: started)
        screen = try await tmux.waitFor(text: "Lap]")
        // It runs: a second later the elapsed time reads 0:01 (the screen redraws it by itself).
        try await tmux.waitFor("0:01 in big digits", timeout: .seconds(4)) { showsBigDigits("0:01", in: Self.timerCell($0)) }

        // Lap by a click: the lap's line appears.
        started = clock.now
        try click("Lap", in: screen, tmux)
        let byClick = try await timeUntilShown("Lap 1  0:0", tmux, since: started)

        // Pause by its hint letter, then Reset by a click: back to 0:00 and Start, no laps.
        screen = tmux.capture()
        tmux.type(String(try hint(of: "Pause", in: screen)))
        screen = try await tmux.waitFor(text: "Start]")
        try click("Reset", in: screen, tmux)
        screen = try await tmux.waitFor("the reset stopwatch") { lines in
            !lines.contains { $0.contains("Lap 1") } && !lines.contains { $0.contains("Reset]") }
        }
        #expect(showsBigDigits("0:00", in: Self.timerCell(screen)), "\(screen.joined(separator: "\n"))")
        print("interactive widget, key → perform() result on screen: \(byKey); click → result: \(byClick) (binary \(Self.binary))")
        // The issue asks for 100 ms on a release build; a debug build on a shared machine gets room.
        #expect(byKey < .milliseconds(500), "key to result took \(byKey)")
        #expect(byClick < .milliseconds(500), "click to result took \(byClick)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// The `HH:MM:SS` the clock shows, right of column `from`.
    private func clockTime(_ screen: [String], from column: Int) -> String? {
        for line in screen {
            let right = String(line.dropFirst(column))
            if let match = right.firstMatch(of: /\d\d:\d\d:\d\d/) { return String(match.output) }
        }
        return nil
    }

    /// A to-do box whose intent cannot write: another process holds the store's write lock, so
    /// `perform()` waits (its thread blocked in SQLite's busy wait for 10 s) and then throws. The
    /// box flips at once, the clock beside it keeps ticking meanwhile, and then the box rolls back
    /// and the status line names the widget and the store's error.
    @Test func aToDoBoxWhoseIntentBlocksThenThrowsRollsBackWhileTheClockTicks() async throws {
        let tmux = try await start(beside: "todo", clock: "showSeconds: true, bigDigits: false, use24Hour: true")
        defer { tmux.close() }
        try await tmux.waitFor(text: "Nothing to do")
        let store = try SharedStore(
            url: tmux.directory.appendingPathComponent("data/widgetty/shared.sqlite3"),
            notifier: .controlSocket(tmux.directory.appendingPathComponent("run/widgetty/control.sock")))
        try SharedTodoList(store: store).add("buy milk")
        var screen = try await tmux.waitFor(text: "] buy milk")
        // The open box stays `[ ]`: its hint letter sits beside it.
        let line = try #require(screen.first { $0.contains("[ ] buy milk") }, "\(screen.joined(separator: "\n"))")
        let hint = try #require(line.range(of: "[ ] buy milk").map { line[line.index(before: $0.lowerBound)] })
        #expect(hint.isLetter)

        // Another writer takes the store's write lock and keeps it until the test is done.
        let lockHolder = try SharedStore(url: store.url)
        let locked = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let holder = Thread {
            do {
                try lockHolder.modify(suite: "scratch") { edit throws(SharedStoreError) in
                    try edit.set(.bool(true), forKey: "held")
                    locked.signal()
                    release.wait()
                }
            } catch {
                print("the lock could not be taken: \(error)")
                locked.signal()
            }
        }
        holder.start()
        #expect(locked.wait(timeout: .now() + 5) == .success)
        defer { release.signal() }

        tmux.type(String(hint))
        screen = try await tmux.waitFor(text: "x] buy milk")  // flipped at once
        let before = try #require(clockTime(screen, from: 60), "\(screen.joined(separator: "\n"))")
        try await tmux.waitFor("the clock ticking while the intent waits") { lines in
            self.clockTime(lines, from: 60).map { $0 != before } ?? false
        }
        #expect(tmux.capture().contains { $0.contains("x] buy milk") }, "still flipped while perform() runs")
        screen = try await tmux.waitFor("the rollback and the message", timeout: .seconds(20)) { lines in
            lines.contains { $0.contains(" ] buy milk") } && lines.contains { $0.contains("To-do: ") }
        }
        let message = try #require(screen.first { $0.contains("To-do: ") })
        print("a to-do tick that could not write: \(message.trimmingCharacters(in: .whitespaces))")
        #expect(try SharedTodoList(store: store).items().first?.isDone == false)
        let after = try #require(clockTime(screen, from: 60))
        try await tmux.waitFor("the clock still ticking") { lines in self.clockTime(lines, from: 60).map { $0 != after } ?? false }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
