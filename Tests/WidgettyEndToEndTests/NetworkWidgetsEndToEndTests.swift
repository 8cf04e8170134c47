import Foundation
import Testing
import WidgettyTestSupport

/// The `http` and `monitor` widgets on a real screen against the loopback server: the board
/// fills; the server stops and the cells say offline with their age, keeping the last lines;
/// the server comes back on the same port and they recover by themselves, no key pressed.
@Suite struct NetworkWidgetsEndToEndTests {
    @Test func networkCellsGoOfflineAndRecoverWithoutAKey() async throws {
        let board = try await Self.board { port in
            """
                  - kind: http
                    family: medium
                    params:
                      url: "http://127.0.0.1:\(port)/count"
                      title: Counter
                      lines: ["count {/count|int}"]
                      refresh: 5
                      timeout: 2
                  - kind: monitor
                    family: medium
                    params:
                      targets: ["http://127.0.0.1:\(port)/monitor/ok", "127.0.0.1:\(port)"]
                      refresh: 5
                      timeout: 2
                  - kind: clock

            """
        }
        var server = board.server
        let tmux = board.tmux
        let port = server.port
        defer { tmux.close() }
        let filled = try await tmux.waitFor("the counter and both monitor rows", timeout: .seconds(15)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("count ") && text.contains("/monitor/ok") && text.contains("200 · ") && text.contains("TCP · ")
        }
        #expect(!filled.joined().contains("offline"))

        server.stop()
        let offline = try await tmux.waitFor("offline cells", timeout: .seconds(20)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("— offline") && text.contains("connection refused") && text.contains("✗")
        }
        let offlineText = offline.joined(separator: "\n")
        #expect(offlineText.contains("updated just now — offline"))
        #expect(offlineText.contains("count "), "the last good line stays under the marker")
        #expect(offlineText.contains("refused · up just now") || offlineText.contains("refused · up 1 min ago"),
                "the monitor says when it was last up:\n\(offlineText)")

        server = try LoopbackHTTPServer(port: port)
        let recovered = try await tmux.waitFor("recovered cells", timeout: .seconds(20)) { screen in
            let text = screen.joined(separator: "\n")
            return !text.contains("offline") && !text.contains("✗") && text.contains("200 · ") && text.contains("count 1")
        }
        #expect(recovered.joined().contains("TCP · "))
        server.stop()
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// Weather, a feed and GitHub against the loopback server (serving the services' documented
    /// answers): the board fills; with the server gone, a reload from the command line makes each
    /// show its last answer under "updated just now — offline"; the server comes back and they
    /// recover on their own within their first retry (30 s), no key pressed, no command.
    @Test func weatherFeedsAndGitHubKeepTheirLastAnswerOfflineAndRecover() async throws {
        let board = try await Self.board { port in
            """
                  - kind: weather
                    family: medium
                    params: { baseURL: "http://127.0.0.1:\(port)/" }
                  - kind: feed
                    family: medium
                    params: { feeds: ["http://127.0.0.1:\(port)/feeds/rss.xml"] }
                  - kind: github
                    family: medium
                    params: { repository: octo-org/harbour, baseURL: "http://127.0.0.1:\(port)/api/v3" }

            """
        }
        var server = board.server
        let tmux = board.tmux
        let port = server.port
        defer { tmux.close() }
        _ = try await tmux.waitFor("the forecast, the feed and the commits", timeout: .seconds(15)) { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("51.51°N") && text.contains("°C") && text.contains("Ferry timetable")
                && text.contains("Tune refresh rates for W1")
        }

        server.stop()
        let reload = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload"], environment: tmux.environment, directory: tmux.directory)
        #expect(reload.status == 0, "\(reload.output)")
        let offline = try await tmux.waitFor("three cells offline with their last answer", timeout: .seconds(20)) { screen in
            screen.joined(separator: "\n").components(separatedBy: "updated just now — offline").count == 4
        }
        let offlineText = offline.joined(separator: "\n")
        #expect(offlineText.contains("Ferry timetable") && offlineText.contains("Tune refresh rates for W1") && offlineText.contains("°C"),
                "the last answers stay under their markers:\n\(offlineText)")

        server = try LoopbackHTTPServer(port: port)
        let recovered = try await tmux.waitFor("recovered cells", timeout: .seconds(45)) { screen in
            let text = screen.joined(separator: "\n")
            return !text.contains("offline") && text.contains("Ferry timetable") && text.contains("Tune refresh rates for W1")
        }
        #expect(recovered.joined().contains("°C"))
        server.stop()
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// The loopback server, and a screen whose one page holds `widgets(port)` (YAML list items).
    private static func board(_ widgets: (Int) -> String) async throws -> (server: LoopbackHTTPServer, tmux: TmuxSession) {
        let server = try LoopbackHTTPServer()
        let home = "pages:\n  - name: Net\n    widgets:\n" + widgets(server.port) + "\n"
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", home)
        }
        return (server, tmux)
    }
}
