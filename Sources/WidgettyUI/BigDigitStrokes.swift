import WidgettyTerminal

/// The taller sizes of ``BigDigits``: each digit drawn from its seven segments (top, upper and
/// lower sides, middle, bottom) in box-drawing strokes, every cell the glyph that joins the
/// strokes passing through it.
extension BigDigits {
    /// The heights big digits come in, smallest first.
    public nonisolated static let heights = [3, 5, 7]

    /// Taller heights still, smallest first, for a face with a whole cell to fill (the clock, the
    /// countdown): a small cell of a 200-column terminal holds `12:34` eleven rows tall.
    public nonisolated static let tallHeights = [9, 11, 13, 15]

    /// Taller again, for a count of a digit or two with a large cell to itself (the to-do
    /// board's open items): no face of several digits has the columns for them.
    public nonisolated static let giantHeights = Array(stride(from: 17, through: 31, by: 2))

    /// The rows of `text` at a height of ``heights``, ``tallHeights`` or ``giantHeights`` (3 for any other), glyphs
    /// one column apart; each glyph one column narrower than it is tall.
    public nonisolated static func rows(_ text: String, height: Int) -> [String] {
        guard heights.contains(height) || tallHeights.contains(height) || giantHeights.contains(height), height > 3 else { return rows(text) }
        let width = height - 1
        var rows = Array(repeating: "", count: height)
        for (index, character) in text.enumerated() {
            let glyph = SegmentGlyph.rows(of: character, width: width, height: height)
            for row in 0..<height { rows[row] += (index > 0 ? " " : "") + glyph[row] }
        }
        return rows
    }

    /// The size of ``rows(_:height:)`` without drawing a stroke: every row is as wide (each
    /// glyph's rows are, and glyphs are one column apart), and there are `height` rows (3 for a
    /// height big digits do not come in).
    public nonisolated static func size(of text: String, height: Int) -> Size {
        let tall = heights.contains(height) || tallHeights.contains(height) || giantHeights.contains(height)
        let rowsTall = tall && height > 3 ? height : 3
        var width = 0
        for (index, character) in text.enumerated() {
            if index > 0 { width += 1 }
            if rowsTall > 3 {
                width += SegmentGlyph.width(of: character, height: rowsTall)
            } else {
                width += font[character].map { TerminalText.width(of: $0[0]) } ?? TerminalText.width(of: String(character))
            }
        }
        return Size(width: width, height: rowsTall)
    }
}

/// One character of the taller big digits.
private enum SegmentGlyph {
    /// Segments lit per digit: a top, b upper right, c lower right, d bottom, e lower left,
    /// f upper left, g middle.
    static let segments: [Character: String] = [
        "0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg", "5": "acdfg", "6": "acdefg",
        "7": "abc", "8": "abcdefg", "9": "abcdfg", "-": "g",
    ]

    private static let up = 1, down = 2, left = 4, right = 8

    /// Light strokes by the directions they join, as the three-row digits draw (heavy ones would
    /// read as the focused cell's border, which is how focus shows without colour).
    private static let glyphs: [Int: Character] = [
        0: " ", up: "╵", down: "╷", left: "╴", right: "╶", up | down: "│", left | right: "─",
        down | right: "┌", down | left: "┐", up | right: "└", up | left: "┘",
        up | down | right: "├", up | down | left: "┤", down | left | right: "┬", up | left | right: "┴",
        up | down | left | right: "┼",
    ]

    /// The columns of `character`'s glyph `height` rows tall (every row of it is as wide).
    static func width(of character: Character, height: Int) -> Int {
        switch character {
        case ":", ".": return TerminalText.width(of: dot)
        case " ": return 1
        default: return segments[character] != nil ? height - 1 : TerminalText.width(of: String(character))
        }
    }

    /// The separators' dot, one column wide.
    private static let dot: Character = "•"

    static func rows(of character: Character, width: Int, height: Int) -> [String] {
        let middle = height / 2
        switch character {
        case ":": return (0..<height).map { $0 == middle - 1 || $0 == middle + 1 ? String(dot) : " " }
        case ".": return (0..<height).map { $0 == height - 1 ? String(dot) : " " }
        case " ": return Array(repeating: " ", count: height)
        default: break
        }
        guard let lit = segments[character] else {
            let pad = String(repeating: " ", count: TerminalText.width(of: String(character)))
            return (0..<height).map { $0 == middle ? String(character) : pad }
        }
        var joins = Array(repeating: Array(repeating: 0, count: width), count: height)
        func horizontal(_ row: Int) {
            for x in 0..<width {
                if x > 0 { joins[row][x] |= left }
                if x < width - 1 { joins[row][x] |= right }
            }
        }
        func vertical(_ column: Int, _ rows: ClosedRange<Int>) {
            for y in rows {
                if y > rows.lowerBound { joins[y][column] |= up }
                if y < rows.upperBound { joins[y][column] |= down }
            }
        }
        for segment in lit {
            switch segment {
            case "a": horizontal(0)
            case "g": horizontal(middle)
            case "d": horizontal(height - 1)
            case "b": vertical(width - 1, 0...middle)
            case "c": vertical(width - 1, middle...(height - 1))
            case "f": vertical(0, 0...middle)
            default: vertical(0, middle...(height - 1))
            }
        }
        return joins.map { row in String(row.map { glyphs[$0] ?? " " }) }
    }
}
