import Foundation
import Testing

/// The default home at 200×60 and 240×70, as a new user first sees it: the clock, calendar and
/// to-do list of the top row, the world clock and the countdown each use the height of their cell,
/// with no band of blank rows across it longer than a quarter of the cell (four rows at least).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LargeCellBandEndToEndTests {
    static let titles = ["Clock", "Calendar", "To-do", "World clock", "Countdown"]

    /// A cell drawn on the screen: its title and its content rows (between its borders).
    struct Cell {
        let title: String
        let rows: [String]
    }

    /// Every bordered cell of `screen`: a top-left corner, the top-right corner after it on the
    /// same row, and the bottom-left corner under it.
    static func cells(_ screen: [String]) -> [Cell] {
        let lines = screen.map(Array.init)
        let topLeft: Set<Character> = ["┏", "╭", "┌"], topRight: Set<Character> = ["┓", "╮", "┐"]
        let bottomLeft: Set<Character> = ["┗", "╰", "└"]
        var cells: [Cell] = []
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() where topLeft.contains(character) {
                guard let right = line[(column + 1)...].firstIndex(where: { topRight.contains($0) }),
                      let bottom = lines.indices.first(where: { $0 > row && column < lines[$0].count && bottomLeft.contains(lines[$0][column]) })
                else { continue }
                let title = String(line[(column + 1)..<right]).trimmingCharacters(in: CharacterSet(charactersIn: "━─ "))
                let content = lines[(row + 1)..<bottom].map { text in
                    String(text[min(column + 1, text.count)..<min(right, text.count)])
                }
                cells.append(Cell(title: title, rows: content))
            }
        }
        return cells
    }

    /// The longest run of rows with nothing but blanks in them.
    static func longestBlankRun(_ rows: [String]) -> Int {
        var longest = 0, run = 0
        for row in rows {
            run = row.allSatisfy { $0 == " " } ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The cells of `titles` on `screen` whose blank band is longer than allowed.
    static func banded(_ screen: [String]) -> [String] {
        let shown = cells(screen).filter { titles.contains($0.title) }
        guard Set(shown.map(\.title)) == Set(titles) else { return ["not every cell is on screen yet"] }
        return shown.compactMap { cell in
            let run = longestBlankRun(cell.rows)
            return run > max(4, cell.rows.count / 4) ? "\(cell.title): \(run) blank rows of \(cell.rows.count)" : nil
        }
    }

    @Test(arguments: [(200, 60), (240, 70)])
    func theDefaultHomesCellsUseTheirHeight(width: Int, height: Int) async throws {
        let tmux = try await TmuxSession.start(width: width, height: height, environment: ["TZ": "UTC"])
        defer { tmux.close() }
        // The widgets load one by one: wait until the five are drawn.
        let loaded = ["Today · ", "Nothing to do", "New Year", "Tokyo", "UTC"]
        let screen = try await tmux.waitFor("the five cells drawn", timeout: .seconds(15)) { lines in
            loaded.allSatisfy { text in lines.contains { $0.contains(text) } }
        }
        let banded = Self.banded(screen)
        #expect(banded.isEmpty, "\(banded)\n\(screen.joined(separator: "\n"))")
        // What fills them: the next months' weeks, the to-do board with its hint, the countdown's
        // target under its digits.
        let text = screen.joined(separator: "\n")
        #expect(["January", "widgetty todo add", " days  to 20"].allSatisfy { text.contains($0) }, "\(text)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func theCellReaderFindsTitlesAndBands() {
        let screen = [
            "╭─ Clock ──╮┏━ To-do ━━┓",
            "│ 12:00    │┃ a        ┃",
            "│          │┃          ┃",
            "│          │┃ b        ┃",
            "╰──────────╯┗━━━━━━━━━━┛",
        ]
        let cells = Self.cells(screen)
        #expect(cells.map(\.title) == ["Clock", "To-do"])
        #expect(cells.map { Self.longestBlankRun($0.rows) } == [2, 1])
    }
}
