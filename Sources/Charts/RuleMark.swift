import Foundation
import WidgettyUI

/// A straight line across the plot, as Swift Charts' `RuleMark`: at a y value (`─`, a threshold),
/// at an x value (`│`), or between two ends.
public struct RuleMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// A horizontal rule across the whole plot at `y` (a target or a threshold), in `─`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        _plotMark = PlotMark(.rule, y: y.datum)
    }

    /// A vertical rule down the whole plot at `x` (a moment on a time axis), in `│`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        _plotMark = PlotMark(.rule, x: x.datum)
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`; a missing end reaches the plot's edge.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {
        _plotMark = PlotMark(.rule, y: y.datum, xStart: xStart?.datum, xEnd: xEnd?.datum)
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`; a missing end reaches the plot's edge.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {
        _plotMark = PlotMark(.rule, x: x.datum, yStart: yStart?.datum, yEnd: yEnd?.datum)
    }
}

/// A filled rectangle, as Swift Charts' `RectangleMark`: a band's cells (a heat map's square)
/// or the cells between two ends on each axis.
public struct RectangleMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// The cells of the band where `x` and `y` cross: one square of a heat map. `width` and `height`
    /// are accepted as written.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        _plotMark = PlotMark(.rectangle, x: x.datum, y: y.datum)
    }

    /// The cells between `xStart` and `xEnd` across, `yStart` and `yEnd` up.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        _plotMark = PlotMark(.rectangle, xStart: xStart.datum, xEnd: xEnd.datum, yStart: yStart.datum, yEnd: yEnd.datum)
    }

    /// The cells of column band `x` from `yStart` up to `yEnd`; `width` is accepted as written.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        _plotMark = PlotMark(.rectangle, x: x.datum, yStart: yStart.datum, yEnd: yEnd.datum)
    }

    /// The cells of row band `y` from `xStart` to `xEnd`; `height` is accepted as written.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        _plotMark = PlotMark(.rectangle, y: y.datum, xStart: xStart.datum, xEnd: xEnd.datum)
    }
}

/// A slice of a pie, as Swift Charts' `SectorMark`: its share of the whole is its angle's value;
/// an inner radius as a ratio makes a donut.
public struct SectorMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// A slice whose share of the pie is its `angle` value against the sum of all slices, clockwise
    /// from twelve o'clock in half-cell pixels. `innerRadius: .ratio(…)` makes a donut; the outer
    /// radius and angular inset are accepted as written.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = PlotMark(.sector)
        mark.angle = angle.datum.continuous.map { max(0, $0) } ?? 0
        if case .ratio(let ratio) = innerRadius.kind { mark.innerRadius = ratio }
        _plotMark = mark
    }
}
