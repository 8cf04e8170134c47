import Foundation
import WidgettyFiles
import Testing
import WidgettyKit
import WidgettyUI
import WidgettyTestSupport
@testable import WidgettyBuiltins

/// A git repository made for a test: commits with fixed authors, subjects and dates.
struct FixtureRepository {
    let path: String

    @discardableResult
    func git(_ arguments: String..., date: Date? = nil) async throws -> String {
        var environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]
        if let date {
            let stamp = "@\(Int(date.timeIntervalSince1970)) +0000"
            environment["GIT_AUTHOR_DATE"] = stamp
            environment["GIT_COMMITTER_DATE"] = stamp
        }
        let output = try await ProcessRunner.run("git", ["-C", path] + arguments, environment: environment).get()
        try #require(output.succeeded, "git \(arguments.joined(separator: " ")): \(output.standardError)")
        return output.standardOutput
    }

    func commit(_ subject: String, author: String, file: String, hoursAgo: Double) async throws {
        try Data(subject.utf8).write(to: URL(fileURLWithPath: path + "/" + file))
        try await git("add", file)
        try await git("-c", "user.name=\(author)", "-c", "user.email=\(author.prefix(3))@example.com",
                      "commit", "-q", "-m", subject, date: Date().addingTimeInterval(-hoursAgo * 3600))
    }

    /// main: three commits, the last by Grace Hopper three hours ago; `base` is one behind it
    /// and has a commit of its own, and is main's upstream.
    static func make(in dir: FixtureDirectory) async throws -> FixtureRepository {
        let repo = FixtureRepository(path: dir.path)
        try await repo.git("init", "-q", "-b", "main")
        try await repo.commit("Initial board", author: "Ada Lovelace", file: "a.txt", hoursAgo: 50)
        try await repo.commit("Add calendar", author: "Alan Turing", file: "b.txt", hoursAgo: 26)
        try await repo.git("branch", "base")
        try await repo.commit("Tune refresh rates for W1", author: "Grace Hopper", file: "c.txt", hoursAgo: 3)
        try await repo.git("checkout", "-q", "base")
        try await repo.commit("Fix typo", author: "Alan Turing", file: "d.txt", hoursAgo: 5)
        try await repo.git("checkout", "-q", "main")
        try await repo.git("branch", "-q", "--set-upstream-to=base")
        return repo
    }
}

@MainActor
@Suite struct GitWidgetTests {
    private func entry(_ values: [String: IntentValue], _ family: WidgetFamily) async throws -> (GitEntry, TimelineReloadPolicy) {
        let provider = GitProvider(now: { BuiltinHarness.sunday })
        let intent = try IntentSchema.decode(GitIntent.self, from: values)
        let timeline = await provider.timeline(for: intent, in: BuiltinHarness.context(family))
        return (try #require(timeline.entries.first), timeline.policy)
    }

    private func render(_ entry: GitEntry, _ family: WidgetFamily, width: Int = 40) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("git"), entry: AnyTimelineEntry(entry), family: family,
                              width: width, height: 20, now: BuiltinHarness.sunday)
    }

    @Test func smallRunsOnlyGitLogForTheOneCommitItShows() async throws {
        let dir = try FixtureDirectory()
        let repo = try await FixtureRepository.make(in: dir)
        let (small, _) = try await entry(["repoPath": .string(repo.path)], .systemSmall)
        let (medium, _) = try await entry(["repoPath": .string(repo.path)], .systemMedium)
        // Without `git status` the branch stays unknown: small does not show it, medium does.
        #expect(small.state?.branch == "")
        #expect(small.state?.commits.map(\.subject) == ["Tune refresh rates for W1"])
        #expect(medium.state?.branch == "main")
    }

    @Test func showsTheLatestCommitAsW1DoesAndTheBranchWhenWider() async throws {
        let dir = try FixtureDirectory()
        let repo = try await FixtureRepository.make(in: dir)
        let hash = try await repo.git("log", "-1", "--format=%h").trimmingCharacters(in: .whitespacesAndNewlines)

        let (small, policy) = try await entry(["repoPath": .string(repo.path)], .systemSmall)
        #expect(policy == .after(BuiltinHarness.sunday.addingTimeInterval(60)))
        let smallView = try render(small, .systemSmall)
        #expect(smallView.trimmedLines == [hash, "Grace Hopper", "Tune refresh rates for W1", "3 hours ago"])
        // No viewer URL: the cell opens the companion program (lazygit, tig or the editor).
        #expect(smallView.widgetURL == nil)

        try Data("changed".utf8).write(to: URL(fileURLWithPath: repo.path + "/a.txt"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: repo.path + "/new.txt"))
        let (medium, _) = try await entry(["repoPath": .string(repo.path)], .systemMedium)
        // Medium: the status line over the latest commit, the year's activity map beside them.
        let mediumLines = try render(medium, .systemMedium, width: 76).trimmedLines
        #expect(mediumLines.contains { $0.hasPrefix("main ↑1 ↓1 · 2 changed ") && $0.hasSuffix("·") })
        #expect(mediumLines.contains { $0.hasSuffix(" weeks") })

        // Large: the older commits under the latest, the map across the bottom.
        let (large, _) = try await entry(["repoPath": .string(repo.path)], .systemLarge)
        let lines = try render(large, .systemLarge).trimmedLines
        #expect(lines.count == 20)
        #expect(lines[6].hasSuffix(" Add calendar") && lines[7].hasSuffix(" Initial board"))
        #expect(lines[19].hasSuffix(" weeks") && lines[12].hasPrefix("· · ·"))
    }

    @Test func aBranchParameterAndAViewerURL() async throws {
        let dir = try FixtureDirectory()
        let repo = try await FixtureRepository.make(in: dir)
        let (entry, _) = try await entry(
            ["repoPath": .string(repo.path), "branch": .string("base"), "viewerURL": .string("https://viewer.example/{branch}/{hash}")],
            .systemMedium)
        let view = try render(entry, .systemMedium, width: 76)
        let hash = try await repo.git("log", "-1", "--format=%h", "base").trimmingCharacters(in: .whitespacesAndNewlines)
        let summary = view.trimmedLines.map { String($0.prefix(26)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("·") }
        #expect(summary == ["base (no upstream) · clean", hash, "Alan Turing", "Fix typo", "5 hours ago"])
        #expect(view.widgetURL == URL(string: "https://viewer.example/base/\(hash)"))
    }

    @Test func reportsWhatGitSays() async throws {
        let dir = try FixtureDirectory()
        let (entry, _) = try await entry(["repoPath": .string(dir.path + "/missing")], .systemSmall)
        #expect(entry.problem?.contains("missing") == true)
        #expect(try render(entry, .systemSmall).trimmedLines.first?.hasPrefix("fatal: cannot change to") == true)
    }

    @Test func theRunnerTimesOutAndReportsMissingPrograms() async throws {
        let slow = try await ProcessRunner.run("sleep", ["5"], timeout: 0.1).get()
        #expect(slow.timedOut && !slow.succeeded)
        let missing = await ProcessRunner.run("widgetty-no-such-program", [])
        #expect(throws: ProcessStartError.self) { try missing.get() }
        let echo = try await ProcessRunner.run("sh", ["-c", "printf out; printf err >&2; exit 3"]).get()
        #expect(echo == ProcessOutput(status: 3, standardOutput: "out", standardError: "err", timedOut: false))
    }
}

/// The activity map's `git log` runs again only when the head moves (or the day turns).
@MainActor
@Suite struct GitActivityReadTests {
    @Test func aRefreshWithTheSameHeadRunsNoSecondLogForTheMap() async throws {
        let dir = try FixtureDirectory()
        let repo = try await FixtureRepository.make(in: dir)
        let tools = try FixtureDirectory()
        // git, with each call written down. The script is written by a child process: a file
        // this process had open for writing could be inherited by a process another test forks
        // meanwhile, and running it would then fail as busy (ETXTBSY).
        let git = tools.path + "/git"
        let script = "#!/bin/sh\necho \"$*\" >> '\(tools.path)/calls'\nexec git \"$@\"\n"
        let written = try await ProcessRunner.run("/bin/sh", ["-c", "printf '%s' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", script, git]).get()
        try #require(written.succeeded, "\(written.standardError)")
        func mapReads() throws -> Int {
            let calls = (try? String(contentsOfFile: tools.path + "/calls", encoding: .utf8)) ?? ""
            return calls.split(separator: "\n").filter { $0.contains("--format=%ct") }.count
        }
        let provider = GitProvider(now: { Date() }, reader: GitRepositoryReader(git: git), activityCache: GitActivityCache())
        let intent = try IntentSchema.decode(GitIntent.self, from: ["repoPath": .string(repo.path)])

        let first = await provider.entry(for: intent, family: .systemMedium)
        #expect(first.activity?.counts.reduce(0, +) == 3, "the three commits on main")
        #expect(try mapReads() == 1)
        let second = await provider.entry(for: intent, family: .systemLarge)
        #expect(second.activity == first.activity)
        #expect(try mapReads() == 1, "same head, same day: the kept map")
        _ = await provider.entry(for: intent, family: .systemSmall)
        #expect(try mapReads() == 1, "small shows no map")

        try await repo.commit("Plan the sprint", author: "Ada Lovelace", file: "e.txt", hoursAgo: 0)
        let moved = await provider.entry(for: intent, family: .systemMedium)
        #expect(try mapReads() == 2, "a new head: the map is read again")
        #expect(moved.activity?.counts.reduce(0, +) == 4)
    }
}

/// The year's activity: commits counted by local day, drawn a week a column.
@MainActor
@Suite struct GitActivityTests {
    @Test func countsCommitsByLocalDayAndDrawsTheWeeksThatFit() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // Sunday 2026-11-22 14:05:09 UTC is 23:05 in Tokyo; twenty hours later it is Monday there.
        let now = BuiltinHarness.sunday
        let times = [now.addingTimeInterval(-60), now.addingTimeInterval(-3600), now.addingTimeInterval(-86_400 * 2),
                     now.addingTimeInterval(-86_400 * 400), now.addingTimeInterval(20 * 3600)]
        let activity = GitActivity(log: times.map { "\(Int($0.timeIntervalSince1970))" }.joined(separator: "\n") + "\nnot a time\n",
                                   now: now, zone: zone)
        #expect(activity.counts.count == 371)
        #expect(activity.counts.suffix(3) == [1, 0, 2])  // Friday, Saturday, Sunday (today); nothing older than a year, nothing ahead
        #expect(GitActivity.weekday(activity.today) == 6)  // a Sunday
        #expect(GitActivity.day(now, in: zone) == GitActivity.day(now, in: TimeZone(secondsFromGMT: 0)!))
        #expect(GitActivity.day(now.addingTimeInterval(3600), in: zone) == activity.today + 1)

        let map = renderView(GitActivityMap(activity: activity, weeks: 3), width: 20, height: 8)
        // Monday to Sunday down, three weeks across: the busiest day full, one commit half of it.
        #expect(map.trimmedLines == ["· · ·", "· · ·", "· · ·", "· · ·", "· · ▒", "· · ·", "· · █", "3 commits in 3 weeks"])
    }
}
