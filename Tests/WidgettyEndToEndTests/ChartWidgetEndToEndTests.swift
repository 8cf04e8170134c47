import Foundation
import Testing

/// A run chart following a command's output on the home screen: each new value the command
/// prints becomes the chart's current value within the sampling interval, the lowest and
/// highest follow, and the line is drawn in braille.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ChartWidgetEndToEndTests {
    @Test func aRunChartFollowsItsCommand() async throws {
        var value = URL(fileURLWithPath: "/")
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            value = tmux.directory.appendingPathComponent("value")
            try "queue 10\n".write(to: value, atomically: true, encoding: .utf8)
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: chart
                    family: medium
                    params: { title: Jobs, commands: [[cat, "\(value.path)"]], names: [queue], interval: 1, window: 120 }
                """)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "■ queue 10", timeout: .seconds(10))
        for (written, shown) in [("25", "■ queue 25  ↓10 ↑25"), ("5", "■ queue 5  ↓5 ↑25")] {
            try "queue \(written)\n".write(to: value, atomically: true, encoding: .utf8)
            try await tmux.waitFor(text: shown, timeout: .seconds(10))
        }
        let braille = tmux.capture().joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        #expect(braille > 5, "the run chart's line is drawn in braille")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// README's dashboard (docs/dashboard.yaml, the home `make screenshot` photographs) as a
    /// user runs it: every chart draws samples of its commands and the monitor's alert fires.
    @Test func theReadmeDashboardChartsThisMachineAndFiresItsAlert() async throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dashboard = try String(contentsOf: checkout.appendingPathComponent("docs/dashboard.yaml"), encoding: .utf8)
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", dashboard)
        }
        defer { tmux.close() }
        for text in ["■ load ", "■ runnable ", "■ available ", "■ in use ", "running", "blocked", "⚠ Services", "1 of 1 down"] {
            try await tmux.waitFor(text: text, timeout: .seconds(15))
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
