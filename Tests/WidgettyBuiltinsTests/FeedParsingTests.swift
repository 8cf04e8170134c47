import Foundation
import Testing
@testable import WidgettyBuiltins

/// RSS 2.0, Atom and JSON Feed read into items, their dates in every form the formats allow,
/// merged by date, and everything that is not a feed refused with a reason.
@Suite struct FeedParsingTests {
    private func read(_ name: String, type: String = "application/xml", from url: String) throws -> FeedDocument {
        try FeedReader.read(NetworkFixture.reply(name, type: type), url: URL(string: url)).get()
    }

    private func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func rssItemsWithTheirGuidsLinksAndDates() throws {
        let feed = try read("rss2-harbour-news.xml", from: "https://harbour.example/rss.xml")
        #expect(feed.title == "Harbour News")
        #expect(feed.items.map(\.title) == ["Ferry timetable changes for winter", "Tall ships & tugs: a <weekend> guide",
                                            "Lighthouse open day", "Dredging notice"])
        #expect(feed.items.map(\.id) == ["harbour-2041", "https://harbour.example/news/tall-ships",
                                         "https://harbour.example/news/lighthouse", "https://harbour.example/news/dredging"])
        // A relative link resolved against the feed's URL.
        #expect(feed.items[1].link == URL(string: "https://harbour.example/news/tall-ships"))
        // +0100, EST without seconds, dc:date in RFC 3339, and a date that is none.
        #expect(feed.items.map(\.date) == [at(1_795_350_600), at(1_795_269_600), at(1_795_197_600), nil])
        #expect(feed.items.allSatisfy { $0.source == "Harbour News" })
    }

    @Test func atomEntriesTakeTheAlternateLinkAndThePublishedDate() throws {
        let feed = try read("atom-field-notes.xml", type: "application/atom+xml", from: "https://notes.example/atom.xml")
        #expect(feed.title == "Field Notes")
        #expect(feed.items.map(\.title) == ["Moths at the window", "Frost on the allotment"])
        #expect(feed.items.map(\.link) == [URL(string: "https://notes.example/2026/moths"), URL(string: "https://notes.example/2026/frost")])
        #expect(feed.items[0].id == "urn:uuid:0b9b3d2e-2f7c-4e43-8d1f-3f6a7c5e9a01")
        let moths = try #require(feed.items[0].date?.timeIntervalSince1970)
        #expect(abs(moths - 1_795_344_330.123456) < 0.000_01)
        // No published: the updated date, with a lower-case t and a negative offset.
        #expect(feed.items[1].date == at(1_795_263_300))
    }

    @Test func jsonFeedItemsWithStringAndNumberIds() throws {
        let feed = try read("jsonfeed-studio.json", type: "application/feed+json", from: "https://studio.example/feed.json")
        #expect(feed.title == "Studio Log")
        #expect(feed.items.map(\.id) == ["studio-77", "76", "studio-75"])
        #expect(feed.items.map(\.title) == ["Kiln firing results", "A glaze recipe worth trying", "(untitled)"])
        #expect(feed.items[1].link == URL(string: "https://elsewhere.example/glaze"))
        #expect(feed.items.map(\.date) == [at(1_795_355_999.5), at(1_795_082_400), nil])
    }

    @Test func mergedNewestFirstUndatedLastEachOnce() throws {
        let feeds = [
            try read("rss2-harbour-news.xml", from: "https://harbour.example/rss.xml"),
            try read("atom-field-notes.xml", from: "https://notes.example/atom.xml"),
            try read("jsonfeed-studio.json", from: "https://studio.example/feed.json"),
            try read("rss2-harbour-news.xml", from: "https://harbour.example/rss.xml"),
        ]
        let merged = FeedMerge.merged(feeds, limit: 20)
        #expect(merged.map(\.title) == ["Kiln firing results", "Ferry timetable changes for winter", "Moths at the window",
                                        "Tall ships & tugs: a <weekend> guide", "Frost on the allotment", "Lighthouse open day",
                                        "A glaze recipe worth trying", "Dredging notice", "(untitled)"])
        #expect(FeedMerge.merged(feeds, limit: 2).map(\.source) == ["Studio Log", "Harbour News"])
    }

    @Test func emptyFeedsAreFeedsWithoutItems() throws {
        let feed = try read("rss2-empty.xml", from: "https://quiet.example/rss")
        #expect(feed.title == "Quiet Channel" && feed.items.isEmpty)
        let json = try FeedReader.read(HTTPReply(status: 200, body: Data(#"{"version": "https://jsonfeed.org/version/1", "items": []}"#.utf8)),
                                       url: URL(string: "https://empty.example/feed.json")).get()
        #expect(json.title == "empty.example" && json.items.isEmpty)
    }

    @Test func whatIsNotAFeedIsRefusedWithAReason() throws {
        let url = URL(string: "https://x.example/feed")
        let malformed = FeedReader.read(try NetworkFixture.reply("rss2-malformed.xml", type: "application/rss+xml"), url: url)
        let reason = try #require(malformed.failure?.description)
        #expect(reason == "not a feed: 4:29: tags do not match", "\(reason)")
        #expect(FeedReader.read(try NetworkFixture.reply("captive-portal.html", type: "text/html"), url: url).failure
            == .unreadable(expected: "a feed", reason: "the server sent an HTML page"))
        // XHTML served as XML still reaches the parser: its root says what it is.
        let xhtml = HTTPReply(status: 200, body: Data(#"<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>"#.utf8))
        #expect(FeedReader.read(xhtml, url: url).failure
            == .unreadable(expected: "a feed", reason: "the document is <html>, not <rss> or <feed>"))
        // An Atom-looking root outside Atom's namespace is not Atom.
        let fake = HTTPReply(status: 200, body: Data("<feed><entry><title>x</title></entry></feed>".utf8))
        #expect(FeedReader.read(fake, url: url).failure != nil)
        #expect(FeedReader.read(HTTPReply(status: 200, body: Data(#"{"version": "2", "items": []}"#.utf8)), url: url).failure
            == .unreadable(expected: "a JSON Feed", reason: "version is 2"))
        #expect(FeedReader.read(HTTPReply(status: 200, body: Data(#"{"items": [}"#.utf8)), url: url).failure
            == .unreadable(expected: "a JSON Feed", reason: "malformed JSON"))
        #expect(FeedReader.read(HTTPReply(status: 200, body: Data()), url: url).failure != nil)
        #expect(FeedReader.read(HTTPReply(status: 404, body: Data("gone".utf8)), url: url).failure == .status(404, detail: nil))
        let huge = HTTPReply(status: 200, body: Data(repeating: 0x20, count: FeedReader.limit + 1))
        #expect(FeedReader.read(huge, url: url).failure == .unreadable(expected: "a feed", reason: "over 4 MiB"))
    }

    @Test func externalEntitiesAreNotRead() throws {
        let dir = try FixtureDirectory()
        let secret = try dir.write("secret.txt", "TOP-SECRET")
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [<!ENTITY leak SYSTEM "file://\(secret)">]>
            <rss version="2.0"><channel><title>t</title><item><title>a &leak; b</title><guid>1</guid></item></channel></rss>
            """
        let result = FeedReader.read(HTTPReply(status: 200, body: Data(xml.utf8)), url: nil)
        if case .success(let feed) = result {
            #expect(!feed.items.contains { $0.title.contains("TOP-SECRET") })
        }
    }

    @Test func rfc822AndRfc3339Dates() {
        let expected = at(1_795_356_309)  // 2026-11-22 14:05:09 UTC
        for text in ["Sun, 22 Nov 2026 14:05:09 GMT", "22 Nov 2026 14:05:09 +0000", "Sun, 22 Nov 26 09:05:09 EST",
                     "Sun, 22 Nov 2026 06:05:09 PST", "Sun, 22 Nov 2026 19:35:09 +0530", "Sun, 22 Nov 2026 14:05:09 Z",
                     "Sun,22 Nov 2026 14:05:09 UT", "  Sun, 22 Nov 2026 14:05:09 gmt\n",
                     "2026-11-22T14:05:09Z", "2026-11-22T14:05:09+00:00", "2026-11-22T15:05:09+01:00",
                     "2026-11-22t14:05:09z", "2026-11-22 14:05:09Z", "2026-11-22T09:05:09-05:00"] {
            #expect(FeedDate.parse(text) == expected, "\(text)")
        }
        #expect(FeedDate.parse("Sun, 22 Nov 2026 14:05 GMT") == at(1_795_356_300))
        #expect(FeedDate.parse("2026-11-22T14:05:09.75Z") == at(1_795_356_309.75))
        #expect(FeedDate.parse("2026-11-22T14:05:09,5+00:00") == at(1_795_356_309.5))
        #expect(FeedDate.parse("2026-11-22") == at(1_795_305_600))
        #expect(FeedDate.parse("1999-12-31T23:59:60Z") == at(946_684_800))
        for bad in ["", "yesterday", "2026-13-01T00:00:00Z", "2026-11-22T25:00:00Z", "2026-11-22T14:05:09",
                    "2026-11-22T14:05:09+0", "Sun, 22 Foo 2026 14:05:09 GMT", "Sun, 22 Nov 2026 14:05:09 XYZ",
                    "22 Nov 2026", "2026-11-22T14:05:09Zjunk"] {
            #expect(FeedDate.parse(bad) == nil, "\(bad)")
        }
    }
}
