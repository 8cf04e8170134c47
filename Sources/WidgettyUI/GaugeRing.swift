import WidgettyTerminal

/// The ring of a circular gauge: box-drawing lines around the edge of its frame, heavy and in the
/// tint where filled, light and dim where not. A closed ring fills clockwise from the top; an open
/// one leaves the bottom edge between its corners free (for the bounds' labels) and fills from its
/// lower left up, across and down, with `●` at the value.
struct GaugeRing: View {
    let fraction: Double
    let open: Bool
    var body: Never { primitiveBody(Self.self) }

    func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let fill = environment.tintForeground
        return GaugeRingNode(fraction: fraction, open: open, fill: Style(foreground: fill))
    }
}

/// The layout of a ``GaugeRing``: as large as offered (10×5 ideally, about square in cells).
final class GaugeRingNode: LayoutNode {
    let fraction: Double
    let open: Bool
    let fill: Style

    init(fraction: Double, open: Bool, fill: Style) {
        self.fraction = fraction
        self.open = open
        self.fill = fill
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 5)
    }

    /// The edge cells of a `width`×`height` frame in drawing order (see the type's comment).
    static func path(width: Int, height: Int, open: Bool) -> [Point] {
        guard width >= 3, height >= 3 else { return [] }
        let right = width - 1, bottom = height - 1
        var clockwiseFromTopLeft: [Point] = (0...right).map { Point(x: $0, y: 0) }
        clockwiseFromTopLeft += (1..<bottom).map { Point(x: right, y: $0) }
        clockwiseFromTopLeft += stride(from: right, through: 0, by: -1).map { Point(x: $0, y: bottom) }
        clockwiseFromTopLeft += stride(from: bottom - 1, through: 1, by: -1).map { Point(x: 0, y: $0) }
        if open {
            let up = stride(from: bottom, through: 1, by: -1).map { Point(x: 0, y: $0) }
            let across = (0...right).map { Point(x: $0, y: 0) }
            let down = (1...bottom).map { Point(x: right, y: $0) }
            return up + across + down
        }
        let start = width / 2
        return Array(clockwiseFromTopLeft[start...] + clockwiseFromTopLeft[..<start])
    }

    /// The line drawn at an edge cell, heavy or light.
    static func glyph(at point: Point, width: Int, height: Int, heavy: Bool) -> String {
        let right = width - 1, bottom = height - 1
        switch (point.x, point.y) {
        case (0, 0): return heavy ? "┏" : "╭"
        case (right, 0): return heavy ? "┓" : "╮"
        case (right, bottom): return heavy ? "┛" : "╯"
        case (0, bottom): return heavy ? "┗" : "╰"
        case (_, 0), (_, bottom): return heavy ? "━" : "─"
        default: return heavy ? "┃" : "│"
        }
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let path = Self.path(width: rect.width, height: rect.height, open: open)
        guard !path.isEmpty else { return }
        var track = Style()
        track.attributes = .dim
        let marker = open ? Int((fraction * Double(path.count - 1)).rounded()) : nil
        let filled = open ? (marker ?? 0) : Int((fraction * Double(path.count)).rounded())
        for (index, point) in path.enumerated() {
            let at = Point(x: rect.minX + point.x, y: rect.minY + point.y)
            if index == marker {
                _ = canvas.write("●", at: at, style: fill)
            } else {
                let heavy = index < filled
                _ = canvas.write(Self.glyph(at: point, width: rect.width, height: rect.height, heavy: heavy), at: at,
                                 style: heavy ? fill : track)
            }
        }
    }
}

/// The track of an `.accessoryLinear` gauge: a light line with `●` at the value.
struct GaugeMarkerTrack: View {
    let fraction: Double
    var body: Never { primitiveBody(Self.self) }

    func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let fill = environment.tintForeground
        return GaugeMarkerTrackNode(fraction: fraction, marker: Style(foreground: fill))
    }
}

/// The layout of a ``GaugeMarkerTrack``: as wide as offered (10 cells ideally), one row.
final class GaugeMarkerTrackNode: LayoutNode {
    let fraction: Double
    let marker: Style

    init(fraction: Double, marker: Style) {
        self.fraction = fraction
        self.marker = marker
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        var track = Style()
        track.attributes = .dim
        _ = canvas.write(String(repeating: "─", count: rect.width), at: rect.origin, style: track)
        let at = Int((fraction * Double(rect.width - 1)).rounded())
        _ = canvas.write("●", at: Point(x: rect.minX + at, y: rect.minY), style: marker)
    }
}
