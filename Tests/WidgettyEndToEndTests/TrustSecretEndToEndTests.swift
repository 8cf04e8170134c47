import Foundation
import Testing
import WidgettyTestSupport

/// Secrets against servers that quote them back (issue #31): every widget kind that takes a
/// `${env:}` secret (text parameters: GitHub's token, an http widget's headers and body, a
/// monitor's targets, a command's and a script's arguments) meets a server that echoes the header and the path
/// in a 200, a 401, a 500 and after redirects (same origin and another). Then every place
/// the secret could land is searched for it and its base64: the screen, every byte sent to the
/// terminal, the log, the timeline cache, the shared store's database, `defaults read` of every
/// suite, `timeline` of every widget, `render`; and the other origin a redirect led to.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TrustSecretEndToEndTests {
    static let token = "ghp_" + UUID().uuidString.replacingOccurrences(of: "-", with: "") + "Zz9"

    /// The token and the spellings of it a careless server or program could send back.
    static var spellings: [String] {
        [token, Data(token.utf8).base64EncodedString().dropLast(4).description,
         Data("x\(token)".utf8).base64EncodedString().dropFirst(4).dropLast(4).description]
    }

    static func leaks(in text: String) -> [String] { spellings.filter { text.contains($0) } }

    @Test func noSecretLeavesItsPlaceWhateverTheServerSendsBack() async throws {
        let server = try LoopbackHTTPServer(script: LoopbackHTTPServer.hostileScript)
        let elsewhere = try LoopbackHTTPServer(script: LoopbackHTTPServer.hostileScript)
        let base = "http://127.0.0.1:\(server.port)"
        let header = "Authorization: Bearer ${env:WT_TOKEN}"
        let home = """
            pages:
              - widgets:
                  - kind: github
                    id: gh
                    family: medium
                    params: { repository: octo/harbour, token: "${env:WT_TOKEN}", baseURL: "\(base)/s/401/gh/api/v3" }
                  - kind: http
                    id: ok
                    family: medium
                    params: { url: "\(base)/s/200/json/ok", method: POST, body: "key=${env:WT_TOKEN}", headers: ["\(header)"], lines: ["A {/auth}", "P {/path}"] }
                  - kind: http
                    id: fail
                    family: medium
                    params: { url: "\(base)/s/500/json/fail", headers: ["\(header)"], lines: ["{/auth}"] }
                  - kind: http
                    id: moved
                    params: { url: "\(base)/r/302?to=/s/200/json/moved", headers: ["\(header)"], lines: ["M {/auth}"] }
                  - kind: http
                    id: away
                    params: { url: "\(base)/r/307?to=http://127.0.0.1:\(elsewhere.port)/s/200/json/away", headers: ["\(header)"], lines: ["W {/auth}"] }
                  - kind: monitor
                    id: up
                    params: { targets: ["\(base)/s/503/json/up?token=${env:WT_TOKEN}"] }
                  - kind: script
                    id: scr
                    params: { path: "SCRIPT", arguments: ["${env:WT_TOKEN}"] }
                  - kind: command
                    id: cmd
                    params: { command: [sh, -c, 'printf "%s\\n" "$0"; printf %s "x$0" | base64 -w0', "${env:WT_TOKEN}"] }

            """
        let tmux = try await TmuxSession.start(
            width: 160, height: 50, inShell: true, recordOutput: true, environment: ["WT_TOKEN": Self.token]
        ) { session in
            let script = try session.fixture("echo.sh", #"""
                #!/bin/sh
                printf '{"entries":[{"date":1,"lines":["S %s"]}]}' "$1"

                """#)
            chmod(script.path, 0o755)
            try session.fixture("config/widgetty/home.yaml", home.replacingOccurrences(of: "SCRIPT", with: script.path))
        }
        defer {
            tmux.close()
            server.stop()
            elsewhere.stop()
        }
        let filled = try await tmux.waitFor("every echo on screen, blotted", timeout: .seconds(30)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("Bad credentials") && text.contains("A Bearer ••••") && text.contains("M Bearer ••••")

        }
        #expect(Self.leaks(in: filled.joined(separator: "\n")).isEmpty)
        // The statuses with a body and the command's output (as written and as base64) too.
        try await tmux.waitFor("the 500 and the command's output", timeout: .seconds(20)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("HTTP 500") && text.contains("eG••••") && screen.contains { $0.contains("│ •••• ") }
                && text.contains("S ••••")
        }
        // Every widget's timeline, as another process reads it through the control socket.
        for id in ["gh", "ok", "fail", "moved", "away", "up", "scr", "cmd"] {
            let timeline = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "timeline", id], environment: tmux.environment, directory: tmux.directory)
            #expect(timeline.status == 0, "\(id): \(timeline.error)")
            #expect(Self.leaks(in: timeline.output + timeline.error).isEmpty, "timeline \(id): \(timeline.output)")
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit(timeout: .seconds(15)) == 0)

        // The shared store as `defaults read` lists it, suite by suite, and its bytes on disk.
        let data = tmux.directory.appendingPathComponent("data/widgetty")
        let store = data.appendingPathComponent("shared.sqlite3").path
        for suffix in ["", "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: store + suffix))) ?? Data()
            #expect(Self.leaks(in: String(decoding: bytes, as: UTF8.self)).isEmpty, "shared.sqlite3\(suffix)")
        }
        for suite in ["widgetty.network.last-good", "feed.read"] {
            let read = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "defaults", "read", "--suite", suite], environment: tmux.environment,
                                        directory: tmux.directory)
            #expect(Self.leaks(in: read.output + read.error).isEmpty, "defaults read --suite \(suite)")
        }
        // The timeline cache, the log and every byte the terminal was sent.
        let cache = tmux.directory.appendingPathComponent("cache/widgetty/timelines")
        for file in (try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [] {
            #expect(Self.leaks(in: String(decoding: try Data(contentsOf: file), as: UTF8.self)).isEmpty, "\(file.lastPathComponent)")
        }
        let log = (try? String(contentsOf: tmux.logFile, encoding: .utf8)) ?? ""
        #expect(Self.leaks(in: log).isEmpty, "the log")
        let sent = String(decoding: try Data(contentsOf: tmux.outputFile), as: UTF8.self)
        #expect(sent.contains("••••"))
        #expect(Self.leaks(in: sent).isEmpty, "the terminal's bytes")
        // The other origin a redirect led to was never sent the token.
        let seen = ProcessSpawn.run(
            ["python3", "-c", "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())",
             "http://127.0.0.1:\(elsewhere.port)/seen"], environment: tmux.environment, directory: tmux.directory)
        #expect(seen.output.contains("/s/200/json/away"), "the redirect was followed: \(seen.output)")
        #expect(Self.leaks(in: seen.output).isEmpty, "another origin was sent the token: \(seen.output)")

        // `render`, which resolves the reference itself.
        let render = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "render", "http", "--param", "url=\(base)/s/200/json/r", "--param", "headers=[\"\(header)\"]",
             "--param", "lines=[\"{/auth}\"]"],
            environment: tmux.environment, directory: tmux.directory)
        #expect(render.output.contains("••••") || render.error.contains("••••"), "\(render.output)\(render.error)")
        #expect(Self.leaks(in: render.output + render.error).isEmpty, "render")
    }

    /// A feed item linking to a local file does not reach the home file's `file` handler; with
    /// `linkSchemes: [file]` on the widget it does. A handler that records what it was given.
    @Test func aRemoteLinkOpensOnlyRemoteSchemesUnlessTheWidgetAllowsMore() async throws {
        let server = try LoopbackHTTPServer(script: LoopbackHTTPServer.hostileScript)
        defer { server.stop() }
        for allowed in [false, true] {
            let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
                let marker = session.directory.appendingPathComponent("opened").path
                try session.fixture("config/widgetty/home.yaml", """
                    pages:
                      - widgets:
                          - kind: feed
                            family: large
                            \(allowed ? "linkSchemes: [file]" : "")
                            params: { feeds: ["http://127.0.0.1:\(server.port)/s/200/rss/x?link=file:///etc/shadow"] }
                    links:
                      - scheme: file
                        run: [touch, "\(marker)"]

                    """)
            }
            defer { tmux.close() }
            try await tmux.waitFor(text: "got ", timeout: .seconds(15))
            // The item's hint letter is the first letter no key is bound to: `b`.
            tmux.sendKeys("b")
            let marker = tmux.directory.appendingPathComponent("opened")
            if allowed {
                let clock = ContinuousClock(), deadline = clock.now + .seconds(10)
                while !FileManager.default.fileExists(atPath: marker.path), clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
                #expect(FileManager.default.fileExists(atPath: marker.path), "an allowed scheme opens")
            } else {
                let refused = try await tmux.waitFor(text: "was not opened", timeout: .seconds(10))
                #expect(refused.joined().contains("file"))
                #expect(!FileManager.default.fileExists(atPath: marker.path), "the file handler ran for a remote link")
                let log = (try? String(contentsOf: tmux.logFile, encoding: .utf8)) ?? ""
                #expect(log.contains("link not opened"))
            }
            tmux.sendKeys("q")
            _ = try await tmux.waitForExit(timeout: .seconds(10))
        }
    }

    /// A `${cmd:…}` secret is run once per run of the same home file: `r` and `R` use it as
    /// resolved; a changed home file resolves it again.
    @Test func aCommandSecretRunsOncePerHomeFileNotPerReload() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30) { session in
            let counter = session.directory.appendingPathComponent("runs").path
            let script = try session.fixture("secret.sh", "#!/bin/sh\necho run >> '\(counter)'\necho sekrit-\(UUID().uuidString.prefix(8))\n")
            chmod(script.path, 0o755)
            try session.fixture("config/widgetty/home.yaml", """
                pages:
                  - widgets:
                      - kind: command
                        params: { command: [echo, "v=${cmd:\(script.path)}"] }

                """)
        }
        defer { tmux.close() }
        let counter = tmux.directory.appendingPathComponent("runs")
        func runs() -> Int { ((try? String(contentsOf: counter, encoding: .utf8)) ?? "").split(separator: "\n").count }
        try await tmux.waitFor(text: "v=••••", timeout: .seconds(10))
        for key in ["r", "r", "R", "r"] {
            tmux.sendKeys(key)
            let reload = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload", "--id", "command"], environment: tmux.environment,
                                          directory: tmux.directory)
            #expect(reload.status == 0, "\(reload.error)")
        }
        try await tmux.waitFor(text: "v=••••")
        #expect(runs() == 1, "the command ran again on a reload")
        // A change to the home file (a comment is a change) resolves it again at the next load.
        try (try String(contentsOf: tmux.homeFile, encoding: .utf8) + "# changed\n").write(to: tmux.homeFile, atomically: true, encoding: .utf8)
        let clock = ContinuousClock(), deadline = clock.now + .seconds(10)
        while runs() < 2, clock.now < deadline {
            _ = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload"], environment: tmux.environment, directory: tmux.directory)
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(runs() == 2)
        tmux.sendKeys("q")
        _ = try await tmux.waitForExit(timeout: .seconds(10))
    }

    /// `timeout: 20` is what the http widget waits, not the 15 s every call had: a server that
    /// answers after 16 s is shown; one that takes longer than the widget's timeout is a reason in
    /// the cell, and the request's process is gone (no thread or child left behind).
    @Test func aTimeoutIsWhatTheHomeFileSays() async throws {
        let server = try LoopbackHTTPServer(script: LoopbackHTTPServer.hostileScript)
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", """
                pages:
                  - widgets:
                      - kind: http
                        family: medium
                        params: { url: "\(base)/sleep/16/json/slow", timeout: 20, lines: ["LATE {/path}"] }
                      - kind: http
                        family: medium
                        params: { url: "\(base)/sleep/30/json/never", timeout: 3, lines: ["NEVER {/path}"] }

                """)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor("the slow answer and the refused one", timeout: .seconds(25)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("LATE /sleep/16/json/slow") && text.contains("3")
                && (text.contains("did not answer") || text.contains("timed out") || text.contains("within 3"))
        }
        #expect(!screen.joined().contains("15.0 seconds"))
        #expect(!screen.joined().contains("NEVER"))
        // The abandoned request's process was killed: no widgetty-fetch of this home screen is left
        // (its children only: another program on the machine may be fetching too).
        let home = try await tmux.appPID()
        let children = ProcessSpawn.run(["pgrep", "-P", "\(home)", "-f", "widgetty-fetch"], environment: tmux.environment, directory: tmux.directory)
        #expect(children.output.isEmpty, "fetch processes left: \(children.output)")
        tmux.sendKeys("q")
        _ = try await tmux.waitForExit(timeout: .seconds(10))
    }
}
