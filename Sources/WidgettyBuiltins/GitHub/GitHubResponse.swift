import Foundation
import WidgettyTerminal

/// Reads GitHub's JSON answers, as its REST API documents them, into the cell's lines:
/// - a commit: `sha`, `html_url`, `commit.message` (its subject line, and the rest as the body),
///   `commit.author.name`, `commit.author.date`
/// - a pull request: `number`, `title`, `html_url`, `user.login`, `created_at`, `draft`
/// - runs: `workflow_runs[]` with `name`, `display_title`, `status`, `conclusion`,
///   `head_branch`, `run_number`, `html_url`, `created_at`
/// - a notification: `reason`, `updated_at`, `subject.title`, `subject.url` (an API URL),
///   `repository.full_name`, `repository.html_url`
/// An error answers with `{"message": "…", "documentation_url": "…"}`.
enum GitHubResponse {
    static func items(_ reply: HTTPReply, mode: GitHubMode) -> Result<[GitHubItem], WebProblem> {
        ReplyBody.accepted(reply, expected: "JSON", detail: message).flatMap { items(json: $0, mode: mode) }
    }

    static func items(json: Data, mode: GitHubMode) -> Result<[GitHubItem], WebProblem> {
        decodedItems(json: json, mode: mode).map { $0.map(\.budgeted) }
    }

    private static func decodedItems(json: Data, mode: GitHubMode) -> Result<[GitHubItem], WebProblem> {
        let decoder = JSONDecoder()
        do {
            switch mode {
            case .commits: return .success(try decoder.decode([RawCommit].self, from: json).map(\.item))
            case .pullRequests: return .success(try decoder.decode([RawPull].self, from: json).map(\.item))
            case .workflowRuns: return .success(try decoder.decode(RawRuns.self, from: json).workflow_runs.map(\.item))
            case .notifications: return .success(try decoder.decode([RawNotification].self, from: json).map(\.item))
            }
        } catch {
            return .failure(.unreadable(expected: "GitHub's JSON", reason: ReplyBody.jsonReason(error)))
        }
    }

    /// The `message` of an error answer.
    static func message(_ body: Data) -> String? {
        (try? JSONDecoder().decode(RawMessage.self, from: body))?.message
    }

    static func date(_ text: String?) -> Date? { text.flatMap(FeedDate.rfc3339) }

    static func link(_ text: String?) -> URL? {
        guard let text, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        return url
    }

    /// The page of a notification's subject: its API URL turned into the web one for
    /// github.com (`api.github.com/repos/o/r/pulls/7` → `github.com/o/r/pull/7`), else the repository.
    static func webLink(subject: String?, repository: String?) -> URL? {
        if let subject, let url = URL(string: subject), url.host == "api.github.com", url.path.hasPrefix("/repos/") {
            var path = String(url.path.dropFirst("/repos".count))
            path = path.replacingOccurrences(of: "/pulls/", with: "/pull/").replacingOccurrences(of: "/commits/", with: "/commit/")
            return URL(string: "https://github.com" + path)
        }
        return link(repository)
    }
}

// The answers' shapes, named as the API names its keys.
private struct RawMessage: Decodable {
    var message: String
}

private struct RawCommit: Decodable {
    struct Detail: Decodable {
        struct Person: Decodable {
            var name: String?
            var date: String?
        }
        var message: String
        var author: Person?
    }
    var sha: String
    var html_url: String?
    var commit: Detail

    var item: GitHubItem {
        let lines = commit.message.split(whereSeparator: \.isNewline)
        let body = lines.dropFirst().joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return GitHubItem(title: lines.first.map(String.init) ?? "",
                          detail: "\(sha.prefix(7)) \(commit.author?.name ?? "")".trimmingCharacters(in: .whitespaces),
                          date: GitHubResponse.date(commit.author?.date), link: GitHubResponse.link(html_url),
                          body: body.isEmpty ? nil : String(body.prefix(400)))
    }
}

private struct RawUser: Decodable {
    var login: String
}

private struct RawPull: Decodable {
    var number: Int
    var title: String
    var html_url: String?
    var user: RawUser?
    var created_at: String?
    var draft: Bool?

    var item: GitHubItem {
        GitHubItem(title: title, detail: "#\(number) \(user?.login ?? "")" + (draft == true ? " (draft)" : ""),
                   date: GitHubResponse.date(created_at), link: GitHubResponse.link(html_url))
    }
}

private struct RawRuns: Decodable {
    var workflow_runs: [RawRun]
}

private struct RawRun: Decodable {
    var name: String?
    var display_title: String?
    var status: String?
    var conclusion: String?
    var head_branch: String?
    var run_number: Int?
    var html_url: String?
    var created_at: String?

    var item: GitHubItem {
        let number = run_number.map { " #\($0)" } ?? ""
        return GitHubItem(title: display_title ?? name ?? "run", detail: "\(name ?? "workflow")\(number) \(head_branch ?? "")"
                            .trimmingCharacters(in: .whitespaces),
                          state: GitHubRunState(status: status, conclusion: conclusion),
                          date: GitHubResponse.date(created_at), link: GitHubResponse.link(html_url))
    }
}

private struct RawNotification: Decodable {
    struct Subject: Decodable {
        var title: String
        var url: String?
    }
    struct Repository: Decodable {
        var full_name: String
        var html_url: String?
    }
    var reason: String?
    var updated_at: String?
    var subject: Subject
    var repository: Repository

    var item: GitHubItem {
        GitHubItem(title: subject.title, detail: repository.full_name + (reason.map { " · \($0)" } ?? ""),
                   date: GitHubResponse.date(updated_at),
                   link: GitHubResponse.webLink(subject: subject.url, repository: repository.html_url))
    }
}
