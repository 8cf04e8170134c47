import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// W1's latest-commit lines (hash, author, subject, age) in small; in medium, the branch,
/// upstream distance and changes above them, beside the year's activity map; in large, the last
/// commits listed under them and the activity map across the bottom.
struct GitView: View {
    let entry: GitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            }
            if let state = entry.state, let latest = state.commits.first {
                if family == .systemSmall {
                    GitLatestCommit(commit: latest)
                } else {
                    GeometryReader { proxy in
                        GitBoard(entry: entry, state: state, isLarge: family == .systemLarge,
                                 columns: Int(proxy.size.width), rows: Int(proxy.size.height))
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.link)
    }
}

/// The latest commit, one field a line: hash, author, subject and git's wording of its age.
struct GitLatestCommit: View {
    let commit: GitCommit

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: commit.shortHash).foregroundStyle(.yellow).lineLimit(1)
            Text(verbatim: commit.author).lineLimit(1)
            Text(verbatim: commit.subject).lineLimit(1)
            Text(verbatim: commit.age).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}

/// Medium and large, laid out in the cell's `columns`×`rows`: the status line over the latest
/// commit; in medium the activity map beside them, in large the older commits (as many as fit)
/// and the map across the bottom.
struct GitBoard: View {
    let entry: GitEntry
    let state: GitRepositoryState
    let isLarge: Bool
    let columns: Int
    let rows: Int

    /// Weeks below which the map is left out: too few to show a rhythm.
    private static let fewestWeeks = 4
    /// The map's rows: a row a weekday and the caption.
    private static let mapRows = 8

    var body: some View {
        if isLarge {
            let weeks = GitActivityMap.weeks(fitting: columns)
            let map = entry.activity.flatMap { weeks >= Self.fewestWeeks && rows >= 6 + Self.mapRows ? $0 : nil }
            let older = max(0, rows - 6 - (map == nil ? 0 : Self.mapRows + 1))
            VStack(alignment: .leading, spacing: 0) {
                summary
                if state.commits.count > 1, older > 0 {
                    Text(verbatim: "")
                    ForEach(Array(state.commits.enumerated().dropFirst().prefix(older)), id: \.offset) { index, commit in
                        commitLine(commit, link: entry.commitLinks?.indices.contains(index) == true ? entry.commitLinks?[index] : nil)
                    }
                }
                if let map {
                    Spacer(minLength: 1)
                    GitActivityMap(activity: map, weeks: weeks)
                }
            }
        } else {
            let textWidth = min(max(24, longestLine), columns / 2)
            let weeks = GitActivityMap.weeks(fitting: columns - textWidth - 2)
            HStack(alignment: .center, spacing: 2) {
                summary.frame(width: entry.activity != nil && weeks >= Self.fewestWeeks ? CGFloat(textWidth) : nil, alignment: .leading)
                if let activity = entry.activity, weeks >= Self.fewestWeeks {
                    GitActivityMap(activity: activity, weeks: weeks)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }

    /// The status line and the latest commit.
    private var summary: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: statusLine).bold().lineLimit(1)
            if let latest = state.commits.first { GitLatestCommit(commit: latest) }
        }
    }

    /// The widest of the summary's lines, in columns.
    private var longestLine: Int {
        let latest = state.commits.first
        return ([statusLine] + [latest?.author, latest?.subject, latest?.age].compactMap { $0 }).map { TerminalText.width(of: $0) }.max() ?? 0
    }

    /// An older commit: a link to it in the viewer when one is configured (its hint letter opens it).
    @ViewBuilder
    private func commitLine(_ commit: GitCommit, link: URL?) -> some View {
        let text = Text(verbatim: "\(commit.shortHash) \(commit.subject)").lineLimit(1)
        if let link {
            Link(destination: link) { text }
        } else {
            text
        }
    }

    /// `main ↑1 ↓2 · 3 changed`, `main · clean`, or `main (no upstream)`.
    private var statusLine: String {
        var parts = [state.branch]
        if let ahead = state.ahead, let behind = state.behind {
            parts.append("↑\(ahead) ↓\(behind)")
        } else if state.upstream == nil {
            parts.append("(no upstream)")
        }
        parts.append(state.changedFiles > 0 ? "· \(state.changedFiles) changed" : "· clean")
        return parts.joined(separator: " ")
    }
}
