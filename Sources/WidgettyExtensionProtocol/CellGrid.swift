import Foundation
import WidgettyTerminal

/// A rendered entry's cells, compactly: a table of styles, and each row as runs of cells of one
/// style and width whose graphemes are written one after another (PROTOCOL.md, "Cells").
public struct CellGrid: Codable, Hashable, Sendable {
    public var columns: Int
    public var rows: Int
    /// Each style once, written as ``WireStyle`` strings; runs name them by index.
    public var styles: [String]
    public var lines: [[CellRun]]

    /// The cells of `buffer`, in runs.
    public init(_ buffer: CellBuffer) {
        columns = buffer.width
        rows = buffer.height
        var styles: [String] = []
        var index: [Style: Int] = [:]
        func number(_ style: Style) -> Int {
            if let known = index[style] { return known }
            index[style] = styles.count
            styles.append(WireStyle.string(style))
            return styles.count - 1
        }
        var lines: [[CellRun]] = []
        lines.reserveCapacity(buffer.height)
        for y in 0..<buffer.height {
            var runs: [CellRun] = []
            var x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                let style = number(cell.style)
                let text = cell.text
                if cell.width == 0 {
                    // A continuation cell not taken with the wide grapheme before it.
                    if let last = runs.last, last.w == 0, last.s == style {
                        runs[runs.count - 1].n = (last.n ?? 1) + 1
                    } else {
                        runs.append(CellRun(s: style, t: "", w: 0, n: 1))
                    }
                    x += 1
                    continue
                }
                let wide = cell.width == 2 && x + 1 < buffer.width && buffer[x + 1, y].width == 0 && buffer[x + 1, y].style == cell.style
                if (cell.width == 1 || wide), text.count == 1, let last = runs.last, last.x == nil, last.s == style,
                    (last.w ?? 1) == Int(cell.width), Self.joins(text, to: last)
                {
                    runs[runs.count - 1].t += text
                    runs[runs.count - 1].count += 1
                } else if cell.width == 1 || wide, text.count == 1 {
                    var run = CellRun(s: style, t: text, w: wide ? 2 : nil)
                    run.count = 1
                    runs.append(run)
                } else {
                    // A cell whose text is not one grapheme, or a wide one without its own continuation.
                    runs.append(CellRun(s: style, t: text, w: Int(cell.width), x: true))
                }
                x += wide ? 2 : 1
            }
            lines.append(runs)
        }
        self.styles = styles
        self.lines = lines
    }

    /// Whether `text` appended to the run stays a grapheme of its own (a lone regional
    /// indicator or a Hangul jamo would join the one before it).
    private static func joins(_ text: String, to run: CellRun) -> Bool {
        let printable = { (scalar: Unicode.Scalar?) in scalar.map { $0.value >= 0x20 && $0.value < 0x7F } ?? false }
        if text.unicodeScalars.count == 1, printable(text.unicodeScalars.first), printable(run.t.unicodeScalars.last) {
            return true
        }
        return (run.t + text).count == run.count + 1
    }

    /// The cells again; throws when the grid is inconsistent (a row too long or short, a style
    /// that is not in the table).
    public func buffer() throws -> CellBuffer {
        let styles = try self.styles.map(WireStyle.style)
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        guard lines.count == rows else { throw ExtensionProtocolError.unexpectedReply("a grid of \(rows) rows has \(lines.count)") }
        for (y, runs) in lines.enumerated() {
            let start = cells.count
            for run in runs {
                guard styles.indices.contains(run.s) else { throw ExtensionProtocolError.unexpectedReply("no style \(run.s)") }
                let style = styles[run.s]
                let width = run.w ?? 1
                if run.x == true {
                    cells.append(Cell(run.t, width: UInt8(clamping: width), style: style))
                } else if width == 0 {
                    cells.append(contentsOf: repeatElement(.continuation(style), count: max(0, run.n ?? 1)))
                } else {
                    for grapheme in run.t {
                        cells.append(Cell(String(grapheme), width: UInt8(clamping: width), style: style))
                        if width == 2 { cells.append(.continuation(style)) }
                    }
                }
            }
            guard cells.count - start == columns else {
                throw ExtensionProtocolError.unexpectedReply("row \(y) has \(cells.count - start) cells, not \(columns)")
            }
        }
        guard let buffer = CellBuffer(size: Size(width: columns, height: rows), cells: cells) else {
            throw ExtensionProtocolError.unexpectedReply("a grid of the wrong size")
        }
        return buffer
    }
}

/// A run of cells: style `s` (an index into ``CellGrid/styles``), text `t` (one grapheme per
/// cell), width `w` of each (absent: 1; 2: each grapheme is followed by its continuation cell;
/// 0: `n` continuation cells with no text); `x`: exactly one cell holding `t` whatever it is.
public struct CellRun: Codable, Hashable, Sendable {
    public var s: Int
    public var t: String
    public var w: Int?
    public var n: Int?
    public var x: Bool?
    /// Graphemes in `t` while encoding (not sent).
    var count = 0

    enum CodingKeys: String, CodingKey { case s, t, w, n, x }

    public init(s: Int, t: String, w: Int? = nil, n: Int? = nil, x: Bool? = nil) {
        self.s = s
        self.t = t
        self.w = w
        self.n = n
        self.x = x
    }

    public static func == (a: CellRun, b: CellRun) -> Bool { a.s == b.s && a.t == b.t && a.w == b.w && a.n == b.n && a.x == b.x }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(s)
        hasher.combine(t)
        hasher.combine(w)
        hasher.combine(n)
        hasher.combine(x)
    }
}

/// Colours and styles as short strings: a colour is `""` (the terminal's default), `a3` (ANSI
/// 0–15), `p208` (the 256-colour palette) or `#1e90ff`; a style is `FOREGROUND;BACKGROUND;ATTRIBUTES`
/// with the attributes' bits as a decimal number (bold 1, dim 2, italic 4, underline 8, reverse
/// 16, strikethrough 32, picture pixels 64): `a1;;1` is bold red.
public enum WireStyle {
    public static func string(_ color: TerminalColor) -> String {
        switch color {
        case .default: return ""
        case .ansi(let n): return "a\(n)"
        case .palette(let n): return "p\(n)"
        case .rgb(let r, let g, let b):
            let hex = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            return "#" + hex
        }
    }

    public static func color(_ string: String) throws -> TerminalColor {
        if string.isEmpty { return .default }
        let rest = string.dropFirst()
        switch string.first {
        case "a": if let n = UInt8(rest) { return .ansi(n) }
        case "p": if let n = UInt8(rest) { return .palette(n) }
        case "#":
            if rest.count == 6, let value = UInt32(rest, radix: 16) {
                return .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
            }
        default: break
        }
        throw ExtensionProtocolError.unexpectedReply("'\(string)' is no colour")
    }

    public static func string(_ style: Style) -> String {
        "\(string(style.foreground));\(string(style.background));\(style.attributes.rawValue)"
    }

    public static func style(_ string: String) throws -> Style {
        let parts = string.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 3, let attributes = UInt8(parts[2]) else {
            throw ExtensionProtocolError.unexpectedReply("'\(string)' is no style")
        }
        return Style(foreground: try color(String(parts[0])), background: try color(String(parts[1])),
                     attributes: TextAttributes(rawValue: attributes))
    }
}

/// A rectangle as `[x, y, width, height]`.
public struct WireRect: Codable, Hashable, Sendable {
    public var rect: Rect
    public init(_ rect: Rect) { self.rect = rect }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        rect = Rect(x: try container.decode(Int.self), y: try container.decode(Int.self),
                    width: try container.decode(Int.self), height: try container.decode(Int.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(rect.minX)
        try container.encode(rect.minY)
        try container.encode(rect.width)
        try container.encode(rect.height)
    }
}

/// A size in cells: `{"columns": 26, "rows": 10}`.
public struct CellSize: Codable, Hashable, Sendable {
    public var columns: Int
    public var rows: Int
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
    public init(_ size: Size) { self.init(columns: size.width, rows: size.height) }
    public var size: Size { Size(width: columns, height: rows) }
}
