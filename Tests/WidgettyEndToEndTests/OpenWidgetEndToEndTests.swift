import Foundation
import Testing

/// Enter on a widget opens what it stands for, on the real screen in tmux: the system widget its
/// process viewer, a widget with `open:` that program; a missing program is named with the way
/// out, and a widget with nothing to open opens its settings.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct OpenWidgetEndToEndTests {
    @Test func enterOpensTheWidgetsProgramOrSaysWhatIsMissing() async throws {
        let programs = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-open-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let ran = programs.appendingPathComponent("ran.txt")
        // Stand-ins on a PATH of their own: each writes its name and arguments, then ends.
        for name in ["btop", "my-clock"] {
            let script = programs.appendingPathComponent(name)
            try "#!/bin/sh\necho \(name) \"$@\" >> '\(ran.path)'\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        // The pane's wrapper needs sh and tmux; nothing else is on this PATH.
        for tool in ["sh", "tmux"] {
            let found = try #require(["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(tool)" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            })
            try FileManager.default.createSymbolicLink(atPath: programs.appendingPathComponent(tool).path, withDestinationPath: found)
        }
        let home = """
            widgets:
              - kind: system
              - kind: network
              - kind: clock
                open: [my-clock, --big]
              - kind: countdown
                params: { title: Launch }

            """
        let tmux = try await TmuxSession.start(width: 120, height: 40, environment: ["PATH": programs.path]) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        func lines() -> [String] {
            ((try? String(contentsOf: ran, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        try await tmux.waitFor(text: "Launch")
        tmux.sendKeys("Enter")  // the system widget, focused first: btop
        try await tmux.waitFor("btop ran") { _ in lines() == ["btop"] }
        try await tmux.waitFor(text: "Launch")  // the screen is back
        tmux.sendKeys("Tab", "Enter")  // network: none of its monitors is on PATH
        try await tmux.waitFor(text: "install nload, bmon or iftop")
        tmux.sendKeys("Tab", "Enter")  // the clock's `open:`
        try await tmux.waitFor("my-clock ran") { _ in lines() == ["btop", "my-clock --big"] }
        try await tmux.waitFor(text: "Launch")
        tmux.sendKeys("Tab", "Enter")  // the countdown opens nothing: its settings
        try await tmux.waitFor(text: "Edit Countdown")
        tmux.sendKeys("Escape", "q")
    }
}
