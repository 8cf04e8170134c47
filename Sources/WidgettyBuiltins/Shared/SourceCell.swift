import Foundation
import WidgettyKit
import WidgettyUI

/// A data-source cell (Prometheus, Alertmanager, MQTT): on the lock screen's inline line, its
/// `inline` text; in a home-screen cell, ``SourceCellHeader`` over `content`, which is given
/// the columns and the rows left under the header; the whole cell a link to `link`.
struct SourceCell<Content: View>: View {
    let title: String
    let problem: String?
    let staleText: String?
    let inline: String
    let link: URL?
    let content: @MainActor (_ width: Int, _ rows: Int) -> Content
    @Environment(\.widgetFamily) private var family

    init(title: String, problem: String?, staleText: String?, inline: String, link: URL? = nil,
         @ViewBuilder content: @escaping @MainActor (_ width: Int, _ rows: Int) -> Content) {
        self.title = title
        self.problem = problem
        self.staleText = staleText
        self.inline = inline
        self.link = link
        self.content = content
    }

    var body: some View {
        if family == .accessoryInline {
            Text(verbatim: inline)
        } else {
            GeometryReader { proxy in
                let width = Int(proxy.size.width)
                let rows = Int(proxy.size.height)
                    - SourceCellHeader.rows(title: title, problem: problem, staleText: staleText, family: family, width: width)
                VStack(alignment: .leading, spacing: 0) {
                    SourceCellHeader(title: title, problem: problem, staleText: staleText)
                    content(width, rows)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .widgetURL(link)
        }
    }
}
