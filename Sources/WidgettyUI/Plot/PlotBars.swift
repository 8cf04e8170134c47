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
        var style: Style
    }

    func drawBars() {
        var columns: [Int: [Segment]] = [:]
        var rows: [Int: [Segment]] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar {
            guard let span = geometry.spans[index] else { continue }
            let style = colors.style(of: mark)
            if geometry.valueOnX(index) {
                let length = plot.width * 8
                let from = eighths(geometry.x.fraction(of: span.low), length), to = eighths(geometry.x.fraction(of: span.high), length)
                guard let bar = barRows(mark) else { continue }
                for row in bar where row >= plot.minY && row < plot.maxY {
                    rows[row, default: []].append(Segment(from: from, to: to, style: style))
                }
            } else {
                let length = plot.height * 8
                let from = eighths(geometry.y.fraction(of: span.low), length), to = eighths(geometry.y.fraction(of: span.high), length)
                guard let bar = barColumns(mark) else { continue }
                for column in bar where column >= plot.minX && column < plot.maxX {
                    columns[column, default: []].append(Segment(from: from, to: to, style: style))
                }
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
        func style(at eighth: Int) -> Style? {
            segments.last { $0.from <= eighth && eighth < $0.to }?.style
        }
        for cell in 0..<cells {
            let base = cell * 8
            guard segments.contains(where: { $0.from < base + 8 && $0.to > base }) else { continue }
            let first = style(at: base), last = style(at: base + 7)
            var filled = 1
            while filled < 8, style(at: base + filled) == first { filled += 1 }
            let point = place(cell)
            switch (first, last) {
            case (let bottom?, let top) where filled == 8 || top == bottom:
                canvas.write(glyphs[8], at: point, style: bottom)
            case (var bottom?, let top):
                bottom.background = top?.foreground ?? .default
                canvas.write(glyphs[filled], at: point, style: bottom)
            case (nil, var top?):
                top.attributes.insert(.reverse)
                canvas.write(glyphs[filled], at: point, style: top)
            case (nil, nil):
                continue
            }
        }
    }
}
