import Foundation

/// One mark of a chart for the chart engine (``PlotView``): a bar, a point of a line or an area,
/// a point, a rule, a rectangle or a pie sector, with where it sits and how it looks. Swift
/// Charts' marks (the `Charts` module) and the built-in chart widgets both describe their charts
/// as these.
public struct PlotMark: Sendable {
    /// What the mark draws.
    public enum Kind: Hashable, Sendable { case bar, line, area, point, rule, rectangle, sector }

    public var kind: Kind
    /// Where the mark sits; a bar or an area reaches from the baseline (or `yStart`) to `y`.
    public var x: PlotDatum?
    public var y: PlotDatum?
    /// The other end of a mark that spans an interval (`BarMark(xStart:xEnd:y:)`, a rule's
    /// ends, a rectangle, `AreaMark(x:yStart:yEnd:)`).
    public var xStart: PlotDatum?
    public var xEnd: PlotDatum?
    public var yStart: PlotDatum?
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
    public var interpolation: PlotInterpolation = .linear
    /// Whether a line or rule is drawn dashed.
    public var dashed = false
    /// How bars and areas at the same place pile up.
    public var stacking: PlotStacking = .standard
    /// Text drawn beside the mark.
    public var annotation: PlotAnnotation?

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
    case linear, curved, stepStart, stepCenter, stepEnd
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
    public enum Position: Hashable, Sendable { case top, bottom, leading, trailing, overlay }
    public var text: String
    public var position: Position
    public init(_ text: String, position: Position = .top) {
        self.text = text
        self.position = position
    }
}
