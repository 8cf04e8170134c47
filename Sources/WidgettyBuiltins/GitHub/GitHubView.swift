import Foundation
import WidgettyKit
import WidgettyUI

/// The GitHub cell: the newest item (title, detail, age) in small; a list from medium on, one
/// line an item (two in large and extra large), each a link to its page.
struct GitHubView: View {
    let entry: GitHubEntry
    @Environment(\.widgetFamily) private var family

    static let shownItems = 40

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: GitHubText.header(entry)).bold().lineLimit(1)
            if let staleText = entry.staleText {
                Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(family == .systemSmall ? 2 : 1)
            }
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(3)
            } else if entry.items.isEmpty {
                Text(verbatim: GitHubText.empty(entry.mode)).foregroundStyle(.secondary)
            } else if family == .systemSmall, let item = entry.items.first {
                linked(item) { Text(verbatim: GitHubText.titleLine(item)).lineLimit(3) }
                Text(verbatim: item.detail).foregroundStyle(.secondary).lineLimit(1)
                Text(verbatim: GitHubText.age(item, at: entry.date)).foregroundStyle(.secondary).lineLimit(1)
            } else {
                ForEach(Array(entry.items.prefix(Self.shownItems).enumerated()), id: \.offset) { _, item in
                    linked(item) { Text(verbatim: GitHubText.titleLine(item)).lineLimit(1) }
                    if family != .systemMedium {
                        Text(verbatim: "  " + [item.detail, GitHubText.age(item, at: entry.date)].filter { !$0.isEmpty }
                            .joined(separator: " · "))
                            .foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.link)
    }

    @ViewBuilder
    private func linked<Label: View>(_ item: GitHubItem, @ViewBuilder _ label: () -> Label) -> some View {
        if let link = item.link {
            Link(destination: link) { label() }
        } else {
            label()
        }
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
