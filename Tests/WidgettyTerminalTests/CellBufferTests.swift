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
