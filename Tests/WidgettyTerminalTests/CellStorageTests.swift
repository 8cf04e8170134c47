import Testing
@testable import WidgettyTerminal

/// Cells keep their grapheme's bytes in place: every grapheme a buffer can hold comes back as
/// written, and cells compare by those bytes.
@Suite struct CellStorageTests {
    static let graphemes = [
        " ", "a", "é", "e\u{0301}", "╭", "█", "日", "한", "\u{1100}\u{1161}\u{11A8}", "👍", "🇫🇷", "❤",
        "e\u{0301}\u{0302}\u{0303}\u{0304}", "👍\u{0301}\u{20DD}\u{20DE}\u{20DF}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}",
        "👨‍👩‍👧‍👦", "👩🏽‍❤️‍💋‍👨🏻", "🧑🏻‍🧑🏼‍🧒🏽‍🧒🏾", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
    ]

    /// What makes buffers cheap: a cell holds no reference, so arrays of cells are copied,
    /// compared and freed as plain memory.
    @Test func aCellIsPlainMemory() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride == 64)
    }

    @Test func everyGraphemeComesBackAsWritten() {
        for grapheme in Self.graphemes {
            #expect(Cell(grapheme, width: 2).text == grapheme)
            #expect(Array(Cell(grapheme).text.utf8) == Array(grapheme.utf8))
        }
        #expect(Cell.continuation(.plain).text.isEmpty)
        #expect(Cell.blank.text == " ")
    }

    /// The longest grapheme sanitising leaves (a base and four marks, all four bytes long) fits.
    @Test func theLongestSanitisedGraphemeFits() {
        let longest = "\u{1F44D}" + String(repeating: "\u{E0100}", count: TerminalText.maximumMarksPerGrapheme)
        #expect(longest.utf8.count <= InlineGrapheme.capacity)
        let sanitized = TerminalText.sanitized("\u{1F44D}" + String(repeating: "\u{E0100}", count: 9))
        #expect(Cell(sanitized).text == sanitized)
    }

    @Test func longerTextKeepsItsFirstWholeScalars() {
        let text = String(repeating: "é", count: 20)  // 40 bytes
        #expect(Cell(text).text == text)
        #expect(Cell(String(repeating: "é", count: 30)).text == String(repeating: "é", count: 23))
        #expect(Cell(String(repeating: "x", count: 60)).text == String(repeating: "x", count: 47))
    }

    @Test func cellsCompareByGraphemeWidthAndStyle() {
        #expect(Cell("a") == Cell("a"))
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("a") != Cell("a", width: 2))
        #expect(Cell("a") != Cell("a", style: Style(foreground: .red)))
        #expect(Set([Cell("a"), Cell("a"), Cell("日", width: 2)]).count == 2)
        var cell = Cell("a")
        cell.text = "日"
        #expect(cell == Cell("日"))
    }

    @Test func scalarCellsEqualStringCells() {
        for scalar in "a é╭日→".unicodeScalars {
            #expect(Cell(scalar, width: 1, style: .plain) == Cell(String(scalar)))
        }
    }

    @Test func applyingInPlaceEqualsApplyingToACopy() {
        var old = CellBuffer(width: 6, height: 2)
        old.write("ab日本", at: .zero)
        var new = old
        new.write("x👍", at: Point(x: 3, y: 1))
        let diff = new.diff(from: old)
        var screen = old
        screen.apply(diff)
        #expect(screen == new)
        #expect(screen == old.applying(diff))
        var resized = CellBuffer(width: 3, height: 1)
        resized.apply(.full(new))
        #expect(resized == new)
    }
}
