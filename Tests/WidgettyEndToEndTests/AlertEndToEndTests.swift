import Foundation
import Testing

/// An alert on the running screen in tmux, its value driven through the shared to-do list the
/// widget reads: it fires above its limit (the cell and `widgetty alerts` say so, its program
/// runs with the alert's facts), keeps firing between the limits, is acknowledged with `A`, and
/// clears only below its clear limit.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct AlertEndToEndTests {
    private func widgetty(_ tmux: TmuxSession, _ arguments: String...) -> ProcessSpawn.Result {
        ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments, environment: tmux.environment, directory: tmux.directory)
    }

    private func alerts(_ tmux: TmuxSession) -> String { widgetty(tmux, "alerts").output }

    @Test func anAlertFiresAndClearsWithHysteresis() async throws {
        var recorded: URL?
        // In a shell, every byte the program writes recorded: the bell must reach the terminal.
        let tmux = try await TmuxSession.start(width: 100, height: 30, inShell: true, recordOutput: true) { tmux in
            let record = tmux.directory.appendingPathComponent("alerts.txt")
            recorded = record
            let program = try tmux.fixture("record-alert", "#!/bin/sh\nenv | grep '^WIDGETTY_ALERT_' | sort >> '\(record.path)'\necho recorded\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: todo
                    family: medium
                    alerts:
                      - when: open > 2
                        clear: open < 1
                        name: too much to do
                        run: ["\(program.path)", "an argument; not a shell"]
                  - kind: clock
                """)
        }
        defer { tmux.close() }
        let record = try #require(recorded)
        try await tmux.waitFor(text: "Nothing to do", timeout: .seconds(15))
        #expect(alerts(tmux) == "no alert is firing\n")
        for item in ["one", "two"] { #expect(widgetty(tmux, "todo", "add", item).exitCode == 0) }
        try await tmux.waitFor(text: "] two")
        #expect(!tmux.capture().joined().contains("⚠"), "two open items: under the limit")
        let before = (try? Data(contentsOf: tmux.outputFile))?.count ?? 0
        #expect(before > 0)
        #expect(widgetty(tmux, "todo", "add", "three").exitCode == 0)
        try await tmux.waitFor(text: "⚠ todo: too much to do (open 3)")
        let rung = ((try? Data(contentsOf: tmux.outputFile)) ?? Data()).dropFirst(before)
        #expect(rung.filter { $0 == 0x07 }.count == 1, "one bell, written by the screen when the alert fired")
        try await tmux.waitFor(text: "⚠ To-do")
        try await tmux.waitFor("the program ran with the alert's facts") { _ in
            ((try? String(contentsOf: record, encoding: .utf8)) ?? "").contains("WIDGETTY_ALERT_VALUE=open 3")
        }
        let facts = try String(contentsOf: record, encoding: .utf8)
        #expect(facts.contains("WIDGETTY_ALERT_NAME=too much to do\n") && facts.contains("WIDGETTY_ALERT_STATE=firing\n"))
        #expect(facts.contains("WIDGETTY_ALERT_CONDITION=open > 2\n") && facts.contains("WIDGETTY_ALERT_WIDGET=todo\n"))
        #expect(alerts(tmux).hasPrefix("todo  too much to do  open > 2  open 3  since "))
        #expect(alerts(tmux).hasSuffix("  firing\n"))
        // Between the limits: still firing.
        #expect(widgetty(tmux, "todo", "remove", "one").exitCode == 0)
        try await tmux.waitFor("the item gone") { !$0.joined().contains("] one") }
        #expect(alerts(tmux).contains("too much to do"))
        #expect(tmux.capture().joined().contains("⚠ To-do"), "the cell is marked")
        // A acknowledges the focused widget's alert: listed until it clears.
        tmux.sendKeys("A")
        try await tmux.waitFor(text: "alert acknowledged")
        #expect(alerts(tmux).hasSuffix("  acknowledged\n"))
        // Under the clear limit: cleared.
        for item in ["two", "three"] { #expect(widgetty(tmux, "todo", "remove", item).exitCode == 0) }
        try await tmux.waitFor(text: "too much to do cleared")
        #expect(alerts(tmux) == "no alert is firing\n")
        #expect(!tmux.capture().joined().contains("⚠"))
        let log = (try? String(contentsOf: tmux.logFile, encoding: .utf8)) ?? ""
        #expect(log.contains("alert fired") && log.contains("alert cleared") && log.contains("recorded"), "\(log)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
