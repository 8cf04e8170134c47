import Foundation
import WidgettyFiles
import WidgettyTerminal

/// One commit as the git widget lists it; `age` is git's own wording (`3 hours ago`).
struct GitCommit: Codable, Hashable, Sendable {
    var shortHash: String
    var author: String
    var subject: String
    var age: String
}

/// The state of a repository: its branch, the latest commits, the distance to its upstream
/// and uncommitted changes.
struct GitRepositoryState: Codable, Hashable, Sendable {
    var branch: String
    var commits: [GitCommit]
    var upstream: String?
    var ahead: Int?
    var behind: Int?
    /// Changed and untracked files in the work tree (0 when clean).
    var changedFiles: Int
}

/// Asks `git` about a repository: `status --porcelain=v2 --branch` for the branch, upstream
/// distance and changes, `log` for the commits. Two processes per refresh.
struct GitRepositoryReader {
    var git = "git"
    var timeout: TimeInterval = 10

    /// The state of `repository`, for `branch` (empty for the checked-out one), with `count`
    /// latest commits; or git's last line of complaint. Without `status` only `git log` runs
    /// (one process), and the branch, upstream and changes are left unknown.
    func read(repository: String, branch: String, count: Int, status withStatus: Bool = true) async
        -> Result<GitRepositoryState, GitReadError>
    {
        // Status: never take the index lock, so a refresh cannot get in a user's way.
        let environment = ["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0"]
        let named = branch.trimmingCharacters(in: .whitespaces)
        guard withStatus else {
            let log = await run(logArguments(repository, named, count), environment)
            return log.map { GitRepositoryState(branch: named, commits: Self.parseLog($0), changedFiles: 0) }
        }
        // Status and log at once: the widget is ready when the slower of the two is.
        async let statusRun = run(["-C", repository, "status", "--porcelain=v2", "--branch"], environment,
                                  outputLimit: Self.statusOutputLimit)
        async let logRun = run(logArguments(repository, named, count), environment)
        let status = await statusRun
        let log = await logRun
        guard case .success(let statusText) = status else { return status.map { _ in Self.emptyState } }
        var state = Self.parseStatus(statusText)

        if !named.isEmpty, named != state.branch {
            // Another branch: its own upstream distance; the work tree's changes are not its.
            state.branch = named
            state.changedFiles = 0
            state.upstream = nil
            state.ahead = nil
            state.behind = nil
            if case .success(let counts) = await run(
                ["-C", repository, "rev-list", "--left-right", "--count", "--end-of-options",
                 "\(named)...\(named)@{upstream}", "--"], environment)
            {
                let numbers = counts.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
                if numbers.count == 2 { (state.ahead, state.behind) = (numbers[0], numbers[1]) }
            }
        }

        switch log {
        case .failure(let error): return .failure(error)
        case .success(let text): state.commits = Self.parseLog(text)
        }
        return .success(state)
    }

    /// The Unix times of the commits on `branch` (the checked-out one when empty) since `since`,
    /// newest first, at most ``GitActivity/mostCommits``: one `git log` process.
    func commitTimes(repository: String, branch: String, since: Date) async -> Result<String, GitReadError> {
        let named = branch.trimmingCharacters(in: .whitespaces)
        return await run(["-C", repository, "log", "--format=%ct", "--since=@\(Int(since.timeIntervalSince1970))",
                          "--max-count=\(GitActivity.mostCommits)"] + (named.isEmpty ? [] : ["--end-of-options", named]) + ["--"],
                         ["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0"])
    }

    private func logArguments(_ repository: String, _ branch: String, _ count: Int) -> [String] {
        ["-C", repository, "log", "-\(max(1, count))", "--format=%h%x1f%an%x1f%s%x1f%ar"]
            + (branch.isEmpty ? [] : ["--end-of-options", branch]) + ["--"]
    }

    private static let emptyState = GitRepositoryState(branch: "", commits: [], changedFiles: 0)

    /// What `git log` and `rev-list` may print: 1 MiB (the widget lists a few commits; a commit
    /// whose subject is larger stops the read with a reason, and git is killed).
    static let outputLimit = 1 << 20
    /// What `git status` may print: 16 MiB, a line for each of some 100,000 changed files.
    static let statusOutputLimit = 16 << 20
    /// What git may say on standard error: its last line is shown.
    static let errorLimit = 64 << 10

    private func run(_ arguments: [String], _ environment: [String: String], outputLimit: Int = Self.outputLimit) async
        -> Result<String, GitReadError>
    {
        switch await ProcessRunner.run(git, arguments, environment: environment, timeout: timeout,
                                       outputLimit: outputLimit, errorLimit: Self.errorLimit) {
        case .failure(let error):
            return .failure(GitReadError(message: error.description))
        case .success(let output) where output.overflowed:
            return .failure(GitReadError(message: output.overflowReason(program: "git") ?? "git"))
        case .success(let output) where output.timedOut:
            return .failure(GitReadError(message: "git timed out after \(Int(timeout)) s"))
        case .success(let output) where output.status != 0:
            let last = output.standardError.split(whereSeparator: \.isNewline).last.map(String.init)
            return .failure(GitReadError(message: last ?? "git failed with status \(output.status)"))
        case .success(let output):
            return .success(output.standardOutput)
        }
    }

    /// Reads `# branch.head`, `# branch.upstream`, `# branch.ab +A -B` and counts change lines.
    static func parseStatus(_ text: String) -> GitRepositoryState {
        var state = GitRepositoryState(branch: "", commits: [], changedFiles: 0)
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# branch.head ") {
                let head = String(line.dropFirst("# branch.head ".count))
                state.branch = head == "(detached)" ? "detached" : head
            } else if line.hasPrefix("# branch.upstream ") {
                state.upstream = String(line.dropFirst("# branch.upstream ".count))
            } else if line.hasPrefix("# branch.ab ") {
                let parts = line.split(separator: " ")
                if parts.count == 4 {
                    state.ahead = Int(parts[2].dropFirst())
                    state.behind = Int(parts[3].dropFirst())
                }
            } else if !line.hasPrefix("#") {
                state.changedFiles += 1
            }
        }
        return state
    }

    static func parseLog(_ text: String) -> [GitCommit] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\u{1f}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            return GitCommit(shortHash: TextBudget.cut(fields[0]), author: TextBudget.cut(fields[1]),
                             subject: TextBudget.cut(fields[2]), age: TextBudget.cut(fields[3]))
        }
    }
}

/// Why git could not answer, in git's own words when it said something.
struct GitReadError: Error, Hashable, Sendable {
    var message: String
}
