import Foundation
import Testing

/// The default home at 40×12 and 200×60, every page walked with `]`: no page leaves a blank half
/// (a lone widget takes its row or page), and at 200×60 the world clock fills its big cell (zone
/// abbreviations, each zone's date) instead of a few words over a blank band.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct PageFillEndToEndTests {
    static let borders: Set<Character> = ["│", "┃", "╭", "╰", "┏", "┗", "╮", "╯", "┓", "┛"]

    /// The page dots of the status bar: (shown page, page count), (0, 1) without dots.
    static func pageDots(_ screen: [String]) -> (page: Int, count: Int) {
        guard let line = screen.last(where: { $0.contains("●") }) else { return (0, 1) }
        let dots = line.filter { $0 == "●" || $0 == "○" }
        return (dots.firstIndex(of: "●").map { dots.distance(from: dots.startIndex, to: $0) } ?? 0, dots.count)
    }

    /// Whether the left, right, top and bottom halves of the grid each hold a cell border.
    static func blankHalves(_ screen: [String], width: Int) -> [String] {
        let grid = Array(screen.dropLast(2))
        func hasBorder(_ lines: ArraySlice<String>, columns: Range<Int>) -> Bool {
            lines.contains { line in
                Array(line).enumerated().contains { columns.contains($0.offset) && borders.contains($0.element) }
            }
        }
        var blank: [String] = []
        if !hasBorder(grid[...], columns: (width / 2)..<width) { blank.append("right") }
        if !hasBorder(grid[(grid.count / 2)...], columns: 0..<width) { blank.append("bottom") }
        return blank
    }

    @Test(arguments: [(40, 12), (200, 60)])
    func noPageHasABlankHalf(width: Int, height: Int) async throws {
        let tmux = try await TmuxSession.start(width: width, height: height, environment: ["TZ": "UTC"])
        defer { tmux.close() }
        var screen = try await tmux.waitFor("the first page", timeout: .seconds(15)) { $0.contains { $0.contains("┏") } }
        let count = Self.pageDots(screen).count
        for page in 0..<count {
            if page > 0 {
                tmux.sendKeys("]")
                // The borders are drawn with the page, before any widget's content.
                screen = try await tmux.waitFor("page \(page + 1)") { Self.pageDots($0).page == page && $0.contains { $0.contains("┏") } }
            }
            let blank = Self.blankHalves(screen, width: width)
            #expect(blank.isEmpty, "page \(page + 1) of \(count) at \(width)×\(height) has a blank \(blank):\n\(screen.joined(separator: "\n"))")
        }
        tmux.sendKeys("q")
    }

    @Test func theWorldClockFillsItsBigCell() async throws {
        let tmux = try await TmuxSession.start(width: 200, height: 60, environment: ["TZ": "UTC"])
        defer { tmux.close() }
        let screen = try await tmux.waitFor("the world clock", timeout: .seconds(15)) { lines in lines.contains { $0.contains("Tokyo") } }
        let text = screen.joined(separator: "\n")
        #expect(screen.contains { $0.contains("JST") }, "the zones' abbreviations:\n\(text)")
        let weekdays = ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "]
        #expect(screen.filter { line in weekdays.contains { line.contains($0) } }.count >= 3, "the zones' dates:\n\(text)")
        tmux.sendKeys("q")
    }
}
