import Foundation
import WidgettyKit
import WidgettyUI

/// The feed cell: as many of the newest items as its rows hold (``LinkedItemList``), each a link
/// (its hint letter opens it and marks it read) — unread ones with a `●`, read ones dim — under
/// a header of counts from medium on. Each item's source and age go beside its title when the
/// cell is wide (its address under it), else under it while there are rows for two lines an
/// item. Small wraps the newest title over two lines.
struct FeedView: View {
    let entry: FeedEntry
    @Environment(\.widgetFamily) private var family

    /// The most items laid out, more than a cell has rows.
    static let shownItems = 60
    private static let fallback = URL(string: "widgetty://feed/open")!

    var body: some View {
        // Read here: the reader's content is built when it is drawn.
        let family = family
        GeometryReader { proxy in
            let width = Int(proxy.size.width)
            VStack(alignment: .leading, spacing: 0) {
                if family != .systemSmall {
                    FeedHeader(entry: entry, width: width)
                }
                if !entry.items.isEmpty {
                    LinkedItemList(items: entry.items.prefix(Self.shownItems).map(listed), width: width,
                                   rows: Int(proxy.size.height) - noticeRows(family), wrapsFirst: family == .systemSmall,
                                   fallback: Self.fallback)
                        .frame(maxHeight: .infinity)
                } else if entry.problems.isEmpty {
                    Text(verbatim: "No items").foregroundStyle(.secondary)
                }
                ForEach(Array((entry.stale ?? []).enumerated()), id: \.offset) { _, line in
                    Text(verbatim: "⚠ " + line).foregroundStyle(.yellow).lineLimit(noticeLines(family))
                }
                ForEach(Array(entry.problems.enumerated()), id: \.offset) { _, problem in
                    Text(verbatim: problem).foregroundStyle(.red).lineLimit(noticeLines(family))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .widgetURL(entry.items.first.flatMap(FeedProvider.openURL))
    }

    /// An item as a line of the list: marked unread or dim, its source and age beside it (or
    /// under it when narrow), its address under it when wide.
    private func listed(_ item: FeedItem) -> ListedItem {
        let isRead = entry.readIDs.contains(item.id)
        let byline = FeedText.byline(item, at: entry.date)
        return ListedItem(title: (isRead ? "  " : "● ") + item.title, aside: byline, wideSecond: FeedText.address(item),
                          narrowSecond: byline, link: FeedProvider.openURL(item), isDim: isRead)
    }

    private func noticeLines(_ family: WidgetFamily) -> Int { family == .systemSmall ? 3 : 1 }

    /// The rows the header, the stale notices and the problems take (at most).
    private func noticeRows(_ family: WidgetFamily) -> Int {
        (family == .systemSmall ? 0 : 1) + ((entry.stale ?? []).count + entry.problems.count) * noticeLines(family)
    }
}

/// `3 unread of 20`, and when wide the feeds the items come from with their counts.
struct FeedHeader: View {
    let entry: FeedEntry
    let width: Int

    var body: some View {
        HStack(spacing: 2) {
            Text(verbatim: FeedText.header(entry)).bold().lineLimit(1)
            if width >= LinkedItemLayout.wideWidth {
                Spacer(minLength: 0)
                Text(verbatim: FeedText.sources(entry.items)).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}
