import Foundation
import WidgettyUI

/// A chart widget's series as chart-engine specs (``PlotSpec``), one per style: the same
/// engine Swift Charts' `Chart` draws with. Each series keeps its palette colour in every style.
enum ChartPlots {
    static func color(_ index: Int) -> Color { PlotView.palette[index % PlotView.palette.count] }

    /// The scale's range when the settings name an end: the other end fitted to the samples
    /// when only one is; nil (the engine fits round values, from 0 for bars) when none is.
    static func domain(_ entry: ChartEntry, values: [Double]) -> PlotDomain? {
        guard entry.minimum != nil || entry.maximum != nil,
              let low = entry.minimum ?? values.min(), let high = entry.maximum ?? values.max(), low < high else { return nil }
        return .numbers(low...high)
    }

    /// Every series over the time window, as lines.
    static func runchart(_ entry: ChartEntry, axes: Bool) -> PlotSpec {
        var marks: [PlotMark] = []
        for (index, series) in entry.series.enumerated() {
            for point in series.points {
                var mark = PlotMark(.line, x: .date(point.time), y: .number(point.value))
                mark.series = "\(index)"
                mark.style = color(index)
                marks.append(mark)
            }
        }
        var spec = PlotSpec(marks: marks)
        spec.xDomain = .dates(entry.date.addingTimeInterval(-entry.window)...entry.date)
        spec.yDomain = domain(entry, values: entry.series.flatMap { $0.points.map(\.value) })
        spec.legend = .hidden
        if !axes {
            spec.xAxis = .hidden
            spec.yAxis = .hidden
        }
        return spec
    }

    /// One series' latest `columns` samples as bars one column wide, the newest at the right edge.
    static func sparkline(_ entry: ChartEntry, series index: Int, columns: Int) -> PlotSpec {
        let points = entry.series[index].points.suffix(max(1, columns))
        let first = max(1, columns) - points.count
        let marks = points.enumerated().map { offset, point -> PlotMark in
            var mark = PlotMark(.bar, x: .number(Double(first + offset)), y: .number(point.value))
            mark.style = color(index)
            return mark
        }
        var spec = PlotSpec(marks: marks)
        spec.xDomain = .numbers(0...Double(max(1, columns - 1)))
        spec.yDomain = domain(entry, values: points.map(\.value))
        spec.xAxis = .hidden
        spec.yAxis = .hidden
        spec.legend = .hidden
        return spec
    }

    /// Each series' current value as a bar, labelled above it.
    static func bars(_ entry: ChartEntry, axes: Bool) -> PlotSpec {
        var marks: [PlotMark] = []
        for (index, series) in entry.series.enumerated() {
            var mark = PlotMark(.bar, x: .category(series.name), y: .number(series.current ?? 0))
            mark.style = color(index)
            mark.annotation = PlotAnnotation(ChartValueText.text(series.current, unit: entry.unit))
            marks.append(mark)
        }
        var spec = PlotSpec(marks: marks)
        spec.yDomain = domain(entry, values: entry.series.compactMap(\.current))
        spec.legend = .hidden
        if !axes { spec.yAxis = .hidden }
        return spec
    }

    /// The first series' current value as a bar from the minimum (0) toward the maximum (100).
    static func gauge(_ entry: ChartEntry) -> PlotSpec {
        guard let series = entry.series.first else { return PlotSpec(marks: []) }
        var mark = PlotMark(.bar, x: .number(series.current ?? (entry.minimum ?? 0)), y: .category(series.name))
        mark.style = color(0)
        let low = entry.minimum ?? 0, high = max(entry.maximum ?? 100, low + 1)
        // The bar starts at the scale's bottom, not at zero.
        mark.xStart = .number(low)
        mark.xEnd = .number(min(max(series.current ?? low, low), high))
        mark.x = nil
        var spec = PlotSpec(marks: [mark])
        spec.xDomain = .numbers(low...high)
        spec.yAxis = .hidden
        spec.legend = .hidden
        var axis = PlotAxis()
        axis.values = .explicit([.number(low), .number(high)])
        spec.xAxis = axis
        return spec
    }
}
