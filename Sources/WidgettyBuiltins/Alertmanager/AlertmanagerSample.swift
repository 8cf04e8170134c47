import Foundation

/// What the gallery previews (`context.isPreview`) instead of asking Alertmanager: three
/// made-up alerts of two severities and a silence.
enum AlertmanagerSample {
    static func entry(now: Date) -> AlertmanagerEntry {
        func ago(_ minutes: Double) -> Date { now.addingTimeInterval(-minutes * 60) }
        let alerts = [
            AlertmanagerAlert(name: "DiskAlmostFull", severity: "critical", instance: "db-1", summary: "/var at 96%",
                              startsAt: ago(12), isSuppressed: false),
            AlertmanagerAlert(name: "HighLatency", severity: "warning", instance: "api-2", summary: "p95 above 800 ms",
                              startsAt: ago(35), isSuppressed: false),
            AlertmanagerAlert(name: "CertificateExpiry", severity: "warning", instance: "www", summary: "expires in 9 days",
                              startsAt: ago(600), isSuppressed: false),
        ]
        let silence = AlertmanagerSilence(id: "sample", matchers: "alertname=NodeReboot, env=staging", createdBy: "ada",
                                          comment: "kernel upgrade", endsAt: now.addingTimeInterval(2 * 3600))
        return AlertmanagerEntry(date: now, state: AlertmanagerState(alerts: alerts, silences: [silence]))
    }
}
