import WidgettyTerminal

/// Marks drawn as whole cells: rules (`─`, `│`, dashed `┄`, `┆`), points (a symbol each),
/// rectangles (cells filled with `█`, or with their own fill: a heat map's shades) and
/// annotations (a line of text beside their mark).
extension PlotPainter {
    func drawRules() {
        for mark in marks where mark.kind == .rule {
            let style = colors.style(of: mark)
            if mark.y != nil, mark.x == nil, let row = row(mark.y) {
                let from = mark.xStart.flatMap { column($0) } ?? plot.minX
                let to = mark.xEnd.flatMap { column($0) } ?? plot.maxX - 1
                guard from <= to else { continue }
                canvas.write(String(repeating: mark.dashed ? "┄" : "─", count: to - from + 1), at: Point(x: from, y: row), style: style)
            } else if mark.x != nil, mark.y == nil, let column = column(mark.x) {
                let top = mark.yEnd.flatMap { row($0) } ?? plot.minY
                let bottom = mark.yStart.flatMap { row($0) } ?? plot.maxY - 1
                guard top <= bottom else { continue }
                for y in top...bottom { canvas.write(mark.dashed ? "┆" : "│", at: Point(x: column, y: y), style: style) }
            }
        }
    }

    func drawPoints() {
        for mark in marks where mark.kind == .point {
            guard let cell = pointCell(mark) else { continue }
            canvas.write(colors.symbol(of: mark), at: cell, style: colors.style(of: mark))
        }
    }

    func drawRectangles() {
        for mark in marks where mark.kind == .rectangle {
            guard let columns = extent(mark.x, mark.xStart, mark.xEnd, horizontal: true),
                  let rows = extent(mark.y, mark.yStart, mark.yEnd, horizontal: false) else { continue }
            let line = String(repeating: mark.fill ?? "█", count: columns.count)
            for row in rows { canvas.write(line, at: Point(x: columns.lowerBound, y: row), style: colors.style(of: mark)) }
        }
    }

    /// The cells a rectangle covers on one axis: between its ends, its band, or its one cell.
    private func extent(_ value: PlotDatum?, _ start: PlotDatum?, _ end: PlotDatum?, horizontal: Bool) -> ClosedRange<Int>? {
        if let start, let end {
            guard let a = horizontal ? column(start) : row(start), let b = horizontal ? column(end) : row(end) else { return nil }
            return min(a, b)...max(a, b)
        }
        if horizontal, let band = geometry.x.band(value) {
            let width = Double(plot.width) / Double(max(1, geometry.x.bandCount))
            let from = plot.minX + Int(Double(band) * width), to = plot.minX + Int(Double(band + 1) * width) - 1
            return from...max(from, to)
        }
        if !horizontal, let band = geometry.y.band(value) {
            let height = Double(plot.height) / Double(max(1, geometry.y.bandCount))
            let from = plot.minY + Int(Double(band) * height), to = plot.minY + Int(Double(band + 1) * height) - 1
            return from...max(from, to)
        }
        guard let cell = horizontal ? column(value) : row(value) else { return nil }
        return cell...cell
    }

    /// Each annotation's text beside its mark: above the top of a bar (or beyond the end of a
    /// horizontal one) and of a point, inside the plot, clipped to the chart.
    func drawAnnotations() {
        for (index, mark) in marks.enumerated() {
            guard let annotation = mark.annotation, let anchor = anchor(index) else { continue }
            let text = TerminalText.sanitized(annotation.text)
            let width = TerminalText.width(of: text)
            var point: Point
            switch annotation.position {
            case .top: point = Point(x: anchor.x - width / 2, y: anchor.top - 1)
            case .bottom: point = Point(x: anchor.x - width / 2, y: anchor.bottom + 1)
            case .leading: point = Point(x: anchor.left - width - 1, y: anchor.y)
            case .trailing: point = Point(x: anchor.right + 2, y: anchor.y)
            case .overlay: point = Point(x: anchor.x - width / 2, y: anchor.y)
            }
            point.y = min(max(point.y, plot.minY), plot.maxY - 1)
            point.x = min(max(point.x, canvas.clip.minX), max(canvas.clip.minX, canvas.clip.maxX - width))
            canvas.write(text, at: point, style: Style(foreground: .default))
        }
    }

    /// Where mark `index` is drawn: its middle, and its extent for annotations beside it.
    private func anchor(_ index: Int) -> (x: Int, y: Int, top: Int, bottom: Int, left: Int, right: Int)? {
        let mark = marks[index]
        if mark.kind == .bar, let span = geometry.spans[index] {
            if geometry.valueOnX(index), let band = geometry.y.band(mark.y), let rows = barRows(mark) {
                // A bar alone is annotated on its band's middle row, a positioned one on its slot's.
                let y = mark.positionGroup == nil ? bandRows(band).middle : rows.lowerBound + (rows.count - 1) / 2
                let end = column(fraction: geometry.x.fraction(of: span.high)), start = column(fraction: geometry.x.fraction(of: span.low))
                return (end, y, y, y, start, end)
            }
            guard let bar = barColumns(mark) else { return nil }
            let x = bar.lowerBound + bar.count / 2
            // The rows the bar's eighths fill, as drawn (a bar ends in its last partly filled cell).
            let eighths = { (value: Double) in (self.geometry.y.fraction(of: value) * Double(self.plot.height * 8)).rounded() }
            let top = plot.maxY - max(1, Int((eighths(span.high) / 8).rounded(.up)))
            let bottom = plot.maxY - 1 - Int((eighths(span.low) / 8).rounded(.down))
            return (x, top, top, bottom, x, x)
        }
        if mark.kind == .rule, mark.x == nil, let y = row(mark.y) {
            return (plot.maxX - 1, y, y, y, plot.minX, plot.maxX - 1)
        }
        if mark.kind == .point, let cell = pointCell(mark) { return (cell.x, cell.y, cell.y, cell.y, cell.x, cell.x) }
        guard let x = column(mark.x ?? mark.xEnd), let y = row(mark.y ?? mark.yEnd) else { return nil }
        return (x, y, y, y, x, x)
    }
}
