import Foundation
import Synchronization
import Testing
import WidgettyHTTP
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The `http` and `monitor` widgets against the loopback server: each case leaves a cell that
/// shows data or says why not, with the last good lines kept.
@Suite(.serialized) @MainActor struct NetworkWidgetTests {
    let server: LoopbackHTTPServer
    let now = Date(timeIntervalSince1970: 1_795_356_309)
    let store: SharedStore

    init() throws {
        server = try LoopbackHTTPServer()
        store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("net-widgets-\(UUID()).sqlite3"))
    }

    func httpProvider() -> HTTPWidgetProvider {
        let now = self.now
        let store = self.store
        let client = NetworkClient(exchanger: HTTPExchanger(environment: [:]), now: { now }, jitter: { 0 })
        return HTTPWidgetProvider(now: { now }, loader: NetworkTimelineLoader(
            client: client, lastGood: LastGoodStore(store: { store }), suspend: SuspendDetector(suspendedSeconds: { 0 }), now: { now }))
    }

    func intent(_ path: String, lines: [String] = ["{/name}: {/temperature|fixed:1}°", "{/items/1/title}"]) -> HTTPWidgetIntent {
        let intent = HTTPWidgetIntent()
        intent.url = server.url(path)
        intent.title = "API"
        intent.lines = lines
        intent.refresh = 60
        intent.timeout = 5
        return intent
    }

    /// `{/name}: {/temperature|fixed:1}°` and `{/items/1/title}` filled in from /json, at 100×8.
    let fieldsFace = ["API", "                ╶──┐    ╷   ┌──╴", "                   │    │   │",
                          "                ┌──┘    │   └──┐                                        second",
                          "                │       │      │", "                └──╴    ╵ • ╶──┘", "                  loopback (°)"
    ]

    func rendered(_ entry: HTTPWidgetEntry, _ family: WidgetFamily = .systemMedium) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor("http"), entry: AnyTimelineEntry(entry), family: family,
                              width: 100, height: 8, now: now).trimmedLines
    }

    @Test func fieldsArePickedIntoTheLinesAndTheServersMaxAgeSetsTheReload() async throws {
        let timeline = await httpProvider().timeline(for: intent("/json"), in: BuiltinHarness.context(.systemMedium))
        let entry = try #require(timeline.entries.first)
        // The first line's number in big digits with its label under it, the other lines beside.
        #expect(try rendered(entry) == fieldsFace)
        #expect(timeline.policy == .after(now + 120))
    }

    @Test func everyFailingCaseKeepsTheLastGoodLinesAndExplains() async throws {
        let provider = httpProvider()
        let context = BuiltinHarness.context(.systemMedium)
        // A good answer first (kept), then each failure under the same widget key (the same settings).
        let good = intent("/json")
        _ = await provider.timeline(for: good, in: context)
        let cases: [(String, String)] = [
            ("/status/500", "HTTP 500 Internal Server Error"),
            ("/status/429", "HTTP 429 Too Many Requests"),
            ("/hang", "no complete answer within 5 s"),
            ("/drip", "no complete answer within 5 s"),
            ("/loop/a", "a redirect loop"),
            ("/invalid-json", "invalid JSON at 1:37: expected a JSON value, found end of output"),
            ("/html", "the server sent an HTML page, not data (text/html)"),
            ("/big", "the answer is larger than 1 MiB"),
        ]
        for (path, reason) in cases {
            let failing = intent(path)
            failing.url = server.url(path)
            let timeline = await provider.timeline(for: failing, in: context)
            let entry = try #require(timeline.entries.first)
            #expect(entry.stale?.reason == reason, "\(path)")
            #expect(entry.lines.isEmpty)  // a new widget key: nothing good yet, the reason alone
            let lines = try rendered(entry)
            #expect(lines.contains("⚠ " + reason), "\(path): \(lines)")
        }
        // The same widget (same key) fails after its good answer: the last good lines stay under the marker.
        let stopped = server.port
        server.stop()
        good.url = URL(string: "http://127.0.0.1:\(stopped)/json")!
        let offline = await provider.timeline(for: good, in: context)
        let entry = try #require(offline.entries.first)
        #expect(try rendered(entry) == ["API", "⚠ updated just now — offline · connection refused by 127.0.0.1:\(stopped)"]
            + fieldsFace.dropFirst())
        #expect(offline.policy == .after(now + 30))
    }

    @Test func aServerCanPushAWholeTimeline() async throws {
        let pushed = intent("/timeline", lines: [])
        pushed.mode = .timeline
        let timeline = await httpProvider().timeline(for: pushed, in: BuiltinHarness.context(.systemMedium))
        #expect(timeline.entries.count == 2)
        #expect(timeline.entries.map { $0.pushed?.lines.last } == ["first entry", "second entry"])
        #expect(try rendered(timeline.entries[0]) == ["API", "pushed by the server", "first entry"])
        let notTimeline = intent("/json", lines: [])
        notTimeline.mode = .timeline
        let refused = await httpProvider().timeline(for: notTimeline, in: BuiltinHarness.context(.systemMedium))
        #expect(refused.entries.first?.stale?.reason.hasPrefix("not a timeline: 1:2: unknown key \"name\"") == true)
    }

    @Test func settingsProblemsAreShownWithoutAFetch() async throws {
        let noURL = intent("/json")
        noURL.url = nil
        #expect(await httpProvider().timeline(for: noURL, in: BuiltinHarness.context(.systemSmall)).entries.first?.problem
            == "parameter 'url' is required: an http or https URL")
        let badTemplate = intent("/json", lines: ["{/a"])
        #expect(await httpProvider().timeline(for: badTemplate, in: BuiltinHarness.context(.systemSmall)).entries.first?.problem
            == "parameter 'lines' cannot be read: lines 1:1: '{' without its '}'")
        let badHeader = intent("/json")
        badHeader.headers = ["no colon"]
        #expect(await httpProvider().timeline(for: badHeader, in: BuiltinHarness.context(.systemSmall)).entries.first?.problem
            == "parameter 'headers' line 1: expected 'Name: value', found \"no colon\"")
    }

    @Test func theMonitorShowsEachTargetUpOrDownWithLatencyAndHistory() async throws {
        let stopped = try LoopbackHTTPServer()
        stopped.stop()
        let now = self.now
        let store = self.store
        let provider = MonitorProvider(now: { now }, client: NetworkClient(exchanger: HTTPExchanger(environment: [:]), now: { now }, jitter: { 0 }),
                                       history: MonitorHistory(store: LastGoodStore(store: { store })))
        let intent = MonitorIntent()
        intent.targets = [server.url("/monitor/ok").absoluteString, server.url("/monitor/down").absoluteString,
                          "127.0.0.1:\(server.port)", "127.0.0.1:\(stopped.port)"]
        intent.timeout = 5
        _ = await provider.entry(for: intent)
        let entry = await provider.entry(for: intent)
        #expect(entry.statuses.map(\.up) == [true, false, true, false])
        #expect(entry.statuses[0].detail.hasPrefix("200 · "))
        #expect(entry.statuses[1].detail == "HTTP 503 Service Unavailable")
        #expect(entry.statuses[2].detail.hasPrefix("TCP · "))
        #expect(entry.statuses[3].detail == "connection refused by 127.0.0.1:\(stopped.port)")
        #expect(entry.statuses[0].history.count == 2 && entry.statuses[1].history.isEmpty)
        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("monitor"), entry: AnyTimelineEntry(entry),
                                          family: .systemLarge, width: 70, height: 6, now: now).trimmedLines
        // The count first, then a line a target (too few rows for their charts).
        #expect(lines.count == 5)
        #expect(lines[0] == "2 of 4 down")
        #expect(lines[1].hasPrefix("● 127.0.0.1:\(server.port)/monitor/ok"))
        #expect(lines[4].hasPrefix("✗ 127.0.0.1:\(stopped.port)") && lines[4].contains("connection refused"), "\(lines)")
        #expect(!lines[4].contains("refused by"), "the row names the address once")
        let bad = intent
        bad.targets = ["ftp://x"]
        #expect(await provider.entry(for: bad).problem == "targets 1: expected an http(s) URL or host:port, found \"ftp://x\"")
    }
}
