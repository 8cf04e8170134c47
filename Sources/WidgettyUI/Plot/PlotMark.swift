import Foundation

/// One mark of a chart for the chart engine (``PlotView``): a bar, a point of a line or an area,
/// a point, a rule, a rectangle or a pie sector, with where it sits and how it looks. Swift
/// Charts' marks (the `Charts` module) and the built-in chart widgets both describe their charts
/// as these.
public struct PlotMark: Sendable {
    /// What the mark draws.
    public enum Kind: Hashable, Sendable {
        /// A bar from the baseline, in eighth-cell blocks (`▁…█` upward, `▏…█` rightward).
        case bar
        /// A point of a line, joined to the rest of its series in braille dots.
        case line
        /// A point of an area, its series filled in braille dots down to the baseline.
        case area
        /// A point drawn as one cell holding its symbol.
        case point
        /// A straight line across the plot or between two values, in box-drawing `─` or `│`.
        case rule
        /// A rectangle between two values on each axis, its cells filled.
        case rectangle
        /// A slice of a pie or donut, drawn in half-cell pixels.
        case sector
    }

    /// Which of the mark kinds this is, which decides how it is drawn.
    public var kind: Kind
    /// Where the mark sits; a bar or an area reaches from the baseline (or `yStart`) to `y`.
    public var x: PlotDatum?
    /// Where the mark sits vertically; the top of an upright bar or an area.
    public var y: PlotDatum?
    /// The other end of a mark that spans an interval (`BarMark(xStart:xEnd:y:)`, a rule's
    /// ends, a rectangle, `AreaMark(x:yStart:yEnd:)`).
    public var xStart: PlotDatum?
    /// Where a horizontal span (a bar, a rule, a rectangle) ends, with `xStart` its start.
    public var xEnd: PlotDatum?
    /// Where a vertical span starts: an upright bar's or an area's own baseline, a rule's or
    /// a rectangle's lower end.
    public var yStart: PlotDatum?
    /// Where a vertical span ends: a rule's or a rectangle's upper end, an area band's top.
    public var yEnd: PlotDatum?
    /// A sector's share of its pie.
    public var angle: Double?
    /// A sector's inner radius as a share of the outer one (a donut), 0 for a whole pie.
    public var innerRadius: Double = 0
    /// Which line (or area) a line or area mark belongs to; marks of one series are joined.
    public var series: String?
    /// The group the mark's colour and legend entry come from (`foregroundStyle(by:)`).
    public var group: String?
    /// The group the mark's symbol comes from (`symbol(by:)`).
    public var symbolGroup: String?
    /// The mark's own colour, over its group's.
    public var style: (any ShapeStyle)?
    /// The mark's own symbol (a point's glyph), over its symbol group's.
    public var symbol: String?
    /// The glyph a rectangle's cells are filled with instead of `█`: a heat map's shade (`░▒▓`).
    public var fill: String?
    /// How a line's or an area's points are joined to the next ones (straight by default).
    public var interpolation: PlotInterpolation = .linear
    /// Whether a line or rule is drawn dashed.
    public var dashed = false
    /// How bars and areas at the same place pile up.
    public var stacking: PlotStacking = .standard
    /// Text drawn beside the mark.
    public var annotation: PlotAnnotation?
    /// The group that places the mark beside the other groups at its place (`position(by:)`):
    /// the cells a lone bar would take are shared out among the groups in the order they first
    /// appear, and bars pile up only with their own group's.
    public var positionGroup: String?
    /// The axis the groups are placed along; nil for the mark's band axis (x for upright bars, y
    /// for horizontal ones; for points x unless only y has bands).
    public var positionAxis: Axis?
    /// How much of its band the groups at one place take together.
    public var positionSpan: PlotSpan = .automatic

    /// A mark of `kind` at the given places; whatever is not given (colour, series, symbol)
    /// is set on the value afterwards or left to the chart.
    public init(_ kind: Kind, x: PlotDatum? = nil, y: PlotDatum? = nil, xStart: PlotDatum? = nil, xEnd: PlotDatum? = nil,
                yStart: PlotDatum? = nil, yEnd: PlotDatum? = nil, stacking: PlotStacking = .standard) {
        self.kind = kind
        self.x = x
        self.y = y
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
        self.stacking = stacking
    }
}

/// How the points of a line or an area are joined, as Swift Charts' `InterpolationMethod`.
public enum PlotInterpolation: Hashable, Sendable {
    /// `.linear` joins points with straight runs of dots, `.curved` with a smooth curve through
    /// them; the step methods go flat then vertical, changing at the first point, halfway, or
    /// the second point.
    case linear, curved, stepStart, stepCenter, stepEnd
}

/// How much of its band a set of marks placed side by side takes, as the `span:` of Swift Charts'
/// `position(by:axis:span:)`; the groups share it equally, each at least one cell.
public enum PlotSpan: Hashable, Sendable {
    /// The cells one bar alone takes in the band (three quarters of it, leaving a gap between bands).
    case automatic
    /// This share of the band: 1 fills it, with no gap between neighbouring bands.
    case ratio(Double)
    /// This many points, which the environment's cell metrics turn into cells.
    case fixed(Double)
    /// The whole band less this many points.
    case inset(Double)
}

/// How bars and areas at the same place pile up, as Swift Charts' `MarkStackingMethod`.
public enum PlotStacking: Hashable, Sendable {
    /// One on another from the baseline.
    case standard
    /// Each from the baseline, drawn over the ones before.
    case unstacked
    /// One on another, scaled so each pile fills the axis (shares of the whole).
    case normalized
}

/// Text drawn beside a mark (`.annotation`): where, and what it says (one line, sanitised when drawn).
public struct PlotAnnotation: Hashable, Sendable {
    /// Where the text goes: above or below the mark, before or after it on its row, or over
    /// its middle; it is kept inside the plot's rows either way.
    public enum Position: Hashable, Sendable {
        /// `.top` and `.bottom` centre the text on the row above or below the mark,
        /// `.leading` and `.trailing` put it a cell before or after, `.overlay` over the middle.
        case top, bottom, leading, trailing, overlay
    }
    /// What the annotation says: one line, with control characters taken out before drawing.
    public var text: String
    /// Which side of the mark the text sits on.
    public var position: Position
    /// An annotation reading `text`, above its mark unless placed elsewhere.
    public init(_ text: String, position: Position = .top) {
        self.text = text
        self.position = position
    }
}
