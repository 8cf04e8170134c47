import Foundation
import WidgettyKit
import WidgettyUI

/// The top of a data-source cell (Prometheus, Alertmanager, MQTT): its title in bold, a
/// settings problem in red, and — when what follows is not fresh — the age marker and the
/// reason in yellow (two lines at most; three in a small cell).
struct SourceCellHeader: View {
    let title: String
    let problem: String?
    let staleText: String?
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !title.isEmpty { Text(verbatim: title).bold().lineLimit(1) }
            if let problem { Text(verbatim: "⚠ " + problem).foregroundStyle(.red) }
            if let staleText { Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(Self.staleLines(family)) }
        }
    }

    /// The rows the header takes at most at `width` columns.
    static func rows(title: String, problem: String?, staleText: String?, family: WidgetFamily, width: Int) -> Int {
        (title.isEmpty ? 0 : 1) + (problem.map { TextMeasure.lineCount("⚠ " + $0, width: width) } ?? 0)
            + (staleText.map { min(staleLines(family), TextMeasure.lineCount("⚠ " + $0, width: width)) } ?? 0)
    }

    static func staleLines(_ family: WidgetFamily) -> Int { family == .systemSmall ? 3 : 2 }
}
