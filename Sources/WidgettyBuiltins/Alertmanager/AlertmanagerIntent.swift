import Foundation
import WidgettyKit

/// The Alertmanager widget's settings: a server, which alerts, and a token.
struct AlertmanagerIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Alertmanager"
    static let description: IntentDescription = "The alerts firing now, grouped by severity, and the active silences."

    @Parameter(title: "Server", description: "Alertmanager's address (http://HOST:9093).", default: AlertmanagerRequest.defaultServer)
    var baseURL: URL

    @Parameter(title: "Filter", description: "Label matchers every alert shown must match: team=\"db\", severity=~\"critical|warning\", env!=dev.",
               default: [])
    var filter: [String]

    @Parameter(title: "Show silenced", description: "List silenced and inhibited alerts too (marked ⊘).", default: false)
    var showSilenced: Bool

    @Parameter(title: "Token", description: "A bearer token, best given as a secret (${env:ALERTMANAGER_TOKEN}); never shown. Empty: none.",
               default: "")
    var token: String

    @Parameter(title: "Refresh (s)", default: 60, inclusiveRange: (10, 86_400))
    var refresh: Int
}
