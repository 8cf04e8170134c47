import Foundation
import Testing
import WidgettyKit
import WidgettyStore
import WidgettyUI
@testable import WidgettyBuiltins

/// The feed widget: several feeds merged, read marks in the shared store (set by opening an
/// item's link), and the cell in each family.
@MainActor
@Suite struct FeedWidgetTests {
    private let now = BuiltinHarness.sunday

    private func client() throws -> FixtureHTTPClient {
        FixtureHTTPClient([
            ("/rss.xml", try NetworkFixture.reply("rss2-harbour-news.xml", type: "application/rss+xml")),
            ("/atom.xml", try NetworkFixture.reply("atom-field-notes.xml", type: "application/atom+xml")),
            ("/feed.json", try NetworkFixture.reply("jsonfeed-studio.json", type: "application/feed+json")),
            ("/portal", try NetworkFixture.reply("captive-portal.html", type: "text/html")),
        ])
    }

    private func provider(_ client: FixtureHTTPClient, _ store: SharedStore) -> FeedProvider {
        FeedProvider(now: { self.now }, client: client, marks: FeedReadMarks(store: { .success(store) }), kept: .kept(in: store))
    }

    private func feeds(_ paths: [String], _ extra: [String: IntentValue] = [:]) throws -> FeedIntent {
        try IntentSchema.decode(FeedIntent.self, from: extra.merging(
            ["feeds": .array(paths.map { .string($0) }), "baseURL": .string("http://127.0.0.1:8089/")]) { mine, _ in mine })
    }

    private func render(_ entry: FeedEntry, _ family: WidgetFamily, width: Int = 40, height: Int = 12) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("feed"), entry: AnyTimelineEntry(entry), family: family,
                              width: width, height: height, now: now)
    }

    @Test func feedsAreAskedAtOnceMergedAndReloadedAfterTheRefresh() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let client = try client()
        let timeline = await provider(client, store).timeline(
            for: try feeds(["/rss.xml", "atom.xml", "https://studio.example/feed.json"], ["refreshMinutes": .int(15)]),
            in: BuiltinHarness.context(.systemLarge))
        #expect(Set(client.requests.map(\.url.absoluteString)) == [
            "http://127.0.0.1:8089/rss.xml", "http://127.0.0.1:8089/atom.xml", "https://studio.example/feed.json",
        ])
        #expect(client.requests.allSatisfy { $0.headers["Accept"]?.contains("application/atom+xml") == true })
        let entry = try #require(timeline.entries.first)
        #expect(timeline.policy == .after(now.addingTimeInterval(15 * 60)))
        #expect(entry.items.prefix(3).map(\.title) == ["Kiln firing results", "Ferry timetable changes for winter", "Moths at the window"])
        #expect(entry.items.count == 9 && entry.readIDs.isEmpty && entry.problems.isEmpty)
    }

    @Test func aFailingFeedIsNamedAndTheOthersStillShow() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let entry = await provider(try client(), store).entry(for: try feeds(["/portal", "/atom.xml", "/missing"]))
        #expect(entry.items.map(\.title) == ["Moths at the window", "Frost on the allotment"])
        #expect(entry.problems == ["127.0.0.1: not a feed: the server sent an HTML page", "127.0.0.1: HTTP 404"])
        let lines = try render(entry, .systemMedium).trimmedLines
        // Two lines an item where the rows hold them, the list in the middle of the rows left.
        #expect(lines == ["2 unread of 2", "", "", "● Moths at the window", "  Field Notes · 3h", "● Frost on the allotment",
                          "  Field Notes · 1d", "", "", "", "127.0.0.1: not a feed: the server sent…", "127.0.0.1: HTTP 404"])
    }

    @Test func openingAnItemMarksItReadInTheSharedStoreAndOpensIt() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let provider = provider(try client(), store)
        let first = await provider.entry(for: try feeds(["/atom.xml"]))
        let moths = try #require(first.items.first)
        let link = try #require(FeedProvider.openURL(moths))
        #expect(link.scheme == "widgetty" && link.host == "feed" && link.path == "/open")
        let query = try #require(URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(try provider.open(query) == URL(string: "https://notes.example/2026/moths"))
        #expect(try store.value(forKey: moths.id, suite: WellKnownSuites.feedRead) == .date(now))

        let second = await provider.entry(for: try feeds(["/atom.xml"]))
        #expect(second.readIDs == [moths.id])
        let view = try render(second, .systemLarge)
        #expect(view.trimmedLines == ["1 unread of 2", "", "", "", "  Moths at the window", "  Field Notes · 3h",
                                      "● Frost on the allotment", "  Field Notes · 1d"])
        // Each item is a link: the home screen gives each a hint letter.
        #expect(view.links.count == 2)
        // Hidden once read, when read items are not shown.
        let unreadOnly = await provider.entry(for: try feeds(["/atom.xml"], ["showRead": .bool(false)]))
        #expect(unreadOnly.items.map(\.title) == ["Frost on the allotment"])
        #expect(throws: FeedOpenError.self) { try provider.open([]) }
    }

    @Test func oldMarksAreForgottenWhenANewOneIsMade() throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let marks = FeedReadMarks(store: { .success(store) }, keepFor: 86_400)
        try marks.markRead("old", at: now.addingTimeInterval(-3 * 86_400))
        try marks.markRead("recent", at: now.addingTimeInterval(-3600))
        try marks.markRead("new", at: now)
        #expect(marks.readIDs() == ["recent", "new"])
    }

    @Test func smallShowsTheNewestItemWithItsSource() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let entry = await provider(try client(), store).entry(for: try feeds(["/rss.xml", "/feed.json"]))
        let view = try render(entry, .systemSmall, width: 20, height: 8)
        // The newest title may wrap; the next items fill the rows left.
        #expect(view.trimmedLines == ["● Kiln firing", "results", "Studio Log · 5m", "● Ferry timetable c…", "Harbour News · 1h",
                                      "● Tall ships & tugs…", "Harbour News · 1d"])
        #expect(view.widgetURL == FeedProvider.openURL(try #require(entry.items.first)))
        let empty = FeedEntry(date: now, items: [], readIDs: [], problems: [])
        #expect(try render(empty, .systemSmall).trimmedLines == ["No items"])
        let none = await provider(try client(), store).entry(for: try feeds([]))
        #expect(none.problems == ["no feeds: add a feed URL"])
    }
}
