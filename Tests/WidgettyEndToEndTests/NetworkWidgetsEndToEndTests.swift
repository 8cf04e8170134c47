import Foundation
import Testing
import WidgettyTestSupport

/// The `http` and `monitor` widgets on a real screen against the loopback server: the board
/// fills; the server stops and the cells say offline with their age, keeping the last lines;
/// the server comes back on the same port and they recover by themselves, no key pressed.
@Suite struct NetworkWidgetsEndToEndTests {
    @Test func networkCellsGoOfflineAndRecoverWithoutAKey() async throws {
        var server = try LoopbackHTTPServer()
        let port = server.port
        let home = """
            pages:
              - name: Net
                widgets:
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
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", home)
        }
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
}
