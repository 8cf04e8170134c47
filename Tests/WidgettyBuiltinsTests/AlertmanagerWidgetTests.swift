import Foundation
import Testing
import WidgettyHTTP
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The `alertmanager` widget against a real Alertmanager (Debian's package) on loopback: alerts
/// and a silence posted to its API v2 by the test, read back through the widget — grouped by
/// severity, the silenced one left out (or marked when asked), a filter, and, with the server
/// gone, the last good list under "offline".
@MainActor
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["prometheus-alertmanager"]).isEmpty,
                "prometheus-alertmanager is not installed: `make test` installs it (scripts/install-deps.sh --servers)"))
struct AlertmanagerWidgetTests {
    let exchanger = HTTPExchanger(environment: [:])

    /// POSTs `json` to the server's `path`; the answer's body.
    func post(_ server: PackagedServer, _ path: String, _ json: String) async throws -> String {
        let request = NetworkRequest(url: server.baseURL.appendingPathComponent(path), method: "POST",
                                     headers: [NetworkHeader("Content-Type", "application/json")], body: Data(json.utf8))
        let response = try await exchanger.exchange(request).outcome.get()
        #expect((200..<300).contains(response.status), "\(path): \(response.status) \(response.text)")
        return response.text
    }

    func alert(_ name: String, severity: String?, instance: String, summary: String, minutesAgo: Double) -> String {
        let started = Date().addingTimeInterval(-minutesAgo * 60).ISO8601Format()
        let severityLabel = severity.map { ", \"severity\": \"\($0)\"" } ?? ""
        return """
            {"labels": {"alertname": "\(name)", "instance": "\(instance)"\(severityLabel)},
             "annotations": {"summary": "\(summary)"}, "startsAt": "\(started)",
             "generatorURL": "http://prometheus.example/graph?g0.expr=\(name)"}
            """
    }

    func intent(_ server: PackagedServer) -> AlertmanagerIntent {
        let intent = AlertmanagerIntent()
        intent.baseURL = server.baseURL
        return intent
    }

    @Test func postedAlertsComeBackGroupedBySeverityWithTheSilences() async throws {
        let server = try FleetServers.alertmanager()
        defer { server.stop() }
        let store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("alertmanager-\(UUID()).sqlite3"))
        let provider = AlertmanagerProvider(client: NetworkLayerClient(client: NetworkClient(exchanger: exchanger, jitter: { 0 })),
                                            kept: KeptAnswer(store: LastGoodStore(store: { store }), failures: FailureCounts()))
        let context = BuiltinHarness.context(.systemLarge, width: 70, height: 16)
        let alerts = [
            alert("HighLatency", severity: "warning", instance: "api-2", summary: "p95 above 800 ms", minutesAgo: 35),
            alert("DiskAlmostFull", severity: "critical", instance: "db-1", summary: "/var at 96%", minutesAgo: 12),
            alert("CertificateExpiry", severity: "warning", instance: "www", summary: "expires in 9 days", minutesAgo: 600),
            alert("NoisyBackup", severity: "info", instance: "nas", summary: "took 3 h", minutesAgo: 5),
            alert("Unlabelled", severity: nil, instance: "lab", summary: "no severity", minutesAgo: 1),
        ]
        _ = try await post(server, "api/v2/alerts", "[" + alerts.joined(separator: ",") + "]")
        let ends = Date().addingTimeInterval(2 * 3600).ISO8601Format()
        let silence = try await post(server, "api/v2/silences", """
            {"matchers": [{"name": "alertname", "value": "NoisyBackup", "isRegex": false, "isEqual": true}],
             "startsAt": "\(Date().addingTimeInterval(-60).ISO8601Format())", "endsAt": "\(ends)",
             "createdBy": "ada", "comment": "nightly job"}
            """)
        #expect(silence.contains("silenceID"))

        // The silence applies as the alerts are processed: read until it does (a few seconds at most).
        var entry = try #require(await provider.timeline(for: intent(server), in: context).entries.first)
        let deadline = Date().addingTimeInterval(30)
        while entry.state.alerts.count != 4 || entry.state.silences.count != 1, Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
            entry = try #require(await provider.timeline(for: intent(server), in: context).entries.first)
        }
        #expect(entry.problem == nil && entry.staleText == nil)
        #expect(Set(entry.state.alerts.map(\.name)) == ["HighLatency", "DiskAlmostFull", "CertificateExpiry", "Unlabelled"])
        #expect(entry.state.silences.map(\.matchers) == ["alertname=NoisyBackup"])
        #expect(entry.state.silences.first?.createdBy == "ada")

        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("alertmanager"), entry: AnyTimelineEntry(entry), family: .systemLarge,
                                          width: 70, height: 16, now: entry.date).trimmedLines
        let text = lines.joined(separator: "\n")
        #expect(lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["Alertmanager", "4 firing · 1 silence", "‼ critical 1"], "\(text)")
        let disk = try #require(entry.state.alerts.first { $0.name == "DiskAlmostFull" })
        let age = FeedText.age(entry.date.timeIntervalSince(try #require(disk.startsAt)))
        #expect(age.hasSuffix("m") && (Int(age.dropLast()) ?? 0) >= 12, "posted 12 minutes old: \(age)")
        #expect(lines[3].hasPrefix("  DiskAlmostFull · db-1 · /var at 96%") && lines[3].hasSuffix(age), "\(text)")
        #expect(lines[4] == "▲ warning 2")
        #expect(lines[5].hasPrefix("  HighLatency · api-2") && lines[6].hasPrefix("  CertificateExpiry · www"), "newest first:\n\(text)")
        #expect(lines[7] == "• no severity 1")
        #expect(lines[9] == "⊘ silenced 1" && lines[10].hasPrefix("  alertname=NoisyBackup · ada") && lines[10].hasSuffix("ends in 1h"), "\(text)")
        #expect(!lines.contains { $0.hasPrefix("  NoisyBackup") }, "the silenced alert is not listed as firing")

        // Silenced ones when asked, marked; a filter sent to the server.
        let all = intent(server)
        all.showSilenced = true
        let withSilenced = try #require(await provider.timeline(for: all, in: context).entries.first)
        #expect(withSilenced.state.alerts.first { $0.name == "NoisyBackup" }?.isSuppressed == true)
        #expect(AlertmanagerLines.summary(withSilenced.state) == "4 firing · 1 suppressed · 1 silence")
        let warnings = intent(server)
        warnings.filter = ["severity=\"warning\""]
        let filtered = try #require(await provider.timeline(for: warnings, in: context).entries.first)
        #expect(Set(filtered.state.alerts.map(\.name)) == ["HighLatency", "CertificateExpiry"])

        // The server gone: the same settings show their last list, marked offline.
        server.stop()
        let offline = try #require(await provider.timeline(for: intent(server), in: context).entries.first)
        #expect(offline.state.alerts.count == 4)
        #expect(offline.staleText?.hasSuffix(" — offline · connection refused by 127.0.0.1:\(server.port)") == true,
                "\(offline.staleText ?? "none")")
    }
}
