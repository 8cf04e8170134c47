import Testing
import WidgettyTerminal

@Suite struct CellBufferTests {
    @Test func writesTextAsLines() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("ab", at: Point(x: 1, y: 0))
        buffer.write("日本", at: Point(x: 0, y: 1))
        #expect(buffer.lines == [" ab   ", "日本  "])
    }

    @Test func wideGraphemeCutByTheEdgeBecomesASpace() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("a日本", at: .zero)
        #expect(buffer.lines == ["a日 "])
    }

    @Test func diffAppliedToTheOldBufferGivesTheNewOne() {
        var old = CellBuffer(width: 8, height: 3)
        old.write("hello", at: .zero)
        old.write("日本語", at: Point(x: 1, y: 2))
        var new = old
        new.write("HE", at: .zero)
        new.write("x", at: Point(x: 2, y: 2))
        let diff = new.diff(from: old)
        #expect(old.applying(diff) == new)
        #expect(diff.cellCount < 8 * 3)
        #expect(new.diff(from: new).isEmpty)
    }

    @Test func controlCharactersBecomeVisibleReplacements() {
        var buffer = CellBuffer(width: 12, height: 1)
        buffer.write("a\u{1B}[2Jb\u{9B}c\u{07}", at: .zero)
        let text = buffer.lines[0]
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x80...0x9F).contains($0.value) })
        #expect(text.hasPrefix("a␛[2Jb�c␇"))
    }
}

@Suite struct PartialFrameTests {
    @Test func diffWithinRectsFindsTheChangesMadeThere() {
        var old = CellBuffer(width: 20, height: 6)
        old.write("╭──────╮ 日本語", at: .zero)
        old.write("│ 12:00 │", at: Point(x: 0, y: 1))
        var new = old
        new.write("12:01", at: Point(x: 2, y: 1))
        new.write("語", at: Point(x: 14, y: 0))
        let rects = [Rect(x: 2, y: 1, width: 5, height: 1), Rect(x: 13, y: 0, width: 3, height: 1)]
        let diff = new.diff(from: old, within: rects)
        #expect(old.applying(diff) == new)
        #expect(diff.cellCount < 8)
    }

    @Test func blittingABufferEqualsDrawingItCellByCell() {
        var content = CellBuffer(width: 6, height: 2)
        content.write("日本x", at: .zero)
        content.write("ab", at: Point(x: 4, y: 1))
        var base = CellBuffer(width: 12, height: 4)
        base.write("語語語語語語", at: Point(x: 0, y: 1))
        var fast = base
        fast.draw(content, at: Point(x: 3, y: 1))
        var slow = base
        for y in 0..<content.height {
            for x in 0..<content.width where !content[x, y].isContinuation {
                slow.setCell(content[x, y], x: 3 + x, y: 1 + y)
            }
        }
        #expect(fast == slow)
        #expect(fast.lines[1] == "語 日本x  語")
    }
}
