import Foundation

/// The items the gallery previews (`context.isPreview`) instead of fetching the feeds: a few
/// headlines of the last hours, as iOS shows a snapshot from sample data.
enum FeedSample {
    static func entry(now: Date) -> FeedEntry {
        let headlines = [
            "Terminal dashboards that wake only when there is news",
            "A field guide to todo.txt",
            "Why your shell prompt is slow, measured",
            "Reading RSS over ssh in 2026",
            "Small tools, sharp edges: a review",
            "What changed in Swift 6.3",
        ]
        let items = headlines.enumerated().map { index, title in
            FeedItem(id: "sample-\(index)", title: title, link: nil,
                     date: now.addingTimeInterval(-Double(index + 1) * 2_700), source: "Sample feed")
        }
        return FeedEntry(date: now, items: items, readIDs: ["sample-3"], problems: [])
    }
}
