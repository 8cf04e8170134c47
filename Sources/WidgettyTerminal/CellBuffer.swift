import WidgettyRedaction
/// A rectangular grid of cells: what views render into and what the terminal shows.
///
/// Every string that enters a buffer goes through ``TerminalText/sanitized(_:)``, so no control
/// character or escape sequence from data can reach the terminal, and through
/// ``TerminalText/width(of:)``, so wide graphemes keep borders aligned.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var size: Size
    public internal(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    /// A buffer of the given cells, row by row (a render received from another process); nil
    /// when their count is not `size`'s area.
    public init?(size: Size, cells: [Cell]) {
        guard size.width >= 0, size.height >= 0, cells.count == size.width * size.height else { return nil }
        self.size = size
        self.cells = cells
    }

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.init(size: Size(width: width, height: height), fill: fill)
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { setCell(newValue, x: x, y: y) }
    }

    /// Puts one cell, keeping wide graphemes whole: a wide grapheme that would be cut by the
    /// right edge becomes a space, and overwriting half of a wide grapheme blanks its other half.
    public mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if old.width == 2, x + 1 < size.width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        if cell.width == 2 {
            guard x + 1 < size.width else {
                cells[index] = .blank(cell.style)
                return
            }
            let next = cells[index + 1]
            if next.width == 2, x + 2 < size.width { cells[index + 2] = .blank(cells[index + 2].style) }
            cells[index] = cell
            cells[index + 1] = .continuation(cell.style)
        } else if cell.isContinuation {
            return  // continuation cells are only written together with their wide grapheme
        } else {
            cells[index] = cell
        }
    }

    /// Writes `text` from `point` on one row, sanitised, clipped to `clip` (default: the whole
    /// buffer). Returns the number of columns the text took (clipped columns included).
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let text = SecretRedactor.process.redact(text)  // before the plain fast path, which skips `sanitized`
        let clip = (clip ?? bounds).intersection(bounds)
        guard point.y >= clip.minY, point.y < clip.maxY else {
            return TerminalText.width(of: text)
        }
        var x = point.x
        func put(_ cell: Cell) {
            let w = Int(cell.width)
            if w == 0 { return }
            if x >= clip.minX, x + w <= clip.maxX {
                setCell(cell, x: x, y: point.y)
            } else if x < clip.maxX, x + w > clip.maxX, x >= clip.minX {
                setCell(.blank(style), x: x, y: point.y)  // a wide grapheme cut by the edge
            }
            x += w
        }
        if TerminalText.isPlain(text) {
            // Each scalar is a grapheme: no grapheme breaking needed (borders, digits, most text).
            for scalar in text.unicodeScalars { put(Cell(scalar, width: UInt8(TerminalText.scalarWidth(scalar)), style: style)) }
        } else {
            for grapheme in TerminalText.cleaned(text) {
                put(Cell(String(grapheme), width: UInt8(TerminalText.width(of: grapheme)), style: style))
            }
        }
        return x - point.x
    }

    /// Fills a rectangle (clipped to the buffer) with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        guard cell.width == 1 else {
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX { setCell(cell, x: x, y: y) }
            }
            return
        }
        // Row by row, as setCell would leave it: only wide graphemes cut at the edges need care.
        for y in r.minY..<r.maxY {
            let row = y * size.width
            if r.minX > 0, cells[row + r.minX - 1].width == 2 { cells[row + r.minX - 1] = .blank(cells[row + r.minX - 1].style) }
            if r.maxX < size.width, cells[row + r.maxX].isContinuation { cells[row + r.maxX] = .blank(cells[row + r.maxX].style) }
            for x in (row + r.minX)..<(row + r.maxX) { cells[x] = cell }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping their text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// Copies another buffer in at `origin`, clipped to this buffer.
    public mutating func draw(_ other: CellBuffer, at origin: Point) {
        let target = Rect(origin: origin, size: other.size)
        if !other.cells.isEmpty, target.intersection(bounds) == target {
            blit(other, at: origin)
            return
        }
        for y in 0..<other.height {
            let ty = origin.y + y
            guard ty >= 0, ty < size.height else { continue }
            for x in 0..<other.width {
                let cell = other[x, y]
                if cell.isContinuation { continue }
                setCell(cell, x: origin.x + x, y: ty)
            }
        }
    }

    /// Row-by-row copy of a buffer that lies wholly inside this one: what a frame does for each
    /// widget, so it must be cheap. Wide graphemes cut at the edges become spaces, as `setCell` does.
    private mutating func blit(_ other: CellBuffer, at origin: Point) {
        let w = size.width
        for y in 0..<other.height {
            let row = (origin.y + y) * w
            let start = row + origin.x
            let end = start + other.width
            if origin.x > 0, cells[start - 1].width == 2 { cells[start - 1] = .blank(cells[start - 1].style) }
            if origin.x + other.width < w, cells[end].isContinuation { cells[end] = .blank(cells[end].style) }
            let source = y * other.width
            cells.replaceSubrange(start..<end, with: other.cells[source..<(source + other.width)])
            if other.cells[source].isContinuation { cells[start] = .blank(cells[start].style) }
        }
    }

    /// The cells of `rect` (inside this buffer) as a buffer of their own.
    public func copy(of rect: Rect) -> CellBuffer {
        var result = CellBuffer(size: rect.size)
        for y in 0..<rect.height {
            let start = (rect.minY + y) * size.width + rect.minX
            result.cells.replaceSubrange((y * rect.width)..<((y + 1) * rect.width), with: cells[start..<(start + rect.width)])
        }
        return result
    }

    /// The buffer as lines of text, one per row, continuation cells left out: how tests compare screens.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if !cell.isContinuation { line += cell.text }
            }
            return line
        }
    }
}
