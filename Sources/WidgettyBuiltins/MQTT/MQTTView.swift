import Foundation
import WidgettyKit
import WidgettyUI

/// The MQTT cell: its title (and, when the connection is not up, the age and the reason), then
/// the values — one in big digits with its topic under it, several as a table of topic and
/// value (``HTTPFieldsFace``) — or the topics it waits on.
struct MQTTView: View {
    let entry: MQTTEntry

    var body: some View {
        let warning = [entry.staleText, entry.notice].compactMap { $0 }.joined(separator: " · ")
        SourceCell(title: entry.title, problem: entry.problem, staleText: warning.isEmpty ? nil : warning, inline: inline) { width, rows in
            if !entry.readings.isEmpty {
                HTTPFieldsFace(lines: lines, width: width, rows: rows)
            } else if entry.problem == nil {
                Text(verbatim: "Waiting for a message on " + entry.topics.joined(separator: ", ")).foregroundStyle(.secondary)
            }
        }
    }

    /// `label: value` a reading.
    private var lines: [String] {
        zip(MQTTReading.labels(entry.readings.map(\.topic)), entry.readings).map { $0 + ": " + $1.value }
    }

    private var inline: String {
        if let problem = entry.problem { return "⚠ " + problem }
        let marker = entry.staleText == nil ? "" : "⚠ "
        let first = lines.first ?? "waiting"
        return marker + [entry.title, first].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
