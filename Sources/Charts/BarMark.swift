import Foundation
import WidgettyUI

/// A bar, as Swift Charts' `BarMark`: upward from the baseline when its y is the value, rightward
/// when its x is (a category on y), or between two ends (`xStart`/`xEnd`: a timeline's span).
/// Bars at one place stack unless `stacking: .unstacked`.
public struct BarMark: _PrimitiveChartMark {
    public let _plotMark: PlotMark

    /// A bar at `x` reaching to `y`: upright in eighth-cell blocks when `y` is the number, lying
    /// along its row when `x` is and `y` is a category. `width` and `height` are accepted as written;
    /// a bar fills its band.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _plotMark = PlotMark(.bar, x: x.datum, y: y.datum, stacking: stacking.stacking)
    }

    /// A horizontal bar on row `y` from `xStart` to `xEnd`, for spans on a timeline; `height` is
    /// accepted as written.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        _plotMark = PlotMark(.bar, y: y.datum, xStart: xStart.datum, xEnd: xEnd.datum)
    }

    /// An upright bar in column `x` from `yStart` up to `yEnd` rather than from the baseline, for
    /// ranges such as a day's low and high; `width` is accepted as written.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        _plotMark = PlotMark(.bar, x: x.datum, yStart: yStart.datum, yEnd: yEnd.datum)
    }

    /// One bar of a value alone, from the leading edge.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _plotMark = PlotMark(.bar, x: x.datum, y: .category(""), stacking: stacking.stacking)
    }
}
