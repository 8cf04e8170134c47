import Foundation
import Testing
import WidgettyTestSupport

/// A feed whose one item has a 4,000,000-byte title, served from the loopback server, beside a
/// clock with seconds: the clock never misses a second while the feed loads, while the program
/// restarts (the cached timeline read back) and while Tab moves focus; the program's peak
/// resident memory grows by less than five times the title over the same program's without the
/// feed (about 16 MB it grew, to 33 MB in the release build).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TrustBudgetEndToEndTests {
    /// The seconds shown by the clock (`HH:MM:SS`, UTC) on a screen, as seconds of the day.
    private static func clockSecond(_ screen: [String]) -> Int? {
        let text = screen.joined(separator: "\n")
        guard let range = text.range(of: #"\b\d\d:\d\d:\d\d\b"#, options: .regularExpression) else { return nil }
        let parts = text[range].split(separator: ":").compactMap { Int($0) }
        return parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : nil
    }

    /// Samples the screen every 100 ms for `duration`, running `action` once along the way; returns
    /// the seconds the clock skipped (a shown second more than one after the last one shown, seen
    /// by captures less than 0.8 s apart: a second drawn is on screen for about a second, so only
    /// a sampler that was itself held up for longer — a loaded machine — could miss one).
    private static func watchClock(
        _ tmux: TmuxSession, for duration: Duration, action: (() async throws -> Void)? = nil
    ) async throws -> (missed: [Int], seen: Int, screen: [String]) {
        var last: Int?
        var lastCapture = ContinuousClock.now
        var missed: [Int] = []
        var seen = 0
        var acted = action == nil
        var screen: [String] = []
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            screen = tmux.capture()
            let captured = ContinuousClock.now
            if let second = clockSecond(screen) {
                if let last, second != last {
                    seen += 1
                    if (second - last + 86_400) % 86_400 != 1, captured - lastCapture < .milliseconds(800) { missed.append(second) }
                }
                last = second
            }
            lastCapture = captured
            if !acted, seen >= 2 {
                acted = true
                try await action?()
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        return (missed, seen, screen)
    }

    private static func peakResidentBytes(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }

    /// The peak resident memory of the binary under test on a board of a clock and a countdown:
    /// what the program itself holds (about 17 MB for the release build, 47 MB for the debug one,
    /// whose code is larger), against which a widget's cost is measured.
    private static func baselinePeak() async throws -> Int {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", """
                pages:
                  - name: Trust
                    widgets:
                      - kind: clock
                        params: { showSeconds: true, bigDigits: false, use24Hour: true, timeZone: UTC }
                      - kind: countdown

                """)
        }
        defer { tmux.close() }
        try await tmux.waitFor("the clock", timeout: .seconds(10)) { clockSecond($0) != nil }
        let pid = try await tmux.appPID()
        _ = try await watchClock(tmux, for: .seconds(2))
        let peak = try #require(peakResidentBytes(pid))
        tmux.sendKeys("q")
        _ = try await tmux.waitForExit()
        return peak
    }

    /// What the 4 MB title may add to the program's peak: five times its size.
    private static let hugeTitleAllowance = 20_000_000

    @Test func aFourMegabyteTitleNeverStopsTheClockNorGrowsThePeakByMoreThanFiveTimesItsSize() async throws {
        let baseline = try await Self.baselinePeak()
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = """
            pages:
              - name: Trust
                widgets:
                  - kind: clock
                    params: { showSeconds: true, bigDigits: false, use24Hour: true, timeZone: UTC }
                  - kind: feed
                    family: large
                    params: { feeds: ["\(server.url("/feeds/huge-title.xml").absoluteString)"] }
                  - kind: countdown

            """
        let tmux = try await TmuxSession.start(width: 120, height: 40, inShell: true) { session in
            try session.fixture("config/widgetty/home.yaml", home)
        }
        defer { tmux.close() }
        let app = TmuxSession.quoted(ProcessSpawn.widgettyBinary)
        try await tmux.waitFor("the clock", timeout: .seconds(10)) { Self.clockSecond($0) != nil }
        let pid = try await tmux.appPID()

        // The feed loads (a 4 MB answer fetched, parsed and cut) while the clock ticks.
        let loading = try await Self.watchClock(tmux, for: .seconds(6))
        #expect(loading.screen.joined().contains("Harbour Harbour"), "the feed did not show:\n\(loading.screen.joined(separator: "\n"))")
        // Tab moves focus across the cells, the feed's among them.
        let tabbing = try await Self.watchClock(tmux, for: .seconds(5)) {
            for _ in 0..<6 {
                tmux.sendKeys("Tab")
                try await Task.sleep(for: .milliseconds(300))
            }
        }
        let peak = try #require(Self.peakResidentBytes(pid))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        // Restarted: the feed's cached timeline is read back at start.
        tmux.type(app + "\r")
        try await tmux.waitFor("the clock after the restart", timeout: .seconds(10)) { Self.clockSecond($0) != nil }
        let restartedPID = try await tmux.appPID()
        let restarted = try await Self.watchClock(tmux, for: .seconds(6))
        #expect(restarted.screen.joined().contains("Harbour Harbour"))
        let restartedPeak = try #require(Self.peakResidentBytes(restartedPID))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        print("huge feed title: clock seconds seen \(loading.seen + tabbing.seen + restarted.seen), "
            + "peak RSS \(peak / 1024) KiB, after restart \(restartedPeak / 1024) KiB, without the feed \(baseline / 1024) KiB")
        #expect(loading.missed.isEmpty && tabbing.missed.isEmpty && restarted.missed.isEmpty,
                "the clock skipped seconds: \(loading.missed) \(tabbing.missed) \(restarted.missed)")
        #expect(loading.seen >= 4 && tabbing.seen >= 3 && restarted.seen >= 4)
        #expect(peak < baseline + Self.hugeTitleAllowance, "peak RSS \(peak) bytes, \(baseline) without the feed")
        #expect(restartedPeak < baseline + Self.hugeTitleAllowance, "peak RSS after the restart \(restartedPeak) bytes, \(baseline) without the feed")
    }

    /// A feed that sends one byte every half second shows why in its cell, not only `!`: its
    /// request's own time limit (15 s) ends before the host's limit for the provider call.
    @Test func aDrippingFeedShowsItsReasonInTheCell() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = """
            pages:
              - name: Drip
                widgets:
                  - kind: clock
                    params: { showSeconds: true, bigDigits: false, use24Hour: true, timeZone: UTC }
                  - kind: feed
                    family: medium
                    params: { feeds: ["\(server.url("/drip").absoluteString)"] }

            """
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", home)
        }
        defer { tmux.close() }
        try await tmux.waitFor("the clock", timeout: .seconds(10)) { Self.clockSecond($0) != nil }
        let watched = try await Self.watchClock(tmux, for: .seconds(22))
        #expect(watched.screen.joined().contains("no complete answer within 15 s"),
                "the cell does not say why:\n\(watched.screen.joined(separator: "\n"))")
        #expect(watched.missed.isEmpty, "the clock skipped seconds: \(watched.missed)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
