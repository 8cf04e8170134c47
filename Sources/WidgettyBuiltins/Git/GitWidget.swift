import Foundation
import WidgettyKit
import WidgettyUI

/// The git widget's settings: the repository, a branch and what opens it.
struct GitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Git repository"
    static let description: IntentDescription = "The latest commit, branch, upstream distance and changes of a local repository."

    @Parameter(title: "Repository", description: "Path of a repository on this computer, such as ~/code/project.",
               default: ".")
    var repoPath: String

    @Parameter(title: "Branch", description: "Empty for the checked-out branch.", default: "")
    var branch: String

    @Parameter(title: "Viewer URL", description: "Opened when chosen; {repo}, {branch} and {hash} are filled in. Empty opens lazygit, tig or your editor.",
               default: "")
    var viewerURL: String
}

/// One refresh of the git widget.
struct GitEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var repository: String
    var state: GitRepositoryState?
    var link: URL?
    /// Where each listed commit opens in the viewer, in the order of `state.commits`; empty
    /// when no viewer is configured (the commits are then plain text).
    var commitLinks: [URL]?
    var problem: String?
    /// Commits a day over the last year, for the activity map of medium and large.
    var activity: GitActivity?
}

/// Asks git once a minute (git words commit ages in minutes and more).
struct GitProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var reader = GitRepositoryReader()
    var refreshInterval: TimeInterval = 60
    /// The activity maps already read (tests pass their own).
    var activityCache = GitActivityCache.shared

    func placeholder(in context: Context) -> GitEntry {
        GitEntry(date: now(), repository: "repository", state: GitRepositoryState(
            branch: "main", commits: [GitCommit(shortHash: "0000000", author: "Author", subject: "Subject", age: "now")],
            changedFiles: 0))
    }

    func snapshot(for configuration: GitIntent, in context: Context) async -> GitEntry {
        await entry(for: configuration, family: context.family)
    }

    func timeline(for configuration: GitIntent, in context: Context) async -> Timeline<GitEntry> {
        let entry = await entry(for: configuration, family: context.family)
        return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: refreshInterval)))
    }

    func entry(for configuration: GitIntent, family: WidgetFamily) async -> GitEntry {
        let date = now()
        let repository = PathExpansion.expand(configuration.repoPath)
        let count = family == .systemLarge ? 8 : 1
        // Small shows only the latest commit: `git status` (branch, upstream, changes) is asked
        // for only when something shows it (medium and large, or a viewer URL's {branch}).
        let status = family != .systemSmall || configuration.viewerURL.contains("{branch}")
        switch await reader.read(repository: repository, branch: configuration.branch, count: count, status: status) {
        case .failure(let error):
            return GitEntry(date: date, repository: repository, problem: error.message)
        case .success(let state):
            // Medium and large map the year's commits: a third process, only when the head
            // moved or the day turned since the map was last read.
            let head = state.commits.first?.shortHash
            let activity = family == .systemSmall || head == nil
                ? nil : await activity(repository: repository, branch: configuration.branch, head: head ?? "", at: date)
            let template = configuration.viewerURL
            let commitLinks = template.isEmpty
                ? [] : state.commits.map { link(template, repository: repository, branch: state.branch, hash: $0.shortHash) }
            return GitEntry(date: date, repository: repository, state: state,
                            link: template.isEmpty ? nil : link(template, repository: repository, branch: state.branch,
                                                                  hash: state.commits.first?.shortHash ?? ""),
                            commitLinks: commitLinks,
                            problem: state.commits.isEmpty ? "No commits yet" : nil,
                            activity: activity)
        }
    }

    /// The year's activity at `head`: the map kept for it, or one read now (nil when git fails).
    private func activity(repository: String, branch: String, head: String, at date: Date) async -> GitActivity? {
        let key = GitActivityCache.Key(repository: repository, branch: branch)
        let zone = TimeZone.current
        if let kept = activityCache.activity(for: key, head: head, today: GitActivity.day(date, in: zone)) { return kept }
        guard case .success(let log) = await reader.commitTimes(
            repository: repository, branch: branch, since: GitActivity.since(date, in: zone)) else { return nil }
        let activity = GitActivity(log: log, now: date, zone: zone)
        activityCache.keep(activity, for: key, head: head)
        return activity
    }

    private func link(_ template: String, repository: String, branch: String, hash: String) -> URL {
        let folder = URL(fileURLWithPath: repository, isDirectory: true).standardizedFileURL
        guard !template.isEmpty else { return folder }
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text }
        let filled = template
            .replacingOccurrences(of: "{repo}", with: encoded(folder.path))
            .replacingOccurrences(of: "{branch}", with: encoded(branch))
            .replacingOccurrences(of: "{hash}", with: hash)
        return URL(string: filled) ?? folder
    }
}

/// The git repository widget (the seed article's commit checker), kind `git`.
public struct GitWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "git", intent: GitIntent.self, provider: GitProvider()) { entry in
            GitView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Git repository")
        .companionProgram { values in
            guard case .string(let path)? = values["repoPath"] else { return nil }
            let repository = PathExpansion.expand(path)
            return CompanionProgram(purpose: "a git viewer", choices: [
                ["lazygit", "-p", repository], ["tig", "-C", repository], [CompanionProgram.editor, repository],
            ])
        }
        .description("The latest commit of a local repository, its branch, distance to upstream and uncommitted changes.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
