import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

/// Large and extra-large GitHub cells use their rows: every shown item keeps its second line
/// (a commit's sha and author, a pull request's number) and its age, and the rows the items
/// leave go to message bodies — at most one row at the bottom stays blank.
@MainActor
@Suite struct GitHubLargeCellTests {
    let now = BuiltinHarness.sunday

    /// `count` commits an hour apart, each with a sha, an author and (when `bodies`) a body.
    func commits(_ count: Int, bodies: Bool) -> GitHubEntry {
        let items = (0..<count).map { n in
            GitHubItem(title: "Commit subject number \(n)", detail: "c0ffe\(n)\(n) Author\(n) Name", state: nil,
                       date: now.addingTimeInterval(-3600 * Double(n + 1)), link: URL(string: "https://github.com/o/r/commit/\(n)"),
                       body: bodies ? String(repeating: "The body of commit \(n) says why it was made, in words that wrap. ", count: 12) : nil)
        }
        return GitHubEntry(date: now, mode: .commits, title: "octo-org/harbour", items: items)
    }

    func lines(_ entry: GitHubEntry, _ family: WidgetFamily) throws -> [String] {
        let size = family.standardContentSize
        return BuiltinHarness.render(try BuiltinHarness.descriptor("github"), entry: AnyTimelineEntry(entry), family: family,
                                     width: size.width, height: size.height, now: now).buffer.lines
    }

    static func trailingBlankRows(_ lines: [String]) -> Int {
        lines.reversed().prefix { $0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    }

    @Test(arguments: [WidgetFamily.systemLarge, .systemExtraLarge], [3, 5, 12, 30])
    func everyShownCommitHasItsShaAuthorAndAgeAndTheRowsAreUsed(family: WidgetFamily, count: Int) throws {
        for bodies in [true, false] {
            let lines = try lines(commits(count, bodies: bodies), family)
            let text = lines.joined(separator: "\n")
            let shown = (0..<count).filter { text.contains("Commit subject number \($0)") }
            #expect(!shown.isEmpty)
            for n in shown {
                #expect(text.contains("c0ffe\(n)\(n)") && text.contains("Author\(n)"), "commit \(n) in \(family):\n\(text)")
                #expect(text.contains("\(n + 1)h"), "the age of commit \(n) in \(family):\n\(text)")
            }
            if bodies || shown.count < count {
                #expect(Self.trailingBlankRows(lines) <= 1, "\(family) \(count) commits:\n\(text)")
            }
        }
    }
}
