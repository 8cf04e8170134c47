import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One widget cannot take the dashboard down: a to-do widget pointed at a FIFO nobody writes
/// (which once blocked a worker thread on every retry, until no thread was left) sits beside a
/// command widget printing the time every 5 s, and the time on screen never goes stale.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct StarvationEndToEndTests {
    @Test func aFIFOToDoFileNeverStopsTheOtherWidgets() async throws {
        var fifo = URL(fileURLWithPath: "/")
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            fifo = tmux.directory.appendingPathComponent("todo.fifo")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: command
                    id: date
                    params: { command: [date, "+now %s"], interval: 5 }
                  - kind: todo
                    id: fifo
                    params: { file: "\(fifo.path)" }
                  - kind: countdown
                """)
        }
        defer { tmux.close() }
        try await tmux.waitFor("the time and the refused FIFO") { lines in
            lines.contains { $0.contains("now ") } && lines.contains { $0.contains("regular file (a FIFO)") }
        }
        // Sample the screen for 20 s (four of the command's runs): the shown time is never older than
        // the interval and a second.
        var oldest = 0
        let end = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < end {
            let shown = tmux.capture().joined(separator: "\n")
            if let range = shown.range(of: #"now \d+"#, options: .regularExpression),
                let seconds = Int(shown[range].dropFirst(4))
            {
                oldest = max(oldest, Int(Date().timeIntervalSince1970) - seconds)
            }
            try await Task.sleep(for: .milliseconds(500))
        }
        print("FIFO beside a 5 s command widget: the time shown was at most \(oldest) s old over 20 s")
        #expect(oldest <= 7, "the command widget fell behind: \(oldest) s")
        let timeline = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "timeline", "fifo"], environment: tmux.environment, directory: tmux.directory)
        #expect(timeline.exitCode == 0, "\(timeline.error)")
        print("widgetty timeline fifo:\n\(timeline.output)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
