import Foundation

/// A whole chart for the chart engine (``PlotView``): its marks, axes, scales and legend.
public struct PlotSpec {
    public var marks: [PlotMark]
    public var xAxis = PlotAxis()
    public var yAxis = PlotAxis()
    /// The range each axis shows; nil to fit the marks (numbers widened to round ticks, 0 kept
    /// under bars and areas).
    public var xDomain: PlotDomain?
    public var yDomain: PlotDomain?
    public var legend: PlotLegend = .automatic
    /// The colour of each group (`chartForegroundStyleScale`); groups not named take the palette's.
    public var groupStyles: [(group: String, style: any ShapeStyle)] = []

    public init(marks: [PlotMark]) { self.marks = marks }
}

/// The range of values an axis shows.
public enum PlotDomain: Sendable {
    case numbers(ClosedRange<Double>)
    case dates(ClosedRange<Date>)
    /// These categories, in this order.
    case categories([String])
}

/// Whether the legend of a chart's groups is shown.
public enum PlotLegend: Hashable, Sendable {
    /// Shown when the marks have groups (`foregroundStyle(by:)`).
    case automatic
    case visible
    case hidden
}

/// One axis of a chart: shown or not, where its labels go, which values get labels and how
/// they read.
public struct PlotAxis {
    /// Which side the labels sit on.
    public enum Position: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

    /// The values that get labels.
    public enum Values: Sendable {
        /// Round values chosen for the space, about `desiredCount` of them when given.
        case automatic(desiredCount: Int?)
        /// Every multiple of a step (seconds for instants).
        case stride(Double)
        case explicit([PlotDatum])
    }

    public var visible = true
    public var labels = true
    /// Whether faint lines cross the plot at the labelled values.
    public var grid = false
    public var position: Position = .automatic
    public var values: Values = .automatic(desiredCount: nil)
    /// A label of one's own for a value (its index among the labelled values, their count); nil
    /// for the usual form. Asked while the chart is drawn.
    public var label: (@MainActor (PlotDatum, Int, Int) -> String?)?

    public init() {}

    /// An axis drawn with no labels at all.
    public static var hidden: PlotAxis {
        var axis = PlotAxis()
        axis.visible = false
        return axis
    }
}
