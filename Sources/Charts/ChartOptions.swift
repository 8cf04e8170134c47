import Foundation
import WidgettyUI

/// What the chart modifiers around a `Chart` set (axes, scales, legend, colours by group, the
/// plot's style), carried down the environment to the charts inside.
struct ChartOptions {
    var xAxis: PlotAxis?
    var yAxis: PlotAxis?
    var xDomain: PlotDomain?
    var yDomain: PlotDomain?
    var legend: PlotLegend = .automatic
    var groupStyles: [(group: String, style: any ShapeStyle)] = []
    /// Wraps the plot (`chartPlotStyle`); in cells the plot and its axes are one view, so the
    /// closure is applied to the whole chart.
    var plotStyle: @MainActor (AnyView) -> AnyView = { $0 }

    func spec(marks: [PlotMark]) -> PlotSpec {
        var spec = PlotSpec(marks: marks)
        if let xAxis { spec.xAxis = xAxis }
        if let yAxis { spec.yAxis = yAxis }
        spec.xDomain = xDomain
        spec.yDomain = yDomain
        spec.legend = legend
        spec.groupStyles = groupStyles
        return spec
    }
}

private struct ChartOptionsKey: EnvironmentKey {
    static var defaultValue: ChartOptions { ChartOptions() }
}

extension EnvironmentValues {
    var chartOptions: ChartOptions {
        get { self[ChartOptionsKey.self] }
        set { self[ChartOptionsKey.self] = newValue }
    }
}
