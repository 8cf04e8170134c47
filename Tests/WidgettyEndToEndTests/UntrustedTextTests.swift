import Foundation
import Testing

/// Hostile text from every source a widget reads — command output, script output, a commit
/// message, a calendar file, a to-do file, the shared store — and a scan of every byte the real binary sent to the
/// terminal: no OSC (clipboard, title), no DCS/APC/PM/SOS, no terminal queries, no BEL, no C1
/// controls, no bidi overrides; only the visible replacements.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct UntrustedTextTests {
    /// The payload in printf's notation: OSC 52 (clipboard write), OSC 0 (title), a cursor
    /// position query, a C1 CSI, a bidi override, zero-width spaces, a flood of combining marks
    /// and invalid UTF-8.
    static let payload = #"A\033]52;c;UFdORUQ=\007B\033]0;PWNED\007C\033[6nD\302\233E\342\200\256F\342\200\213\342\200\213G"#
        + "H" + String(repeating: #"\314\201"#, count: 300) + #"\377\376I\033P1$qm\033\\J\033_apc\033\\K"#

    @Test func noControlSequenceFromAnyWidgetReachesTheTerminal() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40, inShell: true, recordOutput: true) { tmux in
            let printf = "printf '\(Self.payload)'"
            let script = try tmux.fixture("hostile.sh", """
                #!/bin/sh
                printf '{"entries":[{"date":1,"lines":["MARKSCR \\\\u001b]52;c;SGk=\\\\u0007 \\\\u009b2J \\\\u202e"]}]}'

                """)
            let payloadFile = try tmux.fixture("payload.txt", "")
            _ = ProcessSpawn.run(["sh", "-c", "\(printf) > \"$0\"", payloadFile.path], environment: tmux.environment, directory: tmux.directory)
            let payload = try String(decoding: Data(contentsOf: payloadFile), as: UTF8.self)
            try tmux.fixture("todo.txt", "MARKTODO \(payload)\n")
            let today = Date().formatted(.iso8601.year().month().day().dateSeparator(.omitted))
            try tmux.fixture("events.ics", """
                BEGIN:VCALENDAR\r
                BEGIN:VEVENT\r
                DTSTART;VALUE=DATE:\(today)\r
                SUMMARY:MARKCAL \(payload)\r
                END:VEVENT\r
                END:VCALENDAR\r

                """)
            let repo = tmux.directory.appendingPathComponent("repo").path
            let git = { (args: [String]) in
                _ = ProcessSpawn.run(["git", "-C", repo] + args, environment: tmux.environment, directory: tmux.directory)
            }
            _ = ProcessSpawn.run(["git", "init", "-q", repo], environment: tmux.environment, directory: tmux.directory)
            git(["-c", "user.name=T\u{1B}]0;x\u{07}", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "MARKGIT \(payload)"])
            // The shared store: a to-do item, and a value read back at the shell prompt later.
            let widgetty = { (args: [String]) in
                let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary] + args, environment: tmux.environment, directory: tmux.directory)
                #expect(result.exitCode == 0, "\(args): \(result.error)")
            }
            widgetty(["todo", "add", "MARKSTORE \(payload)"])
            widgetty(["defaults", "write", "--suite", "hostile", "value", "MARKREAD \(payload)"])
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: command
                    params: { command: [sh, -c, "printf MARKCMD; \(printf.replacingOccurrences(of: "\\", with: "\\\\"))"] }
                  - kind: script
                    params: { path: "\(script.path)" }
                  - kind: git
                    family: medium
                    params: { repoPath: "\(repo)" }
                  - kind: calendar
                    family: large
                    params: { icsPath: "\(tmux.directory.appendingPathComponent("events.ics").path)" }
                  - kind: todo
                    params: { file: "\(tmux.directory.appendingPathComponent("todo.txt").path)" }
                  - kind: todo
                    id: shared
                """)
        }
        defer { tmux.close() }
        try await tmux.waitFor("every hostile widget", timeout: .seconds(10)) { lines in
            let text = lines.joined(separator: "\n")
            return ["MARKCMD", "MARKSCR", "MARKGIT", "MARKCAL", "MARKTODO", "MARKSTORE"].allSatisfy(text.contains)
        }
        let screen = tmux.capture().joined(separator: "\n")
        #expect(screen.contains("␛]52;c;"), "the escape is shown as a visible symbol")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit(timeout: .seconds(15)) == 0)
        // At the prompt, on the terminal: a stored value is shown with visible symbols…
        tmux.type(TmuxSession.quoted(ProcessSpawn.widgettyBinary) + " defaults read --suite hostile value\r")
        #expect(try await tmux.waitForExit(timeout: .seconds(15)) == 0)
        try await tmux.waitFor(text: "MARKREAD A␛]52")
        // …and so into a pipe, which may end in a terminal just the same (`| less -R`, `$(…)`).
        let piped = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "defaults", "read", "--suite", "hostile", "value"], environment: tmux.environment,
            directory: tmux.directory)
        #expect(piped.output.hasPrefix("MARKREAD A␛]52;c;"))

        let bytes = [UInt8](try Data(contentsOf: tmux.outputFile))
        #expect(bytes.count > 1000, "the recording holds the session")
        let text = String(decoding: bytes, as: UTF8.self)
        for marker in ["MARKCMD", "MARKSCR", "MARKGIT", "MARKCAL", "MARKTODO", "MARKSTORE", "MARKREAD", "␛]52;c;"] {
            #expect(text.contains(marker), "the recording holds what the widgets showed (\(marker))")
        }
        // The screen's own question for the background colour (OSC 11) is the one OSC it writes.
        let untrusted = text.replacingOccurrences(of: "\u{1B}]11;?\u{1B}\\", with: "")
        for (name, sequence) in [
            ("OSC", "\u{1B}]"), ("DCS", "\u{1B}P"), ("APC", "\u{1B}_"), ("PM", "\u{1B}^"), ("SOS", "\u{1B}X"),
            ("cursor position query", "\u{1B}[6n"), ("BEL", "\u{07}"),
        ] {
            #expect(!untrusted.contains(sequence), "\(name) reached the terminal")
        }
        let forbidden = text.unicodeScalars.filter { scalar in
            (0x80...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(forbidden.isEmpty, "C1 or bidi controls reached the terminal: \(forbidden.map { String($0.value, radix: 16) })")
        // No run of combining marks longer than the cap reaches the terminal.
        var run = 0
        var longest = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.generalCategory == .nonspacingMark ? run + 1 : 0
            longest = max(longest, run)
        }
        #expect(longest <= 8, "a run of \(longest) combining marks reached the terminal")
    }
}
