import Foundation
import WidgettyTerminal

/// Where a gradient's colours fall in the frame it fills: for a point of the frame, the
/// gradient's parameter, 0 where its first stop sits and 1 where its last does (clamped
/// by the stops beyond).
enum GradientGeometry: Hashable, Sendable {
    /// One colour everywhere (a colour seen through, not a gradient).
    case uniform
    /// Along the line from `start` to `end`, both in the frame's unit square; a point is
    /// projected on that line in unit space.
    case linear(start: UnitPoint, end: UnitPoint)
    /// By distance from `center` (unit square), from `startRadius` to `endRadius` in points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// By distance from `center` in the unit square, as fractions of the frame's size.
    case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    /// By angle around `center`, in radians clockwise from the trailing direction; a turn not
    /// covered is split halfway between the last colour and the first, as SwiftUI does.
    case angular(center: UnitPoint, start: Double, end: Double)

    /// The parameter at (`x`, `y`) in cells (a cell's centre is at `x + 0.5`), for a
    /// gradient filling `frame`; `metrics` turn cells into the points radii and angles are
    /// measured in.
    func parameter(x: Double, y: Double, in frame: Rect, metrics: CellMetrics) -> Double {
        let width = Double(max(frame.width, 1)), height = Double(max(frame.height, 1))
        let unitX = (x - Double(frame.minX)) / width, unitY = (y - Double(frame.minY)) / height
        /// The offset from a unit point, in points.
        func offset(from center: UnitPoint) -> (dx: Double, dy: Double) {
            ((unitX - Double(center.x)) * width * Double(metrics.pointsPerColumn),
             (unitY - Double(center.y)) * height * Double(metrics.pointsPerRow))
        }
        switch self {
        case .uniform:
            return 0
        case .linear(let start, let end):
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let squared = dx * dx + dy * dy
            guard squared > 0 else { return 0 }
            return ((unitX - Double(start.x)) * dx + (unitY - Double(start.y)) * dy) / squared
        case .radial(let center, let startRadius, let endRadius):
            let (dx, dy) = offset(from: center)
            return Self.between((dx * dx + dy * dy).squareRoot(), startRadius, endRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            let dx = unitX - Double(center.x), dy = unitY - Double(center.y)
            return Self.between((dx * dx + dy * dy).squareRoot(), startFraction, endFraction)
        case .angular(let center, let start, var end):
            let turn = 2 * Double.pi
            if end <= start { end = start + turn }  // no sweep given: a whole turn
            let (dx, dy) = offset(from: center)
            var angle = (atan2(dy, dx) - start).truncatingRemainder(dividingBy: turn)
            if angle < 0 { angle += turn }
            let sweep = min(end - start, turn)
            if angle <= sweep { return angle / sweep }
            return angle - sweep < turn - angle ? 1 : 0
        }
    }

    /// Where `value` lies from `lower` (0) to `upper` (1).
    private static func between(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard upper != lower else { return value < lower ? 0 : 1 }
        return (value - lower) / (upper - lower)
    }
}
