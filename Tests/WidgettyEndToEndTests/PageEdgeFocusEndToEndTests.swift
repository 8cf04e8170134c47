import Foundation
import Testing

/// Arrows across a page edge on the real binary in tmux: `l` from the bottom-right widget lands on
/// the next page's bottom-left one, and `h` from there comes back to the bottom-right one — the
/// row is kept, focus never jumps to the page's first widget.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct PageEdgeFocusEndToEndTests {
    /// Where the focused widget's heavy top-left corner is: (line, column).
    static func focusCorner(_ screen: [String]) -> (line: Int, column: Int)? {
        for (line, text) in screen.enumerated() {
            if let index = text.firstIndex(of: "┏") { return (line, text.distance(from: text.startIndex, to: index)) }
        }
        return nil
    }

    @Test func crossingAPageEdgeKeepsTheRow() async throws {
        let home = "widgets:\n" + String(repeating: "  - kind: countdown\n", count: 24)
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        let start = try #require(Self.focusCorner(try await tmux.waitFor(text: "┏━ Countdown")))
        for key in ["l", "l", "l", "j", "j"] { tmux.sendKeys(key) }
        let bottomRight = try #require(Self.focusCorner(try await tmux.waitFor("the bottom-right widget") {
            guard let corner = Self.focusCorner($0) else { return false }
            return corner.line > start.line + 12 && corner.column > 60
        }))
        tmux.sendKeys("l")
        let entered = try #require(Self.focusCorner(try await tmux.waitFor("the next page's left edge") { Self.focusCorner($0)?.column == start.column }))
        #expect(entered.line == bottomRight.line, "the row is kept: \(entered) from \(bottomRight)")
        #expect(entered.column == start.column, "the near (left) edge")
        tmux.sendKeys("h")
        let back = try #require(Self.focusCorner(try await tmux.waitFor("back on page 1") { Self.focusCorner($0)?.column != start.column }))
        #expect(back.line == bottomRight.line && back.column == bottomRight.column, "back to \(bottomRight), not \(back)")
        tmux.sendKeys("q")
    }
}
