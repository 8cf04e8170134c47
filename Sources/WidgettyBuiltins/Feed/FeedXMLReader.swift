import Foundation
import WidgettyTerminal

/// Reads RSS 2.0 (and RSS 1.0/RDF) and Atom with our own ``XMLReader`` (no entity is expanded
/// and nothing outside the document is read). RSS: `channel/title`, and per `item` its `title`,
/// `link`, `guid`, `pubDate` or `dc:date`. Atom (namespace `http://www.w3.org/2005/Atom`):
/// `feed/title`, and per `entry` its `title`, the `link` whose `rel` is `alternate` (or absent),
/// `id`, `published` or else `updated`. Relative links are resolved against the feed's URL.
struct FeedXMLReader {
    static let atomNamespace = "http://www.w3.org/2005/Atom"
    static let dublinCoreNamespace = "http://purl.org/dc/elements/1.1/"

    private enum Format { case rss, atom }

    private let feedURL: URL?
    private var format: Format?
    private var rootName: String?
    private var path: [String] = []
    private var text = ""
    private var feedTitle = ""
    private var items: [FeedItem] = []
    private var item: (title: String, link: String?, id: String?, published: Date?, updated: Date?)?
    private var titleIsHTML = false

    private init(feedURL: URL?) {
        self.feedURL = feedURL
    }

    /// The feed in `data`, or why it is not one (`line:column: reason` for malformed XML).
    static func read(_ data: Data, url: URL?) -> Result<FeedDocument, WebProblem> {
        var reader = FeedXMLReader(feedURL: url)
        // The first fault ends the reading: a malformed document is not a feed.
        var firstError: String?
        do throws(XMLError) {
            var xml = try XMLReader([UInt8](data))
            while let event = try xml.next() {
                reader.handle(event)
                // A root that is not a feed's: nothing more to read.
                if reader.rootName != nil && reader.format == nil { break }
            }
        } catch {
            firstError = error.description
        }
        guard reader.format != nil else {
            let why = reader.rootName.map { "the document is <\($0)>, not <rss> or <feed>" } ?? firstError ?? "not XML"
            return .failure(.unreadable(expected: "a feed", reason: why))
        }
        if let firstError {
            return .failure(.unreadable(expected: "a feed", reason: firstError))
        }
        let title = reader.feedTitle.isEmpty ? (url?.host ?? "feed") : reader.feedTitle
        let items = reader.items.map { item -> FeedItem in
            var item = item
            item.source = title
            return item
        }
        return .success(FeedDocument(title: title, items: items))
    }

    private mutating func handle(_ event: XMLEvent) {
        switch event {
        case .start(let tag): start(tag)
        case .end(let name): end(name.local, namespace: name.namespace ?? "")
        case .text(let string), .cdata(let string): keep(string)
        case .comment, .instruction: break
        }
    }

    private mutating func start(_ tag: XMLStartTag) {
        let name = tag.name.local
        if path.isEmpty {
            rootName = name
            switch (name, tag.name.namespace ?? "") {
            case ("rss", ""), ("RDF", _): format = .rss
            case ("feed", Self.atomNamespace): format = .atom
            default: break
            }
        }
        path.append(name)
        text = ""
        switch (format, name) {
        case (.rss, "item"), (.atom, "entry"):
            item = ("", nil, nil, nil, nil)
        case (.atom, "link") where item != nil && item?.link == nil:
            let relation = tag["rel"] ?? "alternate"
            if relation == "alternate", let href = tag["href"] { item?.link = href }
        case (.atom, "title"):
            titleIsHTML = tag["type"] == "html"
        default:
            break
        }
    }

    /// An element's text grows no further than ``TextBudget/bytes``: an item's 4 MB title is cut
    /// as the reader hands it over (in pieces of 64 KiB), before anything trims or joins it.
    private mutating func keep(_ string: String) {
        let room = TextBudget.bytes - text.utf8.count
        guard room > 0 else { return }
        text += string.utf8.count <= room ? string : String(TextBudget.cut(Substring(string), to: room))
    }

    private mutating func end(_ name: String, namespace: String) {
        defer {
            path.removeLast()
            text = ""
        }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard var current = item else {
            // The feed's own title: channel/title (RSS), feed/title (Atom).
            if name == "title", feedTitle.isEmpty, path.count >= 2, ["channel", "feed"].contains(path[path.count - 2]) {
                feedTitle = Self.oneLine(format == .atom && titleIsHTML ? Self.withoutTags(value) : value)
            }
            return
        }
        switch (format, name, namespace) {
        case (.rss, "item", _), (.atom, "entry", _):
            items.append(finished(current))
            item = nil
            return
        case (_, "title", _) where path.count >= 2 && ["item", "entry"].contains(path[path.count - 2]):
            current.title = Self.oneLine(format == .atom && titleIsHTML ? Self.withoutTags(value) : value)
        case (.rss, "link", ""): current.link = value
        case (.rss, "guid", ""), (.atom, "id", _): current.id = value
        case (.rss, "pubDate", ""), (.rss, "date", Self.dublinCoreNamespace), (.atom, "published", _):
            current.published = FeedDate.parse(value)
        case (.atom, "updated", _): current.updated = FeedDate.parse(value)
        default: break
        }
        item = current
    }

    private func finished(_ item: (title: String, link: String?, id: String?, published: Date?, updated: Date?)) -> FeedItem {
        let link = item.link.flatMap { URL(string: $0, relativeTo: feedURL)?.absoluteURL }
        let id = [item.id, item.link, item.title].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return FeedItem(id: id, title: item.title.isEmpty ? "(untitled)" : item.title, link: link,
                        date: item.published ?? item.updated, source: "")
    }

    /// Whitespace runs (new lines in titles) as one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// An escaped-HTML title (Atom's `type="html"`) as text: tags dropped, the five XML entities
    /// and numeric references decoded (the XML reader already decoded one level).
    static func withoutTags(_ html: String) -> String {
        var out = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { out.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }
}
