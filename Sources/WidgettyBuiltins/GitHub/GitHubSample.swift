import Foundation

/// The list the gallery previews (`context.isPreview`) instead of asking GitHub: one of each
/// mode's items, made up and dated from `now`, as iOS shows a snapshot from sample data.
enum GitHubSample {
    static func entry(for configuration: GitHubIntent, now: Date) -> GitHubEntry {
        func ago(_ minutes: Double) -> Date { now.addingTimeInterval(-minutes * 60) }
        let items: [GitHubItem]
        switch configuration.mode {
        case .commits:
            items = [
                GitHubItem(title: "Draw only the cells that changed", detail: "3f9a2c1 Ada Lovelace", date: ago(25),
                           body: "The frame is compared with the last one; idle screens write nothing."),
                GitHubItem(title: "Read the to-do file once per change", detail: "b71e04d Grace Hopper", date: ago(140)),
                GitHubItem(title: "Document the link handlers", detail: "09cd5e2 Alan Turing", date: ago(320)),
                GitHubItem(title: "Bound every read", detail: "e44b8a0 Ada Lovelace", date: ago(1_500)),
            ]
        case .pullRequests:
            items = [
                GitHubItem(title: "Scroll long lists inside a cell", detail: "#128 ada", date: ago(40)),
                GitHubItem(title: "Themes for 16-colour terminals", detail: "#127 grace", date: ago(600)),
                GitHubItem(title: "Calendar: week numbers", detail: "#121 alan", date: ago(4_000)),
            ]
        case .workflowRuns:
            items = [
                GitHubItem(title: "CI", detail: "CI #41 main", state: .running, date: ago(3)),
                GitHubItem(title: "CI", detail: "CI #40 main", state: .success, date: ago(90)),
                GitHubItem(title: "Release", detail: "Release #12 v1.4.0", state: .success, date: ago(1_440)),
                GitHubItem(title: "CI", detail: "CI #39 fix-resize", state: .failure, date: ago(1_600)),
            ]
        case .notifications:
            items = [
                GitHubItem(title: "Scroll long lists inside a cell", detail: "octo/widgets · review requested", date: ago(12)),
                GitHubItem(title: "Crash on resize in tmux", detail: "octo/widgets · mention", date: ago(200)),
            ]
        }
        let title = GitHubProvider.title(configuration)
        return GitHubEntry(date: now, mode: configuration.mode, title: title.isEmpty ? "octo/widgets" : title, items: items)
    }
}
