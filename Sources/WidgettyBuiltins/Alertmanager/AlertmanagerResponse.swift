import Foundation
import WidgettyTerminal

/// Reads Alertmanager's API v2 answers, as its OpenAPI document describes them:
/// - an alert (`gettableAlert`): `labels`, `annotations`, `startsAt`, `generatorURL`,
///   `status.state` (`active`, `suppressed`, `unprocessed`)
/// - a silence (`gettableSilence`): `id`, `matchers[]` (`name`, `value`, `isRegex`, `isEqual`),
///   `createdBy`, `comment`, `endsAt`, `status.state` (`active`, `pending`, `expired`)
/// An error answers with a JSON string or `{"message": "…"}`.
enum AlertmanagerResponse {
    /// At most this many alerts and silences are kept.
    static let maximumItems = 200

    static func alerts(_ reply: HTTPReply) -> Result<[AlertmanagerAlert], WebProblem> {
        decoded([RawAlert].self, reply).map { raw in
            raw.prefix(maximumItems).map(\.alert).sorted {
                ($0.startsAt ?? .distantPast, $0.name) > ($1.startsAt ?? .distantPast, $1.name)
            }
        }
    }

    /// The active silences, the soonest to end first.
    static func silences(_ reply: HTTPReply) -> Result<[AlertmanagerSilence], WebProblem> {
        decoded([RawSilence].self, reply).map { raw in
            raw.filter { $0.status?.state == "active" }.prefix(maximumItems).map(\.silence)
                .sorted { ($0.endsAt ?? .distantFuture) < ($1.endsAt ?? .distantFuture) }
        }
    }

    private static func decoded<Value: Decodable>(_ type: Value.Type, _ reply: HTTPReply) -> Result<Value, WebProblem> {
        ReplyBody.accepted(reply, expected: "JSON", detail: message).flatMap { body in
            do {
                return .success(try JSONDecoder().decode(Value.self, from: body))
            } catch {
                return .failure(.unreadable(expected: "Alertmanager's JSON", reason: ReplyBody.jsonReason(error)))
            }
        }
    }

    /// What an error answer says: a JSON string, or its `message`.
    static func message(_ body: Data) -> String? {
        if let text = try? JSONDecoder().decode(String.self, from: body) { return text }
        return (try? JSONDecoder().decode([String: String].self, from: body))?["message"]
    }

    /// One line of at most the text budget.
    static func line(_ text: String?) -> String {
        TextBudget.cut((text ?? "").split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces))
    }
}

// The answers' shapes, named as the API names its keys.
private struct RawState: Decodable {
    var state: String?
}

private struct RawAlert: Decodable {
    var labels: [String: String]
    var annotations: [String: String]?
    var startsAt: String?
    var generatorURL: String?
    var status: RawState?

    var alert: AlertmanagerAlert {
        let summary = annotations?["summary"] ?? annotations?["description"]
        return AlertmanagerAlert(
            name: AlertmanagerResponse.line(labels["alertname"] ?? "alert"), severity: AlertmanagerResponse.line(labels["severity"]).lowercased(),
            instance: AlertmanagerResponse.line(labels["instance"]), summary: AlertmanagerResponse.line(summary),
            startsAt: startsAt.flatMap(FeedDate.rfc3339), isSuppressed: status?.state == "suppressed",
            link: GitHubResponse.link(generatorURL))
    }
}

private struct RawSilence: Decodable {
    struct Matcher: Decodable {
        var name: String
        var value: String
        var isRegex: Bool?
        var isEqual: Bool?

        var text: String {
            let equal = isEqual ?? true
            let operation = isRegex == true ? (equal ? "=~" : "!~") : (equal ? "=" : "!=")
            return name + operation + value
        }
    }
    var id: String
    var matchers: [Matcher]
    var createdBy: String?
    var comment: String?
    var endsAt: String?
    var status: RawState?

    var silence: AlertmanagerSilence {
        AlertmanagerSilence(id: AlertmanagerResponse.line(id), matchers: AlertmanagerResponse.line(matchers.map(\.text).joined(separator: ", ")),
                            createdBy: AlertmanagerResponse.line(createdBy), comment: AlertmanagerResponse.line(comment),
                            endsAt: endsAt.flatMap(FeedDate.rfc3339))
    }
}
