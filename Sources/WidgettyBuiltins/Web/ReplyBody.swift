import Foundation

/// Checks a reply before it is parsed: a 2xx status, and a body that looks like the format the
/// API documents rather than an HTML page a proxy, captive portal or error page put in its place.
enum ReplyBody {
    /// The body of a successful reply, or why it cannot be read as `expected` (`JSON`, `XML`).
    /// For a failing status, `detail` may pull the server's own reason out of the body.
    static func accepted(
        _ reply: HTTPReply, expected: String, detail: (Data) -> String? = { _ in nil }
    ) -> Result<Data, WebProblem> {
        guard (200..<300).contains(reply.status) else {
            return .failure(.status(reply.status, detail: detail(reply.body).map { firstLine($0, limit: 120) }))
        }
        if looksLikeHTML(reply) {
            return .failure(.unreadable(expected: expected, reason: "the server sent an HTML page"))
        }
        return .success(reply.body)
    }

    /// `text/html` as the content type, or a body that opens with `<!DOCTYPE html` or `<html`.
    static func looksLikeHTML(_ reply: HTTPReply) -> Bool {
        if let type = reply.header("Content-Type")?.lowercased(), type.hasPrefix("text/html") { return true }
        let start = String(decoding: reply.body.prefix(256), as: UTF8.self)
            .drop { $0.isWhitespace || $0 == "\u{feff}" }.lowercased()
        return start.hasPrefix("<!doctype html") || start.hasPrefix("<html")
    }

    /// The first line of `text`, at most `limit` characters.
    static func firstLine(_ text: String, limit: Int) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }

    /// What a JSON decoding error says, in a few words (`missing key "hourly"`, `not JSON`).
    static func jsonReason(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "unexpected value at \(path.isEmpty ? "the top" : path)"
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "unreadable value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "malformed JSON"
        }
    }
}
