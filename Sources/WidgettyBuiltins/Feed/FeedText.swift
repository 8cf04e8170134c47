import Foundation

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

    /// `Harbour News 4 · Field Notes 2`: the feeds of `items`, by first appearance, with counts.
    static func sources(_ items: [FeedItem]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for item in items {
            if counts[item.source] == nil { order.append(item.source) }
            counts[item.source, default: 0] += 1
        }
        return order.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: " · ")
    }

    /// `harbour.example/news/ferry-winter`: the item's link without its scheme; empty without one.
    static func address(_ item: FeedItem) -> String {
        guard let link = item.link else { return "" }
        let path = link.path == "/" ? "" : link.path
        return (link.host ?? "") + path
    }
}
