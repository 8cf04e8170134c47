import WidgettyTerminal

/// Bars in eighths of a cell: upward with `▁▂▃▄▅▆▇█`, rightward with `▏▎▍▌▋▊▉█`; where two
/// stacked segments meet inside a cell, the lower one is the glyph and the upper one its
/// background, and a bar hanging from above (a negative value) is the glyph reversed.
extension PlotPainter {
    static let upward: [String] = ["", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let rightward: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// A stretch of one bar, in eighths of a cell from the start of its axis.
    struct Segment {
        var from: Int
        var to: Int
        var color: TerminalColor
    }

    func drawBars() {
        var columns: [Int: [Segment]] = [:]
        var rows: [Int: [Segment]] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar {
            guard let span = geometry.spans[index] else { continue }
            let color = colors.color(of: mark)
            if geometry.valueOnX(index) {
                let length = plot.width * 8
                let from = eighths(geometry.x.fraction(of: span.low), length), to = eighths(geometry.x.fraction(of: span.high), length)
                guard let band = geometry.y.band(mark.y) else { continue }
                for row in bandRows(band).bar { rows[row, default: []].append(Segment(from: from, to: to, color: color)) }
            } else {
                let length = plot.height * 8
                let from = eighths(geometry.y.fraction(of: span.low), length), to = eighths(geometry.y.fraction(of: span.high), length)
                let bar: Range<Int>
                if let band = geometry.x.band(mark.x) {
                    bar = bandColumns(band).bar
                } else if let column = column(mark.x) {
                    bar = column..<column + 1
                } else {
                    continue
                }
                for column in bar { columns[column, default: []].append(Segment(from: from, to: to, color: color)) }
            }
        }
        for (column, segments) in columns {
            drawRun(segments, cells: plot.height, glyphs: Self.upward) { Point(x: column, y: plot.maxY - 1 - $0) }
        }
        for (row, segments) in rows {
            drawRun(segments, cells: plot.width, glyphs: Self.rightward) { Point(x: plot.minX + $0, y: row) }
        }
    }

    private func eighths(_ fraction: Double, _ length: Int) -> Int {
        min(max(Int((fraction * Double(length)).rounded()), 0), length)
    }

    /// Draws the segments of one column (or row) of cells, cell `n` at `place(n)`.
    func drawRun(_ segments: [Segment], cells: Int, glyphs: [String], place: (Int) -> Point) {
        func color(at eighth: Int) -> TerminalColor? {
            segments.last { $0.from <= eighth && eighth < $0.to }?.color
        }
        for cell in 0..<cells {
            let base = cell * 8
            guard segments.contains(where: { $0.from < base + 8 && $0.to > base }) else { continue }
            let first = color(at: base), last = color(at: base + 7)
            var filled = 1
            while filled < 8, color(at: base + filled) == first { filled += 1 }
            let point = place(cell)
            switch (first, last) {
            case (let bottom?, let top) where filled == 8 || top == bottom:
                canvas.write(glyphs[8], at: point, style: Style(foreground: bottom))
            case (let bottom?, let top):
                canvas.write(glyphs[filled], at: point, style: Style(foreground: bottom, background: top ?? .default))
            case (nil, let top?):
                canvas.write(glyphs[filled], at: point, style: Style(foreground: top, attributes: .reverse))
            case (nil, nil):
                continue
            }
        }
    }
}
