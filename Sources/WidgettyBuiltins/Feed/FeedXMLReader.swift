import Foundation
#if canImport(FoundationXML)
import FoundationXML
import WidgettyTerminal
#endif

/// Reads RSS 2.0 (and RSS 1.0/RDF) and Atom with Foundation's `XMLParser` (libxml2 underneath;
/// external entities are never resolved). RSS: `channel/title`, and per `item` its `title`,
/// `link`, `guid`, `pubDate` or `dc:date`. Atom (namespace `http://www.w3.org/2005/Atom`):
/// `feed/title`, and per `entry` its `title`, the `link` whose `rel` is `alternate` (or absent),
/// `id`, `published` or else `updated`. Relative links are resolved against the feed's URL.
final class FeedXMLReader: NSObject, XMLParserDelegate {
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
        let reader = FeedXMLReader(feedURL: url)
        // Fed from a stream, chunk by chunk: libxml2 then keeps a window of the input, not a copy of all of it.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        // parse() may say true after errors (libxml2 recovers); the first error is what counts.
        let parsed = parser.parse()
        guard reader.format != nil else {
            let why = reader.rootName.map { "the document is <\($0)>, not <rss> or <feed>" }
                ?? reader.firstError ?? "not XML"
            return .failure(.unreadable(expected: "a feed", reason: why))
        }
        if let error = reader.firstError ?? (parsed ? nil : "malformed XML") {
            return .failure(.unreadable(expected: "a feed", reason: error))
        }
        let title = reader.feedTitle.isEmpty ? (url?.host ?? "feed") : reader.feedTitle
        let items = reader.items.map { item -> FeedItem in
            var item = item
            item.source = title
            return item
        }
        return .success(FeedDocument(title: title, items: items))
    }

    /// `line:column: error name` of the first error the parser reported.
    private(set) var firstError: String?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        let code = (parseError as NSError).code
        firstError = "\(parser.lineNumber):\(parser.columnNumber): " + (Self.libxml2Errors[code] ?? "XML error \(code)")
    }

    /// The errors a broken feed most often has, by libxml2's numbers (`xmlParserErrors`), which
    /// the parser reports as its codes.
    private static let libxml2Errors = [
        4: "empty document", 5: "extra content after the document", 9: "invalid character", 26: "undeclared entity",
        73: "'>' expected", 76: "tags do not match", 77: "the document ends inside a tag",
    ]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if path.isEmpty {
            rootName = name
            switch (name, namespaceURI ?? "") {
            case ("rss", ""), ("RDF", _): format = .rss
            case ("feed", Self.atomNamespace): format = .atom
            default: parser.abortParsing()
            }
        }
        path.append(name)
        text = ""
        switch (format, name) {
        case (.rss, "item"), (.atom, "entry"):
            item = ("", nil, nil, nil, nil)
        case (.atom, "link") where item != nil && item?.link == nil:
            let relation = attributes["rel"] ?? "alternate"
            if relation == "alternate", let href = attributes["href"] { item?.link = href }
        case (.atom, "title"):
            titleIsHTML = attributes["type"] == "html"
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        keep(string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        keep(String(decoding: block.prefix(TextBudget.bytes), as: UTF8.self))
    }

    /// An element's text grows no further than ``TextBudget/bytes``: an item's 4 MB title is cut
    /// as the parser hands it over, before anything trims or joins it.
    private func keep(_ string: String) {
        let room = TextBudget.bytes - text.utf8.count
        guard room > 0 else { return }
        text += string.utf8.count <= room ? string : String(TextBudget.cut(Substring(string), to: room))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
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
        switch (format, name, namespaceURI ?? "") {
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
    /// and numeric references decoded (the XML parser already decoded one level).
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
