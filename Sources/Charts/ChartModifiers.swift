import Foundation
import WidgettyUI

/// The modifiers that set how the charts inside a view draw their axes, scales and legend.
extension View {
    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartOptions) { $0.xAxis = visibility == .hidden ? .hidden : PlotAxis() }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartOptions) { $0.yAxis = visibility == .hidden ? .hidden : PlotAxis() }
    }

    /// The x axis as its marks say (`AxisMarks`).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let axis = content().plotAxis
        return transformEnvironment(\.chartOptions) { $0.xAxis = axis }
    }

    /// The y axis as its marks say (`AxisMarks`).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let axis = content().plotAxis
        return transformEnvironment(\.chartOptions) { $0.yAxis = axis }
    }

    /// The numbers the y axis spans.
    public func chartYScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> some View {
        chartDomain(\.yDomain, .numbers(Double(domain.lowerBound)...Double(domain.upperBound)))
    }

    /// The whole numbers the y axis spans (`0...100`), used as given rather than widened to round ticks.
    public func chartYScale<N: BinaryInteger>(domain: ClosedRange<N>) -> some View {
        chartDomain(\.yDomain, .numbers(Double(domain.lowerBound)...Double(domain.upperBound)))
    }

    /// The instants the y axis spans.
    public func chartYScale(domain: ClosedRange<Date>) -> some View { chartDomain(\.yDomain, .dates(domain)) }

    /// The categories the y axis shows, in order.
    public func chartYScale<S: Plottable>(domain: [S]) -> some View {
        chartDomain(\.yDomain, .categories(domain.map(\._plotDatum.groupName)))
    }

    /// The numbers the x axis spans.
    public func chartXScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> some View {
        chartDomain(\.xDomain, .numbers(Double(domain.lowerBound)...Double(domain.upperBound)))
    }

    /// The whole numbers the x axis spans, used as given rather than fitted to the marks.
    public func chartXScale<N: BinaryInteger>(domain: ClosedRange<N>) -> some View {
        chartDomain(\.xDomain, .numbers(Double(domain.lowerBound)...Double(domain.upperBound)))
    }

    /// The instants the x axis spans.
    public func chartXScale(domain: ClosedRange<Date>) -> some View { chartDomain(\.xDomain, .dates(domain)) }

    /// The categories the x axis shows, in order.
    public func chartXScale<S: Plottable>(domain: [S]) -> some View {
        chartDomain(\.xDomain, .categories(domain.map(\._plotDatum.groupName)))
    }

    private func chartDomain(_ axis: WritableKeyPath<ChartOptions, PlotDomain?>, _ domain: PlotDomain) -> some View {
        transformEnvironment(\.chartOptions) { $0[keyPath: axis] = domain }
    }

    /// Shows or hides the legend of the marks' groups.
    public func chartLegend(_ visibility: Visibility) -> some View {
        let legend: PlotLegend = visibility == .hidden ? .hidden : visibility == .visible ? .visible : .automatic
        return transformEnvironment(\.chartOptions) { $0.legend = legend }
    }

    /// The legend goes below the plot in cells, wherever asked; accepted as written.
    public func chartLegend(position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }

    /// The colour of each group (`foregroundStyle(by:)`'s values), in the legend's order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let styles: [(group: String, style: any ShapeStyle)] = mapping.map { ($0.key._plotDatum.groupName, $0.value) }
        return transformEnvironment(\.chartOptions) { $0.groupStyles = styles }
    }

    /// The colours of the groups in order of their first appearance.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], range: [Color]) -> some View {
        let styles: [(group: String, style: any ShapeStyle)] = zip(domain, range).map { ($0._plotDatum.groupName, $1) }
        return transformEnvironment(\.chartOptions) { $0.groupStyles = styles }
    }

    /// The plot changed by `content` (a background, a frame). In cells the plot and its axes are
    /// one view, so the change applies to the whole chart.
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View {
        transformEnvironment(\.chartOptions) { options in
            options.plotStyle = { plot in AnyView(content(ChartPlotContent(plot: plot))) }
        }
    }

    /// Axis titles need room cells lack; accepted as written.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
    /// A title for the y axis; accepted as written, since a column of cells beside the labels
    /// would leave the plot too narrow.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
}

/// The plot of a chart, as `chartPlotStyle`'s closure gets it.
public struct ChartPlotContent: View {
    let plot: AnyView
    /// The chart's plot (with its axes, in cells) for `chartPlotStyle` to wrap in a frame or background.
    public var body: some View { plot }
}
