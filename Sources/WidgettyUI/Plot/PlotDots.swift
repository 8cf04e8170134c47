import Foundation
import WidgettyTerminal

/// Lines and areas in braille dots (two columns and four rows of dots per cell): each series'
/// marks joined in order by its interpolation, an area filled down to its baseline (or to the
/// series stacked under it). Dots of several series in one cell are kept together, in the look
/// of the series drawn last.
extension PlotPainter {
    func drawDots(areas: Bool) {
        let kind: PlotMark.Kind = areas ? .area : .line
        var order: [String] = []
        var traces: [String: [Int]] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == kind {
            let key = mark.series ?? mark.group ?? ""
            if traces[key] == nil { order.append(key) }
            traces[key, default: []].append(index)
        }
        guard !order.isEmpty, plot.width > 0, plot.height > 0 else { return }
        var bits = [UInt8](repeating: 0, count: plot.width * plot.height)
        var cellStyles = [Style?](repeating: nil, count: plot.width * plot.height)
        for key in order {
            guard let indices = traces[key], let first = indices.first.map({ marks[$0] }) else { continue }
            var raster = PathRaster(columns: plot.width, rows: plot.height)
            let upper = indices.compactMap { dot($0, top: true) }
            guard !upper.isEmpty else { continue }
            let line = Self.path(through: upper, first.interpolation)
            if areas {
                let lower = indices.compactMap { dot($0, top: false) }
                var outline = line
                for point in lower.reversed() { outline.addLine(to: point) }
                outline.closeSubpath()
                raster.fill(outline, scaleX: 1, scaleY: 1)
                // The baseline's dots lie on the outline, which a fill leaves out.
                raster.stroke(Self.path(through: lower, first.interpolation), scaleX: 1, scaleY: 1)
            }
            raster.stroke(line, scaleX: 1, scaleY: 1)
            let style = colors.style(of: first)
            for row in 0..<plot.height {
                for column in 0..<plot.width where !(first.dashed && (column / 2) % 2 == 1) {
                    let code = raster.bits(column: column, row: row)
                    guard code != 0 else { continue }
                    bits[row * plot.width + column] |= code
                    cellStyles[row * plot.width + column] = style
                }
            }
        }
        for row in 0..<plot.height {
            for column in 0..<plot.width {
                let code = bits[row * plot.width + column]
                guard code != 0, let style = cellStyles[row * plot.width + column] else { continue }
                canvas.write(String(PathRaster.character(bits: code)), at: Point(x: plot.minX + column, y: plot.minY + row),
                             style: style)
            }
        }
    }

    /// Mark `index`'s point in dots from the plot's top left; for an area, the top or the bottom of its span.
    private func dot(_ index: Int, top: Bool) -> CGPoint? {
        let mark = marks[index]
        guard let fx = geometry.x.fraction(mark.x) else { return nil }
        let fy: Double
        if mark.kind == .area {
            guard let span = geometry.spans[index] else { return nil }
            fy = geometry.y.fraction(of: top ? span.high : span.low)
        } else {
            guard let value = geometry.y.fraction(mark.y) else { return nil }
            fy = value
        }
        let across = Double(plot.width * 2), down = Double(plot.height * 4)
        let x = geometry.x.bands != nil ? fx * across : fx * (across - 1) + 0.5
        return CGPoint(x: x, y: (1 - fy) * (down - 1) + 0.5)
    }

    /// The path through `points` joined as `interpolation` says.
    static func path(through points: [CGPoint], _ interpolation: PlotInterpolation) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        if points.count == 1 { path.addLine(to: first) }
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            switch interpolation {
            case .linear:
                path.addLine(to: b)
            case .stepStart:
                path.addLine(to: CGPoint(x: a.x, y: b.y))
                path.addLine(to: b)
            case .stepEnd:
                path.addLine(to: CGPoint(x: b.x, y: a.y))
                path.addLine(to: b)
            case .stepCenter:
                let middle = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: middle, y: a.y))
                path.addLine(to: CGPoint(x: middle, y: b.y))
                path.addLine(to: b)
            case .curved:
                let before = points[max(index - 2, 0)], after = points[min(index + 1, points.count - 1)]
                for step in 1...8 {
                    path.addLine(to: catmullRom(before, a, b, after, t: CGFloat(step) / 8))
                }
            }
        }
        return path
    }

    /// The point at `t` of the Catmull–Rom curve from `p1` to `p2`.
    private static func catmullRom(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, t: CGFloat) -> CGPoint {
        let t2 = t * t, t3 = t2 * t
        func blend(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
        }
        return CGPoint(x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y))
    }
}
