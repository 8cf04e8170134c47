import WidgettyTerminal

/// Drawing with a ``CellPaint``: each cell gets its own colour, from its place in the frame the
/// paint fills and from what the cell shows behind it.
extension Canvas {
    /// The background colour of the cell at `point`, or the terminal's default off the canvas.
    func background(at point: Point) -> TerminalColor {
        guard buffer.bounds.contains(point) else { return .default }
        return buffer[point.x, point.y].style.background
    }

    /// Fills `rect` with `paint` laid over `frame`, cell by cell. An opaque colour makes the
    /// cell a blank of that background; one seen through changes only the cell's background
    /// (its text stays, as under a tinted glass); a clear one leaves the cell as it was.
    func fill(_ rect: Rect, paint: CellPaint, frame: Rect) {
        let area = rect.intersection(clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        noteDrawn(area)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let shade = paint.shade(atColumn: x, row: y, in: frame)
                guard let color = paint.terminalColor(shade, over: buffer[x, y].style.background) else { continue }
                let cell = Rect(x: x, y: y, width: 1, height: 1)
                if shade.isOpaque {
                    buffer.fill(cell, with: .blank(Style(background: color)))
                } else {
                    buffer.restyle(cell) { $0.background = color }
                }
            }
        }
    }

    /// Writes `text` as ``write(_:at:style:)`` does, each grapheme's foreground the paint's
    /// colour at its place in `frame` over the cell's background; a grapheme where the paint
    /// is clear is not drawn. Returns the columns taken.
    @discardableResult
    func write(_ text: String, at point: Point, style: Style, paint: CellPaint, frame: Rect) -> Int {
        var x = point.x
        for grapheme in TerminalText.sanitized(text) {
            let width = TerminalText.width(of: grapheme)
            guard width > 0 else { continue }
            let here = Point(x: x, y: point.y)
            if let color = paint.color(atColumn: x, row: point.y, width: width, in: frame, over: background(at: here)) {
                var painted = style
                painted.foreground = color
                write(String(grapheme), at: here, style: painted)
            }
            x += width
        }
        return x - point.x
    }
}
