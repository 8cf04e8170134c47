import Foundation
import Testing
import Widgetty
import WidgettyTesting
import WidgettyTestSupport
@testable import CommitChecker

@MainActor
@Suite("CommitChecker (seed 004)")
struct CommitCheckerTests {
    private func descriptor() throws -> AnyWidgetDescriptor {
        try #require(CommitCheckerWidget().body._widgetDescriptors.first)
    }

    @Test func theWidgetIsDescribedAsInTheArticle() throws {
        let widget = try descriptor()
        #expect(widget.kind == "CommitCheckerWidget")
        #expect(widget.displayName == "Swift's Latest Commit")
        #expect(widget.description == "Shows the last commit at the Swift repo.")
        #expect(widget.intent == nil)
    }

    @Test func placeholderAndSnapshotRenderAtEverySupportedFamily() async throws {
        let widget = try descriptor()
        for family in widget.supportedFamilies {
            let context = TimelineProviderContext.testing(family)
            let placeholder = CommitTimeline().placeholder(in: context)
            let snapshot = await completionValue { CommitTimeline().getSnapshot(in: context, completion: $0) }
            for entry in [placeholder, snapshot] {
                let words = renderEntry(entry, of: widget, family: family).words
                #expect(words.contains("apple/swift's Latest Commit"), "\(family): \(words)")
                #expect(words.contains("Fixed stuff"), "\(family): \(words)")
                #expect(words.contains("by John Appleseed at 2020-06-23"), "\(family): \(words)")
            }
        }
        #expect(renderLines(PlaceholderView(), width: 10, height: 1) == ["Loading..."])
    }

    @Test func theTimelineShowsTheLatestCommitOfALocalRepository() async throws {
        let repository = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        let path = repository.path
        let git = ["git", "-C", path, "-c", "user.name=Jane Doe", "-c", "user.email=jane@example.com",
                   "-c", "commit.gpgsign=false"]
        #expect(throws: Never.self) { try GitProcess.run(["git", "init", "-q", path]).get() }
        #expect(throws: Never.self) {
            try GitProcess.run(git + ["commit", "-q", "--allow-empty", "--date=2026-11-20T09:30:00+00:00", "-m", "First"]).get()
        }
        #expect(throws: Never.self) {
            try GitProcess.run(git + ["commit", "-q", "--allow-empty", "--date=2026-11-21T10:45:00+00:00",
                                      "-m", "Fix the optimizer", "-m", "A body line."]).get()
        }

        let before = Date()
        let timeline = await completionValue {
            CommitTimeline(repositoryPath: path).getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        let entry = try #require(timeline.entries.first)
        #expect(timeline.entries.count == 1)
        #expect(entry.commit.message == "Fix the optimizer")
        #expect(entry.commit.author == "Jane Doe")
        #expect(entry.commit.date == "2026-11-21T10:45:00+00:00")
        guard case .after(let refresh) = timeline.policy.rule else {
            Issue.record("expected .after, got \(timeline.policy)")
            return
        }
        #expect(abs(refresh.timeIntervalSince(entry.date) - 300) < 1)
        #expect(entry.date >= before.addingTimeInterval(-1))

        let words = renderEntry(entry, of: try descriptor(), family: .systemMedium).words
        #expect(words.contains("Fix the optimizer by Jane Doe at 2026-11-21T10:45:00+00:00"))
    }

    @Test func aDirectoryThatIsNotARepositoryShowsTheArticlesFailureText() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let timeline = await completionValue {
            CommitTimeline(repositoryPath: directory.path).getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        #expect(timeline.entries.map(\.commit.message) == ["Failed to load commits"])
        let result = GitProcess.run(["git", "-C", directory.path, "log", "-1"])
        guard case .failure(.gitFailed(let status)) = result else {
            Issue.record("expected git to fail, got \(result)")
            return
        }
        #expect(status != 0)
    }

    @Test func gitOutputParsesIntoTheArticlesCommit() {
        let commit = CommitLoader.getCommitInfo(fromData: Data("Subject\0Ann Author\02026-01-02T03:04:05Z\n".utf8))
        #expect(commit?.message == "Subject")
        #expect(commit?.author == "Ann Author")
        #expect(commit?.date == "2026-01-02T03:04:05Z")
        #expect(CommitLoader.getCommitInfo(fromData: Data("no separators\n".utf8)) == nil)
    }
}
