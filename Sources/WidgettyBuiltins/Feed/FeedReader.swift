import Foundation
import WidgettyTerminal

/// Reads a feed's answer whatever its kind: JSON Feed when the body is a JSON object, else RSS
/// or Atom; never an HTML page, and never more than ``limit`` bytes.
enum FeedReader {
    /// The most of a feed read: 4 MiB (a feed is usually a few hundred KiB).
    static let limit = 4 * 1024 * 1024

    static func read(_ reply: HTTPReply, url: URL?) -> Result<FeedDocument, WebProblem> {
        ReplyBody.accepted(reply, expected: "a feed").flatMap { body in
            guard body.count <= limit else {
                return .failure(.unreadable(expected: "a feed", reason: "over \(limit / 1024 / 1024) MiB"))
            }
            let start = body.drop { [0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf].contains($0) }.first
            let document = start == UInt8(ascii: "{") ? JSONFeedReader.read(body, url: url) : FeedXMLReader.read(body, url: url)
            return document.map { $0.budgeted() }
        }
    }
}
