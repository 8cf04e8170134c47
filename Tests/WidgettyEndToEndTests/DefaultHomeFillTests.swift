import Foundation
import Testing
import WidgettyTerminal

/// The default home, as a new user first sees it, at 80×24, 120×40, 160×50 and 200×60: page one
/// has no blank row of slots (its cells reach the bottom of the grid), and every widget on it
/// shows its text whole.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct DefaultHomeFillTests {
    /// Characters a cell's left border starts a row with.
    static let leftBorders: Set<Character> = ["│", "┃", "╭", "╰", "┏", "┗", "┌", "└", "║", "╔", "╚", "╎", "┆"]

    /// Text each widget of the default home shows whole when nothing is cut, by where it is:
    /// page one at 80×24 holds the clock, calendar, to-do list and system; larger terminals
    /// show all nine.
    static let firstRows = ["Mo Tu We Th Fr Sa Su", "Today · ", "Nothing to do", "CPU", "Mem", "Load", " cores"]
    static let lastRows = ["total ↓", "New York", "London", "Tokyo", "New Year", "Home", " %"]

    @Test(arguments: [(80, 24), (120, 40), (160, 50), (200, 60)])
    func pageOneIsFullAndNothingIsCut(width: Int, height: Int) async throws {
        let tmux = try await TmuxSession.start(width: width, height: height, environment: ["TZ": "UTC"])
        defer { tmux.close() }
        let expected = Self.firstRows + (width >= 120 ? Self.lastRows : [])
        let screen = try await tmux.waitFor("every widget of page one", timeout: .seconds(15)) { lines in
            expected.allSatisfy { text in lines.contains { $0.contains(text) } }
        }
        #expect(screen.count == height)
        // The grid takes every row but the status bar and the one above it; centring the slots
        // leaves at most two rows over.
        let grid = screen.prefix(height - 2)
        let outside = grid.filter { line in line.first { $0 != " " }.map { !Self.leftBorders.contains($0) } ?? true }
        #expect(outside.count <= 2, "rows of the grid outside any cell:\n\(screen.joined(separator: "\n"))")
        #expect(screen.allSatisfy { TerminalText.width(of: $0) <= width })
        // A word run into a cell's right edge would end right before its margin and border.
        let cut = grid.flatMap { line in Self.wordsAtRightEdges(line) }.filter { word in
            expected.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(word) && $0.trimmingCharacters(in: .whitespaces) != word }
        }
        #expect(cut.isEmpty, "cut: \(cut)\n\(screen.joined(separator: "\n"))")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// The words that end in the last content column of a cell (one blank, then a border).
    static func wordsAtRightEdges(_ line: String) -> [String] {
        let characters = Array(line)
        let borders: Set<Character> = ["│", "┃", "║", "╎", "┆"]
        var words: [String] = []
        for index in characters.indices.dropFirst(2) where borders.contains(characters[index])
            && characters[index - 1] == " " && characters[index - 2] != " " {
            let end = index - 1
            var start = end - 1
            while start > 0, characters[start - 1] != " ", !borders.contains(characters[start - 1]) { start -= 1 }
            words.append(String(characters[start..<end]))
        }
        return words
    }
}
