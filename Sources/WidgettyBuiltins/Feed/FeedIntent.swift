import Foundation
import WidgettyKit

/// The feed widget's settings: the feeds, how many items, how often to ask.
struct FeedIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Feeds"
    static let description: IntentDescription = "The newest items of RSS, Atom and JSON feeds, merged by date; opened items are marked read."

    @Parameter(title: "Feeds", description: "Feed URLs (RSS 2.0, Atom or JSON Feed); a relative one is resolved against Base URL.",
               default: [], size: IntentCollectionSize(min: 1, max: 12))
    var feeds: [URL]

    @Parameter(title: "Items", description: "How many of the newest items are kept.", default: 20, inclusiveRange: (1, 100))
    var maxItems: Int

    @Parameter(title: "Show read items", description: "Off: items once opened are left out.", default: true)
    var showRead: Bool

    @Parameter(title: "Refresh (minutes)", default: 30, inclusiveRange: (5, 1440))
    var refreshMinutes: Int

    @Parameter(title: "Base URL", description: "What relative feed URLs are resolved against; empty for none.", default: "")
    var baseURL: String
}
