import Foundation
import WidgettyKit

/// What the GitHub widget lists.
enum GitHubMode: String, AppEnum, Codable {
    /// The latest commits of a branch.
    case commits
    /// The open pull requests, newest first.
    case pullRequests
    /// The latest workflow runs and how they ended.
    case workflowRuns
    /// The signed-in user's unread notifications (needs a token).
    case notifications

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static let caseDisplayRepresentations: [GitHubMode: DisplayRepresentation] = [
        .commits: "Commits", .pullRequests: "Pull requests", .workflowRuns: "Workflow runs", .notifications: "Notifications",
    ]
}

/// The GitHub widget's settings: a repository, what to show of it, and a token.
struct GitHubIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "GitHub"
    static let description: IntentDescription = "Commits, open pull requests, workflow runs or unread notifications from GitHub's REST API."

    @Parameter(title: "Show", default: .commits)
    var mode: GitHubMode

    @Parameter(title: "Repository", description: "owner/name, e.g. swiftlang/swift (not needed for notifications).",
               default: "swiftlang/swift")
    var repository: String

    @Parameter(title: "Branch", description: "For commits and workflow runs; empty for the default branch (commits) or every branch (runs).",
               default: "")
    var branch: String

    @Parameter(title: "Token", description: "A GitHub token, best given as a secret (${env:GITHUB_TOKEN}); sent as a bearer token, never shown. Empty: anonymous (60 requests an hour).",
               default: "")
    var token: String

    @Parameter(title: "Refresh (minutes)", description: "The shortest time between two reloads; the rate limit may stretch it.",
               default: 5, inclusiveRange: (1, 1440))
    var refreshMinutes: Int

    @Parameter(title: "API URL", description: "GitHub's REST API, or a GitHub Enterprise server's (https://HOST/api/v3).",
               default: GitHubRequest.api)
    var baseURL: URL
}
