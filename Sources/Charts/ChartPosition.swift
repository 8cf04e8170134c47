import Foundation
import WidgettyUI

extension ChartContent {
    /// The marks placed side by side by a value, as Swift Charts' `position(by:axis:span:)`: at
    /// each place (a band of bars, say) every value of `value` gets an equal slot of the cells a
    /// lone bar would take, in the order the values first appear, and bars pile up only with those
    /// of their own value. `axis` picks the axis they are placed along (nil: the band's); `span` how
    /// much of the band the slots take together (`.ratio(1)`: all of it, `.fixed`/`.inset` in
    /// points through the cell metrics). Bars and points are placed so.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent {
        let group = value.datum.groupName
        let plotSpan = span.plotSpan
        return changingMarks { mark in
            mark.positionGroup = group
            mark.positionAxis = axis
            mark.positionSpan = plotSpan
        }
    }
}

extension MarkDimension {
    /// The dimension as the share of a band that marks placed side by side take.
    var plotSpan: PlotSpan {
        switch kind {
        case .automatic: return .automatic
        case .fixed(let points): return .fixed(points)
        case .ratio(let share): return .ratio(share)
        case .inset(let points): return .inset(points)
        }
    }
}
