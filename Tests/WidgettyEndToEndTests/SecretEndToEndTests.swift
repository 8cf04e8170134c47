import Foundation
import Testing

/// A `${cmd:…}` secret, end to end: a script prints a fresh random token; the command widget is
/// given it as an argument and says only whether it matched. The token never reaches the bytes
/// sent to the terminal, the log (at trace level), the home file after a save from the edit
/// panel, nor the output of `check`, `render` and `timeline`.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SecretEndToEndTests {
    let token = "wt-secret-\(UUID().uuidString)"

    /// The token printer, and the checker that says whether its first argument is that token.
    func scripts(in tmux: TmuxSession) throws -> (printer: String, checker: String) {
        let printer = try tmux.fixture("bin/print-token.sh", "#!/bin/sh\nprintf '%s\\n' '\(token)'\n").path
        let checker = try tmux.fixture("bin/check-token.sh", """
            #!/bin/sh
            if [ "$1" = "$('\(printer)')" ]; then echo TOKEN-MATCHES; else echo TOKEN-DIFFERS; fi

            """).path
        return (printer, checker)
    }

    func home(_ printer: String, _ checker: String) -> String {
        """
        widgets:
          - kind: command
            id: secret
            params:
              command: ["\(checker)", "${cmd:'\(printer)'}"]
              interval: 60
        """
    }

    @Test func aCommandsTokenIsUsedButNeverShownLoggedSavedOrPrinted() async throws {
        var paths: (printer: String, checker: String) = ("", "")
        let tmux = try await TmuxSession.start(
            width: 100, height: 30, inShell: true, recordOutput: true, environment: ["WIDGETTY_LOG_LEVEL": "trace"]
        ) { tmux in
            paths = try scripts(in: tmux)
            try tmux.fixture("config/widgetty/home.yaml", home(paths.printer, paths.checker))
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "TOKEN-MATCHES", timeout: .seconds(15))

        // The running widget's timeline, as the control socket tells it.
        let timeline = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "timeline", "secret"], environment: tmux.environment, directory: tmux.directory)
        #expect(timeline.exitCode == 0, "\(timeline.error)")
        #expect(!timeline.output.contains(token) && !timeline.error.contains(token))

        // The edit panel shows the reference; saving another change keeps it as written.
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Edit Command")
        #expect(tmux.capture().joined().contains("${cmd:"))
        tmux.sendKeys("Down", "Down", "Right")
        try await tmux.waitFor(text: "61")
        tmux.sendKeys("C-s")
        try await tmux.waitFor("the panel to close") { !$0.contains { $0.contains("Edit Command") } }
        let saved = try String(contentsOf: tmux.homeFile, encoding: .utf8)
        #expect(saved.contains("interval: 61"), "\(saved)")
        #expect(saved.contains("${cmd:'\(paths.printer)'}"), "\(saved)")
        #expect(!saved.contains(token))
        try await tmux.waitFor(text: "TOKEN-MATCHES", timeout: .seconds(15))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        let sent = try String(decoding: Data(contentsOf: tmux.outputFile), as: UTF8.self)
        #expect(sent.contains("TOKEN-MATCHES"), "the recording holds the screen's bytes")
        #expect(!sent.contains(token))
        let log = try String(contentsOf: tmux.logFile, encoding: .utf8)
        #expect(log.contains("home screen started"), "\(log)")
        #expect(!log.contains(token))

        let check = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "check", "--config", tmux.homeFile.path], environment: tmux.environment, directory: tmux.directory)
        #expect(check.exitCode == 0, "\(check.output)\(check.error)")
        #expect(!check.output.contains(token) && !check.error.contains(token))

        let render = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "render", "command", "--param", "command=[\"\(paths.checker)\", \"${cmd:'\(paths.printer)'}\"]"],
            environment: tmux.environment, directory: tmux.directory)
        #expect(render.exitCode == 0, "\(render.error)")
        #expect(render.output.contains("TOKEN-MATCHES"), "\(render.output)")
        #expect(!render.output.contains(token) && !render.error.contains(token))
    }

    @Test func checkWarnsOfALiteralTokenInAFileOthersCanReadAndReportsMissingSecrets() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-secret-check-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ProcessSpawn.isolatedEnvironment(in: directory)
        let file = directory.appendingPathComponent("home.yaml")
        let literal = "ghp_" + String(UUID().uuidString.filter(\.isLetter).lowercased().prefix(8)) + "Q9z8Y7x6W5v4U3t2S1r0P9o8N7m6"
        try """
            widgets:
              - kind: command
                params:
                  shell: "curl -H 'Authorization: Bearer \(literal)' https://api.github.com/user"
              - kind: command
                params:
                  command: [echo, "${env:WIDGETTY_TEST_UNSET_SECRET}", "${file:missing-token}"]
            """.write(to: file, atomically: true, encoding: .utf8)
        #expect(chmod(file.path, 0o644) == 0)
        let check = { ProcessSpawn.run([ProcessSpawn.widgettyBinary, "check", "--config", file.path], environment: environment, directory: directory) }
        let open = check()
        #expect(open.exitCode == 1)
        let lines = open.output.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 3, "\(open.output)")
        #expect(lines.first == "\(file.path):7:16: parameter 'command': ${env:WIDGETTY_TEST_UNSET_SECRET}: the environment variable WIDGETTY_TEST_UNSET_SECRET is not set")
        #expect(lines.dropFirst().first == "\(file.path):7:16: parameter 'command': ${file:missing-token}: cannot read \(directory.path)/missing-token: No such file or directory")
        #expect(lines.last?.hasPrefix("\(file.path):4:14: warning: parameter 'shell' of 'command' looks like a secret written out") == true)
        #expect(lines.last?.contains("(mode 644): run `chmod 600 \(file.path)`") == true)
        #expect(!open.output.contains(literal))
        #expect(chmod(file.path, 0o600) == 0)
        #expect(!check().output.contains("warning"))
    }
}
