import Foundation

/// An outline of lines and curves, as SwiftUI's `Path`, in the units the view is written in
/// (iOS points under the home screen's metrics). A terminal draws it in braille dots, two across
/// and four down a cell (see ``PathRaster``): a custom `Shape`'s `path(in:)`, a trimmed circle's
/// arc, a chart's line.
public struct Path: Equatable, Sendable {
    /// One step of the outline, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point, drawing nothing.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve with one control point, drawn as 12 short segments.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve with two control points, drawn as 16 short segments.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// An empty path, to add to with ``move(to:)`` and ``addLine(to:)``.
    public init() {}

    /// A path built by a closure that adds to it: `Path { p in p.move(to: …); p.addLine(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// The outline of a rectangle, clockwise from its top-left corner.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The ellipse that fits in a rectangle (a circle in a square), as 64 segments around.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A rectangle with round corners of a radius; the corner style is accepted, every corner is an
    /// elliptical arc.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with round corners of a width and height; the corner style is accepted.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// Whether the path has no elements (a shape of it draws nothing).
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ended.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// A straight line from the current point to `point`; on an empty path, a move there instead.
    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point) } else { elements.append(.line(to: point)) }
    }

    /// A subpath through the points in order: a move to the first, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic curve to `point`, bending towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic curve to `point`, leaving towards `control1` and arriving from `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to where it started.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// A closed rectangle as a subpath of its own.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Each rectangle as a closed subpath of its own.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// An arc around `center` from `startAngle` to `endAngle` (angles clockwise on screen, as
    /// SwiftUI's y axis points down), as line segments.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        addArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle.radians, to: endAngle.radians,
               clockwise: clockwise, continuing: true)
    }

    /// The ellipse that fits in `rect` as a closed subpath of its own.
    public mutating func addEllipse(in rect: CGRect) {
        addArc(center: CGPoint(x: rect.midX, y: rect.midY), radii: CGSize(width: rect.width / 2, height: rect.height / 2),
               from: 0, to: 2 * .pi, clockwise: false, continuing: false)
        closeSubpath()
    }

    /// A rectangle with round corners as a closed subpath; corners no larger than half the
    /// rectangle's sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: CGSize(width: rx, height: ry), from: -.pi / 2, to: 0, clockwise: false, continuing: true)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: CGSize(width: rx, height: ry), from: 0, to: .pi / 2, clockwise: false, continuing: true)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: CGSize(width: rx, height: ry), from: .pi / 2, to: .pi, clockwise: false, continuing: true)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: CGSize(width: rx, height: ry), from: .pi, to: 1.5 * .pi, clockwise: false, continuing: true)
        closeSubpath()
    }

    /// The elements of another path, appended as they are.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    private mutating func addArc(center: CGPoint, radii: CGSize, from start: Double, to end: Double, clockwise: Bool, continuing: Bool) {
        // SwiftUI's `clockwise` is in a flipped space: on screen it runs the other way.
        var sweep = end - start
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = max(8, Int((abs(sweep) / (2 * .pi) * 64).rounded(.up)))
        for step in 0...steps {
            let angle = start + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
            if step == 0 && !(continuing && !elements.isEmpty) { move(to: point) } else { addLine(to: point) }
        }
    }

    /// The smallest rectangle holding every point of the outline (curves by their points and
    /// control points).
    public var boundingRect: CGRect {
        let points = polylines().flatMap(\.points)
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x); minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the outline from `from` to `to` of its length (0…1), as `Shape.trim` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lines = polylines()
        let lengths = lines.map { line in zip(line.points, line.points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let start = max(0, min(from, to)) * total, end = min(1, max(from, to)) * total
        var trimmed = Path(), walked: CGFloat = 0
        for line in lines {
            var drawing = false
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let length = a.distance(to: b)
                defer { walked += length }
                guard length > 0, walked + length > start, walked < end else { continue }
                let t0 = max(0, (start - walked) / length), t1 = min(1, (end - walked) / length)
                let p0 = a.interpolated(to: b, t0), p1 = a.interpolated(to: b, t1)
                if !drawing { trimmed.move(to: p0); drawing = true }
                trimmed.addLine(to: p1)
            }
        }
        return trimmed
    }

    /// The outline as polylines (curves in short segments), each subpath with whether it was closed
    /// (a closed one ends at its start).
    func polylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if closed, let first = current.first { current.append(first) }
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let point, let control):
                let from = current.last ?? point
                for step in 1...12 {
                    let t = CGFloat(step) / 12, u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let from = current.last ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * point.x,
                                           y: a * from.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
    func interpolated(to other: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t) }
}
