import Foundation
import WidgettyUI

/// A point of a line, as Swift Charts' `LineMark`: the marks of one series (by `series:`, else
/// by `foregroundStyle(by:)`) are joined in order, in braille dots.
public struct LineMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _plotMark = PlotMark(.line, x: x.datum, y: y.datum)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = PlotMark(.line, x: x.datum, y: y.datum)
        mark.series = series.datum.groupName
        _plotMark = mark
    }
}

/// A point of an area, as Swift Charts' `AreaMark`: filled in braille dots from the baseline
/// (or the series stacked under it, or `yStart`) up to its value.
public struct AreaMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _plotMark = PlotMark(.area, x: x.datum, y: y.datum, stacking: stacking.stacking)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var mark = PlotMark(.area, x: x.datum, y: y.datum, stacking: stacking.stacking)
        mark.series = series.datum.groupName
        _plotMark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _plotMark = PlotMark(.area, x: x.datum, yStart: yStart.datum, yEnd: yEnd.datum)
    }
}

/// A point, as Swift Charts' `PointMark`: one symbol in the cell of its place.
public struct PointMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _plotMark = PlotMark(.point, x: x.datum, y: y.datum)
    }
}
