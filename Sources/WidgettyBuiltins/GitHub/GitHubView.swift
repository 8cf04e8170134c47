import Foundation
import WidgettyKit
import WidgettyUI

/// The GitHub cell: the list's name over as many items as its rows hold (``LinkedItemList``),
/// each a link to its page — the title with its age beside it when wide, the detail (`a1b2c3d
/// Ada Lovelace`, `#128 ada`) under it, and a commit's message body wrapped under that when there
/// are rows to spare. Small wraps the newest title over two lines.
struct GitHubView: View {
    let entry: GitHubEntry
    @Environment(\.widgetFamily) private var family

    static let shownItems = 40
    private static let fallback = URL(string: "https://github.com/")!

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: GitHubText.header(entry)).bold().lineLimit(1)
                if let staleText = entry.staleText {
                    Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(staleLines(family))
                }
                if let problem = entry.problem {
                    Text(verbatim: problem).foregroundStyle(.red).lineLimit(3)
                } else if entry.items.isEmpty {
                    Text(verbatim: GitHubText.empty(entry.mode)).foregroundStyle(.secondary)
                } else {
                    let rows = Int(proxy.size.height) - 1 - (entry.staleText == nil ? 0 : staleLines(family))
                    LinkedItemList(items: entry.items.prefix(Self.shownItems).map(listed), width: Int(proxy.size.width),
                                   rows: rows, wrapsFirst: family == .systemSmall, fallback: entry.link ?? Self.fallback)
                        .frame(maxHeight: .infinity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .widgetURL(entry.link)
    }

    private func staleLines(_ family: WidgetFamily) -> Int { family == .systemSmall ? 2 : 1 }

    /// An item as a line of the list: its age beside the title when wide, else after the detail.
    private func listed(_ item: GitHubItem) -> ListedItem {
        let age = GitHubText.age(item, at: entry.date)
        return ListedItem(title: GitHubText.titleLine(item), aside: age, wideSecond: item.detail,
                          narrowSecond: [item.detail, age].filter { !$0.isEmpty }.joined(separator: " · "),
                          note: item.body, link: item.link, isDim: false)
    }
}

/// The GitHub cell's words.
enum GitHubText {
    /// `swiftlang/swift · 3 open`-style header per mode.
    static func header(_ entry: GitHubEntry) -> String {
        switch entry.mode {
        case .commits: return entry.title
        case .pullRequests: return entry.title + (entry.problem == nil ? " · \(count(entry)) open" : "")
        case .workflowRuns:
            guard let latest = entry.items.first?.state else { return entry.title }
            return entry.title + " " + latest.glyph
        case .notifications: return entry.problem == nil ? "\(count(entry)) unread notifications" : entry.title
        }
    }

    /// A page holds at most ``GitHubRequest/perPage``: `12+` beyond.
    private static func count(_ entry: GitHubEntry) -> String {
        entry.items.count >= GitHubRequest.perPage ? "\(entry.items.count)+" : "\(entry.items.count)"
    }

    /// `✓ Fix the build` for a run, the title alone otherwise.
    static func titleLine(_ item: GitHubItem) -> String {
        (item.state.map { $0.glyph + " " } ?? "") + item.title
    }

    static func age(_ item: GitHubItem, at now: Date) -> String {
        item.date.map { FeedText.age(now.timeIntervalSince($0)) } ?? ""
    }

    static func empty(_ mode: GitHubMode) -> String {
        switch mode {
        case .commits: return "No commits"
        case .pullRequests: return "No open pull requests"
        case .workflowRuns: return "No workflow runs"
        case .notifications: return "All read"
        }
    }
}
