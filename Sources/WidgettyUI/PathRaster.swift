import Foundation
import WidgettyTerminal

/// A ``Path`` drawn in braille dots: each cell holds two columns and four rows of dots
/// (U+2800…U+28FF), so a line or a curve keeps its shape at eight times the cells' resolution. A
/// stroke sets the dots along each segment; a fill sets those inside the outline (even-odd, as
/// SwiftUI's `FillStyle(eoFill:)`, which for the shapes widgets draw is the same).
struct PathRaster {
    let columns: Int, rows: Int
    private(set) var dots: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        dots = Array(repeating: false, count: self.columns * 2 * self.rows * 4)
    }

    private var width: Int { columns * 2 }
    private var height: Int { rows * 4 }

    private mutating func set(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        dots[y * width + x] = true
    }

    /// Draws `path` (in points) with `scale` dots per point on each axis.
    mutating func stroke(_ path: Path, scaleX: CGFloat, scaleY: CGFloat) {
        for line in path.polylines() {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let x0 = a.x * scaleX, y0 = a.y * scaleY, x1 = b.x * scaleX, y1 = b.y * scaleY
                let steps = max(1, Int(max(abs(x1 - x0), abs(y1 - y0)).rounded(.up)))
                for step in 0...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    set(Int((x0 + (x1 - x0) * t).rounded(.down)), Int((y0 + (y1 - y0) * t).rounded(.down)))
                }
            }
        }
    }

    /// Sets the dots whose centres lie inside `path` (every subpath taken as closed).
    mutating func fill(_ path: Path, scaleX: CGFloat, scaleY: CGFloat) {
        let edges = path.polylines().flatMap { line -> [(CGPoint, CGPoint)] in
            let points = line.points.map { CGPoint(x: $0.x * scaleX, y: $0.y * scaleY) }
            guard let first = points.first, let last = points.last else { return [] }
            return Array(zip(points, points.dropFirst())) + (first == last ? [] : [(last, first)])
        }
        guard !edges.isEmpty else { return }
        for y in 0..<height {
            let centre = CGFloat(y) + 0.5
            var crossings: [CGFloat] = []
            for (a, b) in edges where (a.y <= centre) != (b.y <= centre) {
                crossings.append(a.x + (centre - a.y) / (b.y - a.y) * (b.x - a.x))
            }
            crossings.sort()
            for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                let from = Int((crossings[pair] - 0.5).rounded(.up)), to = Int((crossings[pair + 1] - 0.5).rounded(.down))
                if from <= to { for x in from...to { set(x, y) } }
            }
        }
    }

    /// The braille character of cell (`column`, `row`), nil when none of its dots is set.
    func character(column: Int, row: Int) -> Character? {
        let code = bits(column: column, row: row)
        return code == 0 ? nil : Self.character(bits: code)
    }

    /// The dots set in cell (`column`, `row`) as the bits of its braille character (0: none).
    func bits(column: Int, row: Int) -> UInt8 {
        // Bits by dot: left column top to bottom 0x01 0x02 0x04 0x40, right 0x08 0x10 0x20 0x80.
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        var code: UInt8 = 0
        for dx in 0..<2 {
            for dy in 0..<4 where dots[(row * 4 + dy) * width + column * 2 + dx] { code |= bits[dx][dy] }
        }
        return code
    }

    /// The braille character of a cell's dots.
    static func character(bits: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
    }
}

/// The layout of a path-drawn shape: as large as offered; the path is made for the frame it
/// gets, in the widget's units, and drawn in braille dots in one colour.
final class PathNode: LayoutNode {
    enum Mode { case fill, stroke }
    let make: @MainActor (CGRect) -> Path
    let mode: Mode
    let style: Style
    let metrics: CellMetrics

    init(make: @escaping @MainActor (CGRect) -> Path, mode: Mode, style: Style, metrics: CellMetrics) {
        self.make = make
        self.mode = mode
        self.style = style
        self.metrics = metrics
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 5)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        let frame = CGRect(x: 0, y: 0, width: CGFloat(rect.width) * metrics.pointsPerColumn,
                           height: CGFloat(rect.height) * metrics.pointsPerRow)
        // Views build on the main actor and a render draws on it too.
        let path = MainActor.assumeIsolated { [make] in make(frame) }
        var raster = PathRaster(columns: rect.width, rows: rect.height)
        let scaleX = 2 / max(metrics.pointsPerColumn, 0.001), scaleY = 4 / max(metrics.pointsPerRow, 0.001)
        switch mode {
        case .fill: raster.fill(path, scaleX: scaleX, scaleY: scaleY)
        case .stroke: raster.stroke(path, scaleX: scaleX, scaleY: scaleY)
        }
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                guard let character = raster.character(column: column, row: row) else { continue }
                _ = canvas.write(String(character), at: Point(x: rect.minX + column, y: rect.minY + row), style: style)
            }
        }
    }
}
