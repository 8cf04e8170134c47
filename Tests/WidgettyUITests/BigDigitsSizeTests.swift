import Testing
import WidgettyTerminal
import WidgettyUI

/// `BigDigits.size(of:height:)` says what drawing the strokes would give without drawing them
/// (a face laid out but not shown is retimed each second for its width alone): the same width
/// and row count as `rows(_:height:)`, for every height and any character.
@Suite struct BigDigitsSizeTests {
    static let texts = [
        "", "0", "12:34", "23:59:59", "0123456789", "-.: ", "41d 09:54:51", "x", "é", "a\u{301}b",
        "日本", "👍🏽", "1 2", "::..", "AM", "¼", "\u{7}", "🇫🇷:1",
    ]
    static let heights = [0, 1, 2, 3, 4, 5, 6, 7, 8] + BigDigits.tallHeights + BigDigits.giantHeights + [10, 33]

    @Test(arguments: heights)
    func sizeIsTheDrawnRowsSize(height: Int) {
        for text in Self.texts {
            let rows = BigDigits.rows(text, height: height)
            let widths = Set(rows.map { TerminalText.width(of: $0) })
            #expect(widths.count == 1, "rows of \(text.debugDescription) at \(height) differ in width: \(widths)")
            #expect(BigDigits.size(of: text, height: height) == Size(width: widths.max() ?? 0, height: rows.count),
                    "size of \(text.debugDescription) at \(height)")
        }
    }
}
