import Testing
import WidgettyTerminal

/// A small seeded generator (SplitMix64), so every run of these tests sees the same buffers.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The whole-buffer diff and the diff within the whole buffer, on random frames full of wide
/// graphemes: both find the same runs, and both turn the old frame into the new one.
@Suite struct BufferDiffPropertyTests {
    /// Narrow and wide graphemes, so writes overlap halves of wide ones in every way.
    private static let pieces = ["a", "b", "é", " ", "─", "日", "本", "語", "👍", "日本", "a日", "x👍y", "12:05"]
    private static let styles = [Style.plain, Style(foreground: .ansi(1)), Style(attributes: .bold)]

    private static func scribble(on buffer: inout CellBuffer, writes: Int, using generator: inout SeededGenerator) {
        for _ in 0..<writes {
            let point = Point(x: Int.random(in: -1...buffer.width, using: &generator),
                              y: Int.random(in: 0..<max(1, buffer.height), using: &generator))
            let style = styles.randomElement(using: &generator) ?? .plain
            if Int.random(in: 0..<6, using: &generator) == 0 {
                let rect = Rect(x: point.x, y: point.y, width: Int.random(in: 1...4, using: &generator),
                                height: Int.random(in: 1...2, using: &generator))
                let wide = Bool.random(using: &generator)
                buffer.fill(rect, with: wide ? Cell("日", width: 2, style: style) : Cell("#", style: style))
            } else {
                buffer.write(pieces.randomElement(using: &generator) ?? "a", at: point, style: style)
            }
        }
    }

    /// An old frame and a new one drawn over a copy of it (now and then of another size).
    private static func framePair(using generator: inout SeededGenerator) -> (old: CellBuffer, new: CellBuffer) {
        let size = Size(width: Int.random(in: 1...14, using: &generator), height: Int.random(in: 1...5, using: &generator))
        var old = CellBuffer(size: size)
        scribble(on: &old, writes: Int.random(in: 0...30, using: &generator), using: &generator)
        var new = Int.random(in: 0..<20, using: &generator) == 0
            ? CellBuffer(width: size.width + 1, height: size.height)
            : old
        scribble(on: &new, writes: Int.random(in: 0...8, using: &generator), using: &generator)
        return (old, new)
    }

    @Test func wholeDiffEqualsTheDiffWithinTheBoundsAndBothApply() {
        var generator = SeededGenerator(state: 21)
        for index in 0..<600 {
            let (old, new) = Self.framePair(using: &generator)
            let whole = new.diff(from: old)
            let within = new.diff(from: old, within: [new.bounds])
            #expect(whole == within, "case \(index): \(old.lines) → \(new.lines)")
            #expect(old.applying(whole) == new, "case \(index): \(old.lines) → \(new.lines)")
            #expect(old.applying(within) == new, "case \(index): \(old.lines) → \(new.lines)")
            if old.size == new.size, old == new { #expect(whole.isEmpty) }
        }
    }

    /// Rectangles that together cover every row (overlapping, in any order, some past the edges)
    /// find the same runs as the bounds.
    @Test func coveringRectanglesInAnyOrderFindTheSameRuns() {
        var generator = SeededGenerator(state: 2026)
        for index in 0..<300 {
            let (old, new) = Self.framePair(using: &generator)
            guard old.size == new.size else { continue }
            let split = Int.random(in: 0...new.width, using: &generator)
            var rects = [
                Rect(x: -2, y: -1, width: split + 2, height: new.height + 2),
                Rect(x: max(0, split - 1), y: 0, width: new.width - split + 3, height: new.height),
            ]
            if Bool.random(using: &generator) { rects.reverse() }
            let within = new.diff(from: old, within: rects)
            #expect(within == new.diff(from: old), "case \(index): \(old.lines) → \(new.lines), split at \(split)")
            #expect(old.applying(within) == new, "case \(index)")
        }
    }
}
