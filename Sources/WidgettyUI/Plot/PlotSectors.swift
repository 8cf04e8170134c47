import Foundation
import WidgettyTerminal

/// Pie and donut charts: sectors in half-cell pixels (`▀` with the upper pixel's colour over
/// the lower one's), so each pixel is about square; the first sector starts at twelve o'clock
/// and they follow clockwise.
extension PlotPainter {
    func drawSectors() {
        let sectors = marks.filter { $0.kind == .sector && ($0.angle ?? 0) > 0 }
        let total = sectors.reduce(0) { $0 + ($1.angle ?? 0) }
        guard total > 0, plot.width > 0, plot.height > 0 else { return }
        var ends: [(end: Double, color: TerminalColor)] = []
        var sum = 0.0
        for mark in sectors {
            sum += mark.angle ?? 0
            ends.append((sum / total, colors.style(of: mark).foreground))
        }
        let inner = min(max(sectors.first?.innerRadius ?? 0, 0), 0.95)
        let pixelsDown = Double(plot.height * 2), across = Double(plot.width)
        let radius = min(across, pixelsDown) / 2
        let centreX = across / 2, centreY = pixelsDown / 2
        func color(_ x: Double, _ y: Double) -> TerminalColor? {
            let dx = x - centreX, dy = y - centreY
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance <= radius, distance >= inner * radius else { return nil }
            var turn = atan2(dx, -dy) / (2 * .pi)
            if turn < 0 { turn += 1 }
            return ends.first { turn <= $0.end }?.color ?? ends.last?.color
        }
        for row in 0..<plot.height {
            for column in 0..<plot.width {
                let upper = color(Double(column) + 0.5, Double(row * 2) + 0.5)
                let lower = color(Double(column) + 0.5, Double(row * 2) + 1.5)
                let point = Point(x: plot.minX + column, y: plot.minY + row)
                switch (upper, lower) {
                case (let top?, let bottom?) where top == bottom: canvas.write("█", at: point, style: Style(foreground: top))
                case (let top?, let bottom): canvas.write("▀", at: point, style: Style(foreground: top, background: bottom ?? .default))
                case (nil, let bottom?): canvas.write("▄", at: point, style: Style(foreground: bottom))
                case (nil, nil): continue
                }
            }
        }
    }
}
