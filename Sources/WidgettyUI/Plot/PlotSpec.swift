import Foundation

/// A whole chart for the chart engine (``PlotView``): its marks, axes, scales and legend.
public struct PlotSpec {
    /// Every mark of the chart. The engine draws them by kind: areas and rectangles under bars,
    /// lines, rules and points over them, annotations last.
    public var marks: [PlotMark]
    /// The horizontal axis: its labels along the bottom row, fitted to the columns.
    public var xAxis = PlotAxis()
    /// The vertical axis: its labels in a column beside the plot, one per labelled row.
    public var yAxis = PlotAxis()
    /// The range each axis shows; nil to fit the marks (numbers widened to round ticks, 0 kept
    /// under bars and areas).
    public var xDomain: PlotDomain?
    /// The range the vertical axis shows; nil to fit the marks, as for `xDomain`.
    public var yDomain: PlotDomain?
    /// Whether a row naming each group in its colour is drawn under the plot.
    public var legend: PlotLegend = .automatic
    /// The colour of each group (`chartForegroundStyleScale`); groups not named take the palette's.
    public var groupStyles: [(group: String, style: any ShapeStyle)] = []

    /// A chart of these marks with both axes shown, domains fitted and the legend automatic.
    public init(marks: [PlotMark]) { self.marks = marks }
}

/// The range of values an axis shows.
public enum PlotDomain: Sendable {
    /// Numbers from the lower bound to the upper, taken as given (not widened to round ticks).
    case numbers(ClosedRange<Double>)
    /// The instants between two dates, for a time axis.
    case dates(ClosedRange<Date>)
    /// These categories, in this order.
    case categories([String])
}

/// Whether the legend of a chart's groups is shown.
public enum PlotLegend: Hashable, Sendable {
    /// Shown when the marks have groups (`foregroundStyle(by:)`).
    case automatic
    /// Drawn even for a single group or none.
    case visible
    /// Never drawn; the rows go to the plot.
    case hidden
}

/// One axis of a chart: shown or not, where its labels go, which values get labels and how
/// they read.
public struct PlotAxis {
    /// Which side the labels sit on.
    public enum Position: Hashable, Sendable {
        /// Only `.leading` moves anything: the vertical axis' labels go left of the plot. Any
        /// other value keeps them trailing (Swift Charts' side) and horizontal labels on the
        /// bottom row, whatever is asked.
        case automatic, leading, trailing, top, bottom
    }

    /// The values that get labels.
    public enum Values: Sendable {
        /// Round values chosen for the space, about `desiredCount` of them when given.
        case automatic(desiredCount: Int?)
        /// Every multiple of a step (seconds for instants).
        case stride(Double)
        /// Exactly these values; a label that would collide with another is left out.
        case explicit([PlotDatum])
    }

    /// Whether the axis takes any cells at all; false gives its row or column to the plot.
    public var visible = true
    /// Whether the values are written beside the axis; false keeps the grid without text.
    public var labels = true
    /// Whether faint lines cross the plot at the labelled values.
    public var grid = false
    /// Which side of the plot the labels are drawn on.
    public var position: Position = .automatic
    /// Which values are labelled (and gridded); round ones fitted to the space by default.
    public var values: Values = .automatic(desiredCount: nil)
    /// A label of one's own for a value (its index among the labelled values, their count); nil
    /// for the usual form. Asked while the chart is drawn.
    public var label: (@MainActor (PlotDatum, Int, Int) -> String?)?

    /// An axis shown with labels and no grid, its values chosen for the space.
    public init() {}

    /// An axis drawn with no labels at all.
    public static var hidden: PlotAxis {
        var axis = PlotAxis()
        axis.visible = false
        return axis
    }
}
