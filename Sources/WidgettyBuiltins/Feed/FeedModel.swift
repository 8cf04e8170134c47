import Foundation
import WidgettyTerminal

/// One item of a feed, as the widget lists it.
struct FeedItem: Codable, Hashable, Sendable {
    /// What the read marks are kept by: the item's guid or id, else its link, else its title.
    var id: String
    var title: String
    var link: URL?
    /// When it was published (or updated); nil when the feed gives no date it can read.
    var date: Date?
    /// The feed's title (or its host), to tell items of merged feeds apart.
    var source: String
}

/// A feed as read: its title and items, in the feed's order.
struct FeedDocument: Codable, Hashable, Sendable {
    var title: String
    var items: [FeedItem]
}

extension FeedDocument {
    /// The document with every text cut to ``TextBudget`` (titles, ids, sources) and links longer
    /// than it dropped: what a feed's answer becomes before it is kept, merged or laid out.
    func budgeted() -> FeedDocument {
        FeedDocument(title: TextBudget.cut(title), items: items.map { item in
            FeedItem(id: TextBudget.cut(item.id), title: TextBudget.cut(item.title),
                     link: item.link.flatMap { $0.absoluteString.utf8.count <= TextBudget.graphemes ? $0 : nil },
                     date: item.date, source: TextBudget.cut(item.source))
        })
    }
}

/// Items of several feeds as one list: newest first (undated items after the dated ones, in
/// their feeds' order), each id once, at most `limit`.
enum FeedMerge {
    static func merged(_ feeds: [FeedDocument], limit: Int) -> [FeedItem] {
        var seen = Set<String>()
        let all = feeds.flatMap(\.items).filter { seen.insert($0.id).inserted }
        let dated = all.filter { $0.date != nil }.enumerated().sorted {
            ($0.element.date!, -$0.offset) > ($1.element.date!, -$1.offset)
        }.map(\.element)
        return Array((dated + all.filter { $0.date == nil }).prefix(max(0, limit)))
    }
}
