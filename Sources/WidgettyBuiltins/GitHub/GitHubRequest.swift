import Foundation

/// The requests the GitHub widget makes, as GitHub's REST API documents them:
/// - commits: `GET /repos/{owner}/{repo}/commits?sha={branch}&per_page=N`
/// - pull requests: `GET /repos/{owner}/{repo}/pulls?state=open&sort=created&direction=desc&per_page=N`
/// - workflow runs: `GET /repos/{owner}/{repo}/actions/runs?branch={branch}&per_page=N`
/// - notifications: `GET /notifications?per_page=N` (unread ones: `all` is false by default)
///
/// with `Accept: application/vnd.github+json`, `X-GitHub-Api-Version: 2022-11-28`, a
/// `User-Agent` (which the API requires) and, given a token, `Authorization: Bearer TOKEN`.
enum GitHubRequest {
    static let api = URL(string: "https://api.github.com")!
    static let apiVersion = "2022-11-28"
    /// Items asked for in one request (a large cell lists about this many).
    static let perPage = 12

    static func url(_ configuration: GitHubIntent) -> Result<URL, WebProblem> {
        var query = [URLQueryItem(name: "per_page", value: String(perPage))]
        let branch = configuration.branch.trimmingCharacters(in: .whitespaces)
        let path: String
        if configuration.mode == .notifications {
            path = "notifications"
        } else {
            guard let repository = repositoryPath(configuration.repository) else {
                return .failure(.badParameter("Repository must be owner/name, not \"\(configuration.repository)\""))
            }
            switch configuration.mode {
            case .commits:
                path = "repos/\(repository)/commits"
                if !branch.isEmpty { query.insert(URLQueryItem(name: "sha", value: branch), at: 0) }
            case .pullRequests:
                path = "repos/\(repository)/pulls"
                query = [URLQueryItem(name: "state", value: "open"), URLQueryItem(name: "sort", value: "created"),
                         URLQueryItem(name: "direction", value: "desc")] + query
            case .workflowRuns, .notifications:
                path = "repos/\(repository)/actions/runs"
                if !branch.isEmpty { query.insert(URLQueryItem(name: "branch", value: branch), at: 0) }
            }
        }
        guard let url = ServiceURL.url(configuration.baseURL, path: path, query) else {
            return .failure(.badParameter("API URL must be http(s)"))
        }
        return .success(url)
    }

    /// The headers of every request; the token only when there is one.
    static func headers(token: String) -> [String: String] {
        var headers = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": apiVersion, "User-Agent": "widgetty"]
        let token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        if !token.isEmpty { headers["Authorization"] = "Bearer " + token }
        return headers
    }

    /// `owner/name` with each part checked against GitHub's characters (letters, digits, `-`,
    /// `_`, `.`), so nothing else ends up in the path; nil otherwise.
    static func repositoryPath(_ text: String) -> String? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) })
        else { return nil }
        return parts.joined(separator: "/")
    }
}
