import Foundation
import WidgettyUI

/// A point of a line, as Swift Charts' `LineMark`: the marks of one series (by `series:`, else
/// by `foregroundStyle(by:)`) are joined in order, in braille dots.
public struct LineMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// A point of a line at `x`, `y`; marks with no series or group form one line, joined in the
    /// order they are listed.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _plotMark = PlotMark(.line, x: x.datum, y: y.datum)
    }

    /// A point of the line named by `series`: one braille line per series value, so several lines
    /// can share a colour.
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

    /// A point of an area at `x` filled down to the baseline; areas at the same `x` pile up unless
    /// `stacking` says otherwise.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _plotMark = PlotMark(.area, x: x.datum, y: y.datum, stacking: stacking.stacking)
    }

    /// A point of the area named by `series`, each series filled in braille dots over the ones before.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var mark = PlotMark(.area, x: x.datum, y: y.datum, stacking: stacking.stacking)
        mark.series = series.datum.groupName
        _plotMark = mark
    }

    /// A point of a band between `yStart` and `yEnd` at `x` (a range of values over time), filled
    /// between the two rather than from the baseline.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _plotMark = PlotMark(.area, x: x.datum, yStart: yStart.datum, yEnd: yEnd.datum)
    }
}

/// A point, as Swift Charts' `PointMark`: one symbol in the cell of its place.
public struct PointMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// A point at `x`, `y`: the cell there shows its symbol (`●` unless `symbol` picks another) in its colour.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _plotMark = PlotMark(.point, x: x.datum, y: y.datum)
    }
}
