import Foundation
import WidgettyKit
import WidgettyUI

/// W1's latest-commit lines (hash, author, subject, age) in small; the branch, upstream
/// distance and changes above them in medium; the last commits listed in large.
struct GitView: View {
    let entry: GitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            }
            if let state = entry.state, let latest = state.commits.first {
                if family != .systemSmall {
                    Text(verbatim: statusLine(state)).bold().lineLimit(1)
                }
                Text(verbatim: latest.shortHash).foregroundStyle(.yellow).lineLimit(1)
                Text(verbatim: latest.author).lineLimit(1)
                Text(verbatim: latest.subject).lineLimit(1)
                Text(verbatim: latest.age).foregroundStyle(.secondary).lineLimit(1)
                if family == .systemLarge, state.commits.count > 1 {
                    Text(verbatim: "")
                    ForEach(Array(state.commits.enumerated().dropFirst()), id: \.offset) { index, commit in
                        commitLine(commit, link: entry.commitLinks?.indices.contains(index) == true ? entry.commitLinks?[index] : nil)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.link)
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
    private func statusLine(_ state: GitRepositoryState) -> String {
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
