import Foundation
import WidgettyKit
import WidgettyUI

/// The `http` widget's face: its title, the filled-in lines laid out to the cell
/// (``HTTPFieldsFace``) or the server's entry, and above them, when the entries are not fresh,
/// the age marker and the reason.
struct HTTPWidgetView: View {
    let entry: HTTPWidgetEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryInline {
            Text(verbatim: inline)
        } else {
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    if !entry.title.isEmpty { Text(verbatim: entry.title).bold().lineLimit(1) }
                    if let problem = entry.problem {
                        Text(verbatim: "⚠ " + problem).foregroundStyle(.red)
                    }
                    if let staleText = entry.staleText {
                        Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(staleLines(family))
                    }
                    if let pushed = entry.pushed {
                        ScriptView(entry: pushed)
                    } else if !entry.lines.isEmpty {
                        HTTPFieldsFace(lines: entry.lines, width: Int(proxy.size.width),
                                       rows: Int(proxy.size.height) - headerRows(family, width: Int(proxy.size.width)))
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    private func staleLines(_ family: WidgetFamily) -> Int { family == .systemSmall ? 3 : 2 }

    /// The rows above the lines (at most): the title, the problem, the stale notice.
    private func headerRows(_ family: WidgetFamily, width: Int) -> Int {
        (entry.title.isEmpty ? 0 : 1) + (entry.problem.map { TextMeasure.lineCount("⚠ " + $0, width: width) } ?? 0)
            + (entry.staleText.map { min(staleLines(family), TextMeasure.lineCount("⚠ " + $0, width: width)) } ?? 0)
    }

    private var inline: String {
        if let problem = entry.problem { return "⚠ " + problem }
        let first = entry.pushed?.lines.first ?? entry.lines.first ?? ""
        let marker = entry.stale.map { _ in "⚠ " } ?? ""
        return marker + [entry.title, first].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}

/// A JSON API's fields in a template, or a timeline a server pushes, kind `http`.
public struct HTTPWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "http", intent: HTTPWidgetIntent.self, provider: HTTPWidgetProvider()) { entry in
            HTTPWidgetView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(HTTPWidgetEntry.alertValueNames)
        .configurationDisplayName("HTTP / JSON")
        .description("Fields of a JSON API picked by JSON Pointer into lines, or a timeline the server pushes (README: HTTP widgets).")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        .linksFromRemoteContent()
        // The call's limit is what the home file says: the request has its `timeout`; its fetch process is ended 5 s after.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(6))
    }
}
