import Foundation
import WidgettyTerminal

/// Reads JSON Feed (versions 1 and 1.1, `https://jsonfeed.org/version/1.1`): the top-level
/// `version`, `title` and `items`, and per item `id` (a string; numbers, which some
/// publishers write, are taken too), `url` (else `external_url`), `title` (else `summary` or
/// `content_text`), `date_published` (else `date_modified`) in RFC 3339.
enum JSONFeedReader {
    static func read(_ data: Data, url: URL?) -> Result<FeedDocument, WebProblem> {
        let raw: RawJSONFeed
        do {
            raw = try JSONDecoder().decode(RawJSONFeed.self, from: data)
        } catch {
            return .failure(.unreadable(expected: "a JSON Feed", reason: ReplyBody.jsonReason(error)))
        }
        guard raw.version.hasPrefix("https://jsonfeed.org/version/") else {
            return .failure(.unreadable(expected: "a JSON Feed", reason: "version is \(ReplyBody.firstLine(raw.version, limit: 40))"))
        }
        let title = raw.title.map { FeedXMLReader.oneLine(TextBudget.cut($0)) }.flatMap { $0.isEmpty ? nil : $0 } ?? url?.host ?? "feed"
        let items = raw.items.map { item -> FeedItem in
            let link = (item.url ?? item.external_url).flatMap { URL(string: $0, relativeTo: url)?.absoluteURL }
            let text = [item.title, item.summary, item.content_text].compactMap { $0 }.map { FeedXMLReader.oneLine(TextBudget.cut($0)) }.first { !$0.isEmpty }
            return FeedItem(id: item.id.value.isEmpty ? (item.url ?? text ?? "") : item.id.value,
                            title: text.map { String($0.prefix(200)) } ?? "(untitled)", link: link,
                            date: (item.date_published ?? item.date_modified).flatMap(FeedDate.parse), source: title)
        }
        return .success(FeedDocument(title: title, items: items))
    }
}

// The feed's shape, named as the specification names its keys.
private struct RawJSONFeed: Decodable {
    var version: String
    var title: String?
    var items: [RawJSONFeedItem]
}

private struct RawJSONFeedItem: Decodable {
    var id: FlexibleID
    var url: String?
    var external_url: String?
    var title: String?
    var summary: String?
    var content_text: String?
    var date_published: String?
    var date_modified: String?
}

/// An id written as a string, as the specification says, or as a number.
private struct FlexibleID: Decodable {
    var value: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int.self) {
            value = String(number)
        } else {
            value = String(try container.decode(Double.self))
        }
    }
}
