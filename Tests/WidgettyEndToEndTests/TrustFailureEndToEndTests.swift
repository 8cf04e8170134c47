import Foundation
import Testing
import WidgettyTestSupport

/// A failed reload says why, in its cell and once in the log (issue #31): network widgets that
/// cannot reach their server (they show their last answer, so nothing "fails" for the scheduler)
/// write one line per streak of failures with the reason, not one per retry and not none; a
/// provider that never answers leaves a reason on its cell's border while another is focused.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TrustFailureEndToEndTests {
    @Test func offlineNetworkWidgetsLogOneLinePerStreakWithTheReason() async throws {
        // A port nothing listens on: a server started and stopped.
        let server = try LoopbackHTTPServer()
        let port = server.port
        server.stop()
        let tmux = try await TmuxSession.start(width: 160, height: 50) { session in
            try session.fixture("config/widgetty/home.yaml", """
                pages:
                  - widgets:
                      - kind: clock
                      - kind: http
                        params: { url: "http://127.0.0.1:\(port)/a", refresh: 5, timeout: 2, lines: ["{/a}"] }
                      - kind: monitor
                        params: { targets: ["http://127.0.0.1:\(port)/m"], refresh: 5, timeout: 2 }
                      - kind: feed
                        params: { feeds: ["http://127.0.0.1:\(port)/f.xml"] }
                      - kind: github
                        params: { repository: o/r, baseURL: "http://127.0.0.1:\(port)/api/v3" }
                      - kind: weather
                        params: { baseURL: "http://127.0.0.1:\(port)/" }

                """)
        }
        defer { tmux.close() }
        let clock = ContinuousClock(), deadline = clock.now + .seconds(20)
        func failures() -> [Substring] {
            ((try? String(contentsOf: tmux.logFile, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("network load failed") }
        }
        while failures().count < 4, clock.now < deadline { try await Task.sleep(for: .milliseconds(200)) }
        let lines = failures()
        #expect(lines.count >= 4, "one line for each offline widget:\n\(lines.joined(separator: "\n"))")
        #expect(lines.allSatisfy { $0.contains("reason=") && $0.contains("refused") }, "\(lines)")
        // The http widget retries every few seconds: still one line for its streak.
        for _ in 0..<3 {
            _ = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload"], environment: tmux.environment, directory: tmux.directory)
            try await Task.sleep(for: .milliseconds(500))
        }
        let again = failures()
        #expect(again.filter { $0.contains("127.0.0.1:\(port)/a") }.count == 1, "\(again.joined(separator: "\n"))")
        tmux.sendKeys("q")
        _ = try await tmux.waitForExit(timeout: .seconds(10))
    }

    /// A feed that drips one byte every half second never completes: its cell says why while
    /// the clock has the focus, not only a `!` (the reason was in the log alone).
    @Test func aDrippingFeedSaysWhyOnItsCellUnfocused() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", """
                pages:
                  - widgets:
                      - kind: clock
                      - kind: feed
                        family: medium
                        params: { feeds: ["http://127.0.0.1:\(server.port)/drip"] }

                """)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor("the drip's reason in its cell", timeout: .seconds(40)) { screen in
            screen.joined(separator: "\n").contains("within")
        }
        #expect(screen.joined().contains("┏━ Clock"), "the clock kept the focus")
        tmux.sendKeys("q")
        _ = try await tmux.waitForExit(timeout: .seconds(10))
    }
}
