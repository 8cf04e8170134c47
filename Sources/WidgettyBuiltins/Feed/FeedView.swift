import Foundation
import WidgettyKit
import WidgettyUI

/// The feed cell: the newest item with its source in small; a list of items from medium on
/// (with each item's source and age under it in large and extra large). Unread items carry a
/// `●`, read ones are dim; each is a link (its hint letter opens it and marks it read).
struct FeedView: View {
    let entry: FeedEntry
    @Environment(\.widgetFamily) private var family

    /// The most items laid out, more than a cell has rows.
    static let shownItems = 60

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if family == .systemSmall {
                if let item = entry.items.first {
                    Link(destination: FeedProvider.openURL(item) ?? Self.fallback) {
                        Text(verbatim: mark(item) + item.title).lineLimit(4).foregroundStyle(style(item))
                    }
                    Text(verbatim: FeedText.byline(item, at: entry.date)).foregroundStyle(.secondary).lineLimit(1)
                }
            } else {
                Text(verbatim: FeedText.header(entry)).bold().lineLimit(1)
                ForEach(Array(entry.items.prefix(Self.shownItems).enumerated()), id: \.offset) { _, item in
                    Link(destination: FeedProvider.openURL(item) ?? Self.fallback) {
                        Text(verbatim: mark(item) + item.title).lineLimit(1).foregroundStyle(style(item))
                    }
                    if family != .systemMedium {
                        Text(verbatim: "  " + FeedText.byline(item, at: entry.date)).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
            if entry.items.isEmpty && entry.problems.isEmpty {
                Text(verbatim: "No items").foregroundStyle(.secondary)
            }
            ForEach(Array((entry.stale ?? []).enumerated()), id: \.offset) { _, line in
                Text(verbatim: "⚠ " + line).foregroundStyle(.yellow).lineLimit(family == .systemSmall ? 3 : 1)
            }
            ForEach(Array(entry.problems.enumerated()), id: \.offset) { _, problem in
                Text(verbatim: problem).foregroundStyle(.red).lineLimit(family == .systemSmall ? 3 : 1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.items.first.flatMap(FeedProvider.openURL))
    }

    private static let fallback = URL(string: "widgetty://feed/open")!

    private func mark(_ item: FeedItem) -> String {
        entry.readIDs.contains(item.id) ? "  " : "● "
    }

    private func style(_ item: FeedItem) -> HierarchicalShapeStyle {
        entry.readIDs.contains(item.id) ? .secondary : .primary
    }
}

/// The feed cell's words.
enum FeedText {
    /// `3 unread of 20`, or `20 items, all read`.
    static func header(_ entry: FeedEntry) -> String {
        let unread = entry.items.filter { !entry.readIDs.contains($0.id) }.count
        return unread == 0 ? "\(entry.items.count) items, all read" : "\(unread) unread of \(entry.items.count)"
    }

    /// `Source · 3h`, or the source alone for an undated item.
    static func byline(_ item: FeedItem, at now: Date) -> String {
        guard let date = item.date else { return item.source }
        return item.source + " · " + age(now.timeIntervalSince(date))
    }

    /// `now`, `12m`, `3h`, `2d`, `5w` (a date in the future is `now`).
    static func age(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3600))h"
        case ..<(14 * 86_400): return "\(Int(seconds / 86_400))d"
        default: return "\(Int(seconds / (7 * 86_400)))w"
        }
    }
}
