import Foundation
import WidgettyKit
import WidgettyUI

/// The Alertmanager cell: "Alertmanager", the summary, then the alerts grouped by severity
/// (each group's mark and colour: red for critical and error, yellow for warning, blue for
/// info) and the silences, as many as the rows hold (``AlertmanagerLines``); each alert a link
/// to the rule that fired it.
struct AlertmanagerView: View {
    let entry: AlertmanagerEntry

    var body: some View {
        let inline = entry.problem.map { "⚠ " + $0 } ?? (entry.staleText == nil ? "" : "⚠ ") + AlertmanagerLines.summary(entry.state)
        SourceCell(title: "Alertmanager", problem: entry.problem, staleText: entry.staleText, inline: inline, link: entry.link) { width, rows in
            if entry.problem == nil {
                ForEach(Array(AlertmanagerLines(entry.state, now: entry.date, rows: rows).lines.enumerated()), id: \.offset) { _, line in
                    row(line, wide: width >= 40)
                }
            }
        }
    }

    @ViewBuilder
    private func row(_ line: AlertmanagerLines.Line, wide: Bool) -> some View {
        let text = HStack(spacing: 1) {
            Text(verbatim: line.text).lineLimit(1).foregroundStyle(color(line.kind))
            if wide && !line.aside.isEmpty {
                Spacer(minLength: 1)
                Text(verbatim: line.aside).foregroundStyle(.secondary).lineLimit(1).layoutPriority(1)
            }
        }
        if let link = line.link {
            Link(destination: link) { text }
        } else {
            text
        }
    }

    private func color(_ kind: AlertmanagerLines.Line.Kind) -> Color {
        switch kind {
        case .group(let rank): return [Color.red, .red, .yellow, .blue, .primary, .secondary][rank.order]
        case .alert(let suppressed): return suppressed ? .secondary : .primary
        case .summary: return entry.state.alerts.contains { !$0.isSuppressed } ? .red : .green
        case .silences, .silence, .note, .blank, .more: return .secondary
        }
    }
}
