import Foundation
import Widgetty

struct Commit {
    let message: String
    let author: String
    let date: String
}

struct LastCommitEntry: TimelineEntry {
    public let date: Date
    public let commit: Commit
}

struct CommitTimeline: TimelineProvider {
    typealias Entry = LastCommitEntry
    /// The local git repository whose latest commit is shown (the article asks GitHub).
    var repositoryPath: String = CommitLoader.repositoryPathFromEnvironment

    public func placeholder(in context: Context) -> LastCommitEntry {
        let fakeCommit = Commit(message: "Fixed stuff", author: "John Appleseed", date: "2020-06-23")
        return LastCommitEntry(date: Date(), commit: fakeCommit)
    }

    public func getSnapshot(in context: Context, completion: @escaping (LastCommitEntry) -> ()) {
        let fakeCommit = Commit(message: "Fixed stuff", author: "John Appleseed", date: "2020-06-23")
        let entry = LastCommitEntry(date: Date(), commit: fakeCommit)
        completion(entry)
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<LastCommitEntry>) -> ()) {
        let currentDate = Date()
        let refreshDate = Calendar.current.date(byAdding: .minute, value: 5, to: currentDate)!

        CommitLoader.fetch(repositoryPath: repositoryPath) { result in
            let commit: Commit
            if case .success(let fetchedCommit) = result {
                commit = fetchedCommit
            } else {
                commit = Commit(message: "Failed to load commits", author: "", date: "")
            }
            let entry = LastCommitEntry(date: currentDate, commit: commit)
            let timeline = Timeline(entries: [entry], policy: .after(refreshDate))
            completion(timeline)
        }
    }
}
