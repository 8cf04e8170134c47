import Foundation
import WidgettyKit

/// What the `http` widget makes of the answer.
enum HTTPWidgetMode: String, AppEnum {
    /// Fields picked from JSON into `lines`.
    case fields
    /// The answer is a whole timeline in the script-widget protocol (README: Script widgets).
    case timeline

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [HTTPWidgetMode: DisplayRepresentation] = [
        .fields: "JSON fields", .timeline: "Timeline from the server",
    ]
}

/// The `http` widget's settings: the request, and how its answer is shown.
struct HTTPWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "HTTP / JSON"
    static let description: IntentDescription = "Fields of a JSON API, or a timeline a server pushes."

    @Parameter(title: "URL", description: "An http or https URL.")
    var url: URL?

    @Parameter(title: "Mode", default: .fields)
    var mode: HTTPWidgetMode

    @Parameter(title: "Title", description: "Shown above the lines; empty for none.", default: "")
    var title: String

    @Parameter(title: "Lines", description: "Text with {/json/pointer} or {/pointer|format}: int, fixed:N, percent, date, time, date:PATTERN.",
               default: [])
    var lines: [String]

    @Parameter(title: "Method", default: "GET")
    var method: String

    @Parameter(title: "Headers", description: "One 'Name: value' each.", default: [])
    var headers: [String]

    @Parameter(title: "Body", description: "Sent with the request (POST, PUT); empty for none.", default: "")
    var body: String

    @Parameter(title: "Refresh (s)", description: "Seconds between reloads when the server says nothing else.",
               default: 300, inclusiveRange: (5, 86_400))
    var refresh: Int

    @Parameter(title: "Timeout (s)", default: 15, inclusiveRange: (1, 120))
    var timeout: Int

    @Parameter(title: "Insecure", description: "Skip the certificate check: only for a server you control.", default: false)
    var insecure: Bool
}
