import Testing
@testable import WidgettyHost
import WidgettyTerminal

/// Hint letters sit beside their link, never over a character of text.
@Suite struct LinkHintPlacementTests {
    static func content(_ line: String) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: line.count, height: 1))
        buffer.write(line, at: .zero, style: .plain)
        return buffer
    }

    @Test func beforeTheLinkWhenBlankOrTheBorder() {
        let line = Self.content("[Pause] [Lap]")
        #expect(LinkHintPlacement.position(for: Rect(x: 0, y: 0, width: 7, height: 1), in: line, taken: []) == Point(x: -1, y: 0))
        #expect(LinkHintPlacement.position(for: Rect(x: 8, y: 0, width: 5, height: 1), in: line, taken: []) == Point(x: 7, y: 0))
    }

    @Test func afterTheLinkWhenTextIsBefore() {
        let line = Self.content("ab cd")
        #expect(LinkHintPlacement.position(for: Rect(x: 1, y: 0, width: 1, height: 1), in: line, taken: []) == Point(x: 2, y: 0))
        // Right at the end: the column past the content.
        #expect(LinkHintPlacement.position(for: Rect(x: 4, y: 0, width: 1, height: 1), in: line, taken: [Point(x: 2, y: 0)])
            == Point(x: 5, y: 0))
    }

    @Test func insideOnBlankPaddingThenTheNearestBlankThenNowhere() {
        let padded = Self.content("x[ ok ]x")
        #expect(LinkHintPlacement.position(for: Rect(x: 1, y: 0, width: 6, height: 1), in: padded, taken: []) == Point(x: 2, y: 0))
        let far = Self.content("ab cdefgh")
        #expect(LinkHintPlacement.position(for: Rect(x: 4, y: 0, width: 2, height: 1), in: far, taken: []) == Point(x: 2, y: 0))
        let full = Self.content("abcdefghi")
        #expect(LinkHintPlacement.position(for: Rect(x: 3, y: 0, width: 2, height: 1), in: full, taken: [
            Point(x: -1, y: 0), Point(x: 9, y: 0),
        ]) == nil)
    }

    @Test func neverOverAnyCharacter() {
        for line in ["[ ] Buy milk", "[x] Done", "Fix the build", "[Pause] [Lap]", "a b c", "abc"] {
            let content = Self.content(line)
            var taken = Set<Point>()
            for x in 0..<line.count {
                guard let point = LinkHintPlacement.position(for: Rect(x: x, y: 0, width: 1, height: 1), in: content, taken: taken) else { continue }
                #expect(!taken.contains(point))
                taken.insert(point)
                if point.x >= 0, point.x < line.count { #expect(content[point.x, 0].text == " ", "\(line) \(x) → \(point)") }
            }
        }
    }
}
