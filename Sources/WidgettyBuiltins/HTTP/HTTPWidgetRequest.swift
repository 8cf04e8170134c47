import Foundation
import WidgettyKit
import WidgettyNetwork

/// The `http` widget's settings made into a request and a template, and the reading of its
/// answer as JSON.
struct HTTPWidgetRequest {
    var request: NetworkRequest
    /// Nil when `lines` is empty (the body is shown as it is).
    var template: FieldTemplate?
    /// What the widget's last good entries are kept under.
    var key: String

    /// A settings problem, said in the cell.
    struct Problem: Error {
        var message: String
    }

    static func make(_ configuration: HTTPWidgetIntent) -> Result<HTTPWidgetRequest, Problem> {
        // The one rule `widgetty check` and the edit panel apply too.
        if let problem = configuration.parameterProblems().first { return .failure(Problem(message: problem.description)) }
        guard let url = configuration.url else { return .failure(Problem(message: ParameterProblem("url", "is required").description)) }
        let headers = configuration.headers.map { line in
            // Each holds a colon: the rule above refuses a header without one.
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let value = colon == line.endIndex ? "" : String(line[line.index(after: colon)...])
            return NetworkHeader(String(line[..<colon]).trimmingCharacters(in: .whitespaces), value.trimmingCharacters(in: .whitespaces))
        }
        let method = configuration.method.trimmingCharacters(in: .whitespaces).uppercased()
        let template = configuration.mode == .fields && !configuration.lines.isEmpty ? try? FieldTemplate(configuration.lines) : nil
        let body = configuration.body.isEmpty ? nil : Data(configuration.body.utf8)
        let request = NetworkRequest(
            url: url, method: method, headers: headers, body: body, insecure: configuration.insecure,
            refreshInterval: TimeInterval(configuration.refresh),
            limits: NetworkLimits(connectTimeout: min(5, TimeInterval(configuration.timeout)), totalTimeout: TimeInterval(configuration.timeout)))
        let key = (["http", configuration.mode.rawValue, method, url.absoluteString, configuration.body] + configuration.headers
            + configuration.lines).joined(separator: "\u{1F}")
        return .success(HTTPWidgetRequest(request: request, template: template, key: key))
    }

    /// Refuses an HTML page (a login or error page where data was expected), by its media type or its first bytes.
    static func refuseHTML(_ response: NetworkResponse) throws(NetworkFailure) {
        let start = response.body.prefix(64).drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let looksHTML = start.starts(with: Array("<!DOCTYPE html".utf8)) || start.starts(with: Array("<!doctype html".utf8))
            || start.starts(with: Array("<html".utf8))
        if response.mediaType == "text/html" || looksHTML {
            throw NetworkFailure(.content, "the server sent an HTML page, not data (\(response.mediaType ?? "no Content-Type"))")
        }
    }

    /// The answer read as JSON, or why it is not.
    static func json(_ response: NetworkResponse) throws(NetworkFailure) -> LocatedJSON {
        try refuseHTML(response)
        do throws(LocatedJSON.Problem) {
            return try LocatedJSON.parse(response.text)
        } catch {
            throw NetworkFailure(.content, "invalid JSON at \(error.description)")
        }
    }

    /// The body as lines (no template): at most 40, each at most 200 characters.
    static func wholeBody(_ response: NetworkResponse) -> [String] {
        response.text.split(whereSeparator: \.isNewline).prefix(40).map { String($0.prefix(200)) }
    }
}
