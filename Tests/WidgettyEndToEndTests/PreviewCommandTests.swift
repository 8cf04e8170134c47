import Foundation
import Testing

/// `widgetty preview`: a script widget printing a five-entry timeline, stepped through with the
/// arrow keys in a real terminal, the clock jumped, the modes switched, and the terminal restored.
@Suite(.enabled(if: ProcessSpawn.tmuxAvailable))
struct PreviewCommandTests {
    /// Five entries a minute apart from 10:00 UTC, reloaded at the end; a snapshot says so.
    static let script = """
        #!/bin/sh
        if [ "$WIDGETTY_PREVIEW" = 1 ]; then
          echo '{"entries": [{"date": "2030-01-01T09:00:00Z", "lines": ["a snapshot for the gallery"]}]}'
          exit 0
        fi
        echo '{"entries": ['
        for n in 1 2 3 4; do echo "{\\"date\\": \\"2030-01-01T10:0$((n - 1)):00Z\\", \\"lines\\": [\\"step $n of 5\\"]},"; done
        echo '{"date": "2030-01-01T10:04:00Z", "lines": ["step 5 of 5"]}], "policy": "atEnd"}'

        """

    @Test func stepsThroughAFiveEntryTimelineInEveryFamily() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-preview-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("steps.sh")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        let tmux = try await TmuxSession.start(
            args: ["preview", "script", "--param", "path=\(script.path)"], width: 150, height: 60, inShell: true,
            environment: ["TZ": "UTC"])
        defer { tmux.close() }
        var screen = try await tmux.waitFor("the first entry in all five families", timeout: .seconds(10)) { lines in
            lines.joined().components(separatedBy: "step 1 of 5").count == 6 && lines.contains { $0.contains("inline · entry 1/5") }
        }
        for family in ["small", "medium", "large", "extraLarge"] {
            #expect(screen.contains { $0.contains("\(family) · entry 1/5") }, "\(family)")
        }
        #expect(screen.contains { $0.contains("now 10:00:00") && $0.contains("next reload 10:04:00 (.atEnd: at the last entry), in 4m") })

        for step in 2...5 {
            tmux.sendKeys("Right")
            screen = try await tmux.waitFor("entry \(step)") { lines in
                lines.contains { $0.contains("small · entry \(step)/5") } && lines.contains { $0.contains("step \(step) of 5") }
                    && !lines.contains { $0.contains("step \(step - 1) of 5") }
            }
            #expect(screen.contains { $0.contains("now 10:0\(step - 1):00") })
        }
        #expect(screen.contains { $0.contains("next reload 10:04:00") && $0.contains("due now") })
        tmux.sendKeys("Left")
        try await tmux.waitFor(text: "step 4 of 5")

        tmux.sendKeys("m")
        try await tmux.waitFor(text: "now 10:04:00 (+4m from the first entry)")
        tmux.sendKeys("h")
        try await tmux.waitFor(text: "now 11:04:00 (+1h 4m from the first entry)")

        tmux.sendKeys("s")
        try await tmux.waitFor(text: "a snapshot for the gallery")
        tmux.sendKeys("p")
        try await tmux.waitFor(text: "[placeholder]")

        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(tmux.terminalState.hasPrefix("0 1"), "normal screen and a visible cursor again")
    }
}
