import Foundation
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyTerminal
@testable import WidgettyBuiltins

extension BuiltinCellFitTests {
    /// Realistic entries of the fleet's data sources: three instances' request rates over an
    /// hour (a chart in large cells, values in the others), five alerts of three severities and a
    /// silence, and three rooms' temperatures from MQTT.
    static func fleetEntry(_ kind: String, family: WidgetFamily, size: Size) async throws -> AnyTimelineEntry {
        let now = BuiltinHarness.sunday
        switch kind {
        case "prometheus":
            let series = ["api-1:8080", "api-2:8080", "api-3:8080"].enumerated().map { index, name in
                let values = (0..<120).map { Optional(140 + 30 * Double(index) + 25 * sin(Double($0 + 11 * index) / 7)) }
                return PrometheusSeries(name: name, latest: String(Int((values.last.flatMap { $0 } ?? 0).rounded())), values: values)
            }
            let show: PrometheusShow = family == .systemSmall ? .value : .chart
            return AnyTimelineEntry(PrometheusEntry(date: now, title: "HTTP requests", show: show, series: series, unit: "req/s",
                                                    format: "auto"))
        case "alertmanager":
            func ago(_ minutes: Double) -> Date { now.addingTimeInterval(-minutes * 60) }
            let alerts = [
                AlertmanagerAlert(name: "DiskAlmostFull", severity: "critical", instance: "db-1", summary: "/var at 96%", startsAt: ago(12),
                                  isSuppressed: false),
                AlertmanagerAlert(name: "HighLatency", severity: "warning", instance: "api-2", summary: "p95 above 800 ms",
                                  startsAt: ago(35), isSuppressed: false),
                AlertmanagerAlert(name: "CertificateExpiry", severity: "warning", instance: "www", summary: "expires in 9 days",
                                  startsAt: ago(600), isSuppressed: false),
                AlertmanagerAlert(name: "BackupSlow", severity: "info", instance: "nas", summary: "took 3 h", startsAt: ago(90),
                                  isSuppressed: false),
                AlertmanagerAlert(name: "ClockSkew", severity: "info", instance: "lab-4", summary: "62 ms behind", startsAt: ago(4),
                                  isSuppressed: false),
            ]
            let silence = AlertmanagerSilence(id: "1", matchers: "alertname=NodeReboot, env=staging", createdBy: "ada",
                                              comment: "kernel upgrade", endsAt: now.addingTimeInterval(7_200))
            return AnyTimelineEntry(AlertmanagerEntry(date: now, state: AlertmanagerState(alerts: alerts, silences: [silence])))
        default:
            let rooms = [("living-room", "21.4 °C"), ("kitchen", "23.1 °C"), ("bedroom", "19.8 °C")]
            return AnyTimelineEntry(MQTTEntry(date: now, title: "Temperatures",
                                              readings: rooms.map { MQTTReading(topic: "home/\($0.0)/temperature", value: $0.1, receivedAt: now) },
                                              topics: ["home/+/temperature"]))
        }
    }
}
