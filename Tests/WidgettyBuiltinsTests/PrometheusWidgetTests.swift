import Foundation
import Testing
import WidgettyHTTP
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The `prometheus` widget against a real Prometheus (Debian's package) scraping itself every
/// second on loopback: a value with its legend, unit and format; a chart of a range; the
/// server's own reason for a bad query; and, with the server gone, the last good value under
/// "offline". One server for the suite's one test: its start-up is the slow part.
@MainActor
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["prometheus"]).isEmpty,
                "prometheus is not installed: `make test` installs it (scripts/install-deps.sh --servers)"))
struct PrometheusWidgetTests {
    func provider(_ store: SharedStore) -> PrometheusProvider {
        let client = NetworkClient(exchanger: HTTPExchanger(environment: [:]), jitter: { 0 })
        return PrometheusProvider(loader: NetworkTimelineLoader(
            client: client, lastGood: LastGoodStore(store: { store }), suspend: SuspendDetector(suspendedSeconds: { 0 })))
    }

    func intent(_ server: URL, _ query: String, show: PrometheusShow = .value) -> PrometheusIntent {
        let intent = PrometheusIntent()
        intent.baseURL = server
        intent.query = query
        intent.show = show
        intent.timeout = 5
        return intent
    }

    func rendered(_ entry: PrometheusEntry, width: Int = 60, height: Int = 10) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor("prometheus"), entry: AnyTimelineEntry(entry), family: .systemMedium,
                              width: width, height: height, now: entry.date).trimmedLines
    }

    @Test func valuesChartsReasonsAndTheLastGoodValueFromARealPrometheus() async throws {
        let server = try FleetServers.prometheus()
        defer { server.stop() }
        let store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("prometheus-\(UUID()).sqlite3"))
        let provider = provider(store)
        let context = BuiltinHarness.context(.systemMedium, width: 60, height: 10)

        // The first scrape comes about a second after the start.
        let up = intent(server.baseURL, "up")
        up.legend = "job"
        var entry: PrometheusEntry?
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let loaded = await provider.timeline(for: up, in: context).entries.first
            if loaded?.series.isEmpty == false { entry = loaded; break }
            try await Task.sleep(for: .milliseconds(200))
        }
        let value = try #require(entry, "Prometheus never answered `up` with a series")
        #expect(value.series.map(\.name) == ["prometheus"])
        #expect(value.series.first?.latest == "1")
        #expect(value.stale == nil && value.problem == nil)
        let lines = try rendered(value)
        #expect(lines.first == "up")
        #expect(lines.contains { $0.contains("prometheus") }, "the legend names the series:\n\(lines.joined(separator: "\n"))")

        // Unit and format: 0.4242 as a percent, 3 MiB in binary units, with the unit after each.
        let percent = intent(server.baseURL, "up * 0.4242")
        percent.format = "percent"
        percent.title = "Share"
        let shown = try #require(await provider.timeline(for: percent, in: context).entries.first)
        #expect(shown.series.first.map(shown.latestText) == "42%")
        let bytes = intent(server.baseURL, "up * 3 * 1024 * 1024")
        bytes.format = "bytes"
        bytes.unit = "in use"
        let sized = try #require(await provider.timeline(for: bytes, in: context).entries.first)
        #expect(sized.series.first.map(sized.latestText) == "3.0M in use")

        // A chart of the last minute: a value per step, read until three scrapes are in it.
        let chart = intent(server.baseURL, "prometheus_tsdb_head_series", show: .chart)
        chart.rangeMinutes = 1
        chart.title = "Head series"
        var charted = try #require(await provider.timeline(for: chart, in: context).entries.first)
        let scraped = Date().addingTimeInterval(60)
        while (charted.series.first?.values.compactMap { $0 }.count ?? 0) < 3, Date() < scraped {
            try await Task.sleep(for: .milliseconds(250))
            charted = try #require(await provider.timeline(for: chart, in: context).entries.first)
        }
        let series = try #require(charted.series.first)
        #expect(series.values.count >= 50 && series.values.count <= 61, "a minute at a 1 s step: \(series.values.count)")
        #expect(series.values.compactMap { $0 }.count >= 3, "scraped at least three times")
        let chartLines = try rendered(charted)
        #expect(chartLines[0] == "Head series")
        #expect(chartLines[1].hasPrefix("instance=127.0.0.1:\(server.port), job=prometheus"))
        #expect(chartLines.dropFirst(2).contains { $0.contains("█") }, "bars under the series:\n\(chartLines.joined(separator: "\n"))")

        // A query Prometheus refuses: its own reason, not only the status.
        let bad = intent(server.baseURL, "sum(rate(")
        let refused = try #require(await provider.timeline(for: bad, in: context).entries.first)
        #expect(refused.stale?.reason.hasPrefix("HTTP 400: ") == true && refused.stale?.reason.contains("parse error") == true,
                "\(refused.stale?.reason ?? "none")")
        #expect(refused.series.isEmpty)

        // The server gone: the last good value of the same settings, marked offline.
        server.stop()
        let offline = try #require(await provider.timeline(for: up, in: context).entries.first)
        #expect(offline.series.first?.latest == "1")
        // "just now" unless the machine was slow enough between the two loads to make it "1 min ago".
        let stale = try #require(offline.staleText)
        #expect(stale.hasPrefix("updated ") && stale.hasSuffix(" — offline · connection refused by 127.0.0.1:\(server.port)"), "\(stale)")
        #expect(try rendered(offline, width: 100).contains("⚠ " + stale))
    }
}
