import Foundation
import Testing

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

    /// The hint letter the focused cell shows over the first cell of the button labelled `label`
    /// (drawn `[Label]`, the letter over its `[`).
    private func hint(of label: String, in screen: [String]) throws -> Character {
        let line = try #require(screen.first { $0.contains(label + "]") }, "\(label) in\n\(screen.joined(separator: "\n"))")
        let range = try #require(line.range(of: label + "]"))
        return line[line.index(before: range.lowerBound)]
    }

    /// An SGR left click (press and release) on the first letter of `label`, 1-based as terminals send it.
    private func click(_ label: String, in screen: [String], _ tmux: TmuxSession) throws {
        let row = try #require(screen.firstIndex { $0.contains(label + "]") })
        let line = screen[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: label + "]")).lowerBound)
        tmux.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    @Test func theTimersButtonsRunByHintLetterAndByClickAndShowTheirResultAtOnce() async throws {
        let tmux = try await TmuxSession.start(program: Self.binary, width: 120, height: 40) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: timer
                    family: medium
                  - kind: clock
                    params: { showSeconds: true }
                """)
        }
        defer { tmux.close() }
        let clock = ContinuousClock()
        var screen = try await tmux.waitFor(text: "Start]")
        #expect(screen.contains { $0.contains("0:00") })

        // Start by its hint letter: the cell shows the running stopwatch's buttons.
        var started = clock.now
        tmux.type(String(try hint(of: "Start", in: screen)))
        let byKey = try await timeUntilShown("Pause]", tmux, since: started)
        screen = try await tmux.waitFor(text: "Lap]")
        // It runs: a second later the elapsed time reads 0:01 (the screen redraws it by itself).
        try await tmux.waitFor(text: "0:01", timeout: .seconds(4))

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
        #expect(screen.contains { $0.contains("0:00") }, "\(screen.joined(separator: "\n"))")
        print("interactive widget, key → perform() result on screen: \(byKey); click → result: \(byClick) (binary \(Self.binary))")
        // The issue asks for 100 ms on a release build; a debug build on a shared machine gets room.
        #expect(byKey < .milliseconds(500), "key to result took \(byKey)")
        #expect(byClick < .milliseconds(500), "click to result took \(byClick)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
