import Foundation
import WidgettyKit

/// The monitor's settings: what to check, how often, and what counts as slow.
struct MonitorIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Monitor"
    static let description: IntentDescription = "Whether sites and services are up, with their latency."

    @Parameter(title: "Targets", description: "http(s) URLs (up below status 400) and host:port (a TCP connection).",
               default: [])
    var targets: [String]

    @Parameter(title: "Slow above (ms)", description: "A target answering slower than this shows yellow.",
               default: 500, inclusiveRange: (1, 60_000))
    var slowMilliseconds: Int

    @Parameter(title: "Refresh (s)", default: 60, inclusiveRange: (5, 86_400))
    var refresh: Int

    @Parameter(title: "Timeout (s)", default: 5, inclusiveRange: (1, 60))
    var timeout: Int

    @Parameter(title: "Insecure", description: "Skip certificate checks: only for servers you control.", default: false)
    var insecure: Bool
}
