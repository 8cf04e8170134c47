import WidgettyTerminal

/// A chart's space shared out: the legend's rows at the bottom, the x axis' labels above them,
/// the y axis' labels beside the plot (trailing, as Swift Charts puts them, unless asked to
/// lead), and the plot in what is left. Labels that would collide are left out.
struct PlotFrame {
    var plot: Rect
    var xLabels: [(x: Int, text: String)] = []
    var xLabelRow: Int?
    var yLabels: [(y: Int, text: String)] = []
    var yLabelColumn = 0
    var legend: [[(text: String, color: TerminalColor)]] = []
    var legendTop = 0
    var legendLeft = 0
    var gridRows: [Int] = []
    var gridColumns: [Int] = []
    /// What an axis' own labels read while they are asked (`@Environment` in an `AxisMarks` closure).
    let environment: EnvironmentValues

    static let labelStyle = Style(foreground: .default, attributes: .dim)

    init(rect: Rect, spec: PlotSpec, geometry: inout PlotGeometry, colors: PlotColors, labels: inout PlotLabels, pie: Bool) {
        environment = colors.environment
        let showLegend = spec.legend == .visible || (spec.legend == .automatic && !colors.groups.isEmpty && rect.height >= 4)
        legend = showLegend ? Self.legendRows(colors: colors, width: rect.width, limit: max(1, rect.height / 4)) : []
        let height = max(0, rect.height - legend.count)
        legendTop = rect.minY + height
        legendLeft = rect.minX
        plot = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
        if pie { return }
        let xAxis = spec.xAxis, yAxis = spec.yAxis
        if xAxis.visible, xAxis.labels, height >= 3 {
            xLabelRow = rect.minY + height - 1
            plot.size.height -= 1
        }
        if yAxis.visible, yAxis.labels || yAxis.grid, rect.width >= 8, plot.height > 0 {
            let count = max(2, min(5, (plot.height + 1) / 2))
            var seen = Set<Int>()
            var texts: [(y: Int, text: String)] = []
            let ticks = geometry.y.ticks(count: count, axis: yAxis)
            for (index, tick) in ticks.enumerated() {
                let y: Int
                if let band = geometry.y.band(tick.datum) {
                    let bandHeight = Double(plot.height) / Double(max(1, geometry.y.bandCount))
                    y = plot.minY + min(plot.height - 1, Int((Double(band) + 0.5) * bandHeight))
                } else {
                    guard PlotPainter.within(tick.fraction) else { continue }
                    y = PlotPainter.row(fraction: tick.fraction, in: plot)
                }
                guard seen.insert(y).inserted else { continue }
                if yAxis.grid { gridRows.append(y) }
                if yAxis.labels {
                    let text = ask(yAxis.label, tick.datum, index, ticks.count) ?? labels.text(tick.datum, step: geometry.y.labelStep)
                    if !text.isEmpty { texts.append((y, TerminalText.sanitized(text))) }
                }
            }
            let width = min(texts.map { TerminalText.width(of: $0.text) }.max() ?? 0, rect.width / 3)
            if width > 0 {
                yLabels = texts.map { ($0.y, Self.cut($0.text, to: width)) }
                plot.size.width -= width + 1
                if yAxis.position == .leading {
                    yLabelColumn = rect.minX
                    plot.origin.x += width + 1
                } else {
                    yLabelColumn = plot.maxX + 1
                }
            }
        }
        if xLabelRow != nil || xAxis.grid {
            placeXLabels(axis: xAxis, geometry: &geometry, labels: &labels, rect: rect)
        }
    }

    private mutating func placeXLabels(axis: PlotAxis, geometry: inout PlotGeometry, labels: inout PlotLabels, rect: Rect) {
        let banded = geometry.x.bands != nil
        let ticks = geometry.x.ticks(count: max(2, min(8, plot.width / 8)), axis: axis)
        let bandWidth = banded ? plot.width / max(1, geometry.x.bandCount) : plot.width
        var end = Int.min
        for (index, tick) in ticks.enumerated() where PlotPainter.within(tick.fraction) {
            let column = banded ? plot.minX + min(plot.width - 1, Int((tick.fraction * Double(plot.width)).rounded(.down)))
                : PlotPainter.column(fraction: tick.fraction, in: plot, banded: false)
            if axis.grid { gridColumns.append(column) }
            guard xLabelRow != nil, axis.labels else { continue }
            let raw = ask(axis.label, tick.datum, index, ticks.count) ?? labels.text(tick.datum, step: geometry.x.labelStep)
            let text = Self.cut(TerminalText.sanitized(raw), to: banded ? max(3, bandWidth - 1) : rect.width)
            let width = TerminalText.width(of: text)
            guard width > 0 else { continue }
            let start = min(max(column - (width - 1) / 2, rect.minX), rect.maxX - width)
            guard start > end else { continue }
            xLabels.append((start, text))
            end = start + width
        }
    }

    /// An axis' own label for a value (empty: none at this value), asked on the main actor, where
    /// views build and draw, in the chart's environment.
    private func ask(_ label: (@MainActor (PlotDatum, Int, Int) -> String?)?, _ datum: PlotDatum, _ index: Int, _ count: Int) -> String? {
        guard let label else { return nil }
        // Drawing runs on the main thread (assumeIsolated checks it): the environment stays there.
        nonisolated(unsafe) let environment = environment
        return MainActor.assumeIsolated { EnvironmentScope.evaluating(in: environment) { label(datum, index, count) } }
    }

    /// `text` cut to `width` columns, with `…` when cut.
    static func cut(_ text: String, to width: Int) -> String { TerminalText.truncated(text, toWidth: width) }

    private static func legendRows(colors: PlotColors, width: Int, limit: Int) -> [[(text: String, color: TerminalColor)]] {
        var rows: [[(text: String, color: TerminalColor)]] = []
        var row: [(text: String, color: TerminalColor)] = [], used = 0
        for group in colors.groups {
            let name = cut(TerminalText.sanitized(group), to: max(1, min(24, width - 2)))
            let needed = TerminalText.width(of: name) + 2 + (row.isEmpty ? 0 : 2)
            if !row.isEmpty, used + needed > width {
                rows.append(row)
                if rows.count == limit { return rows }
                row = []
                used = 0
            }
            used += TerminalText.width(of: name) + 2 + (row.isEmpty ? 0 : 2)
            row.append((name, colors.color(ofGroup: group)))
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The grid lines (under the marks).
    func drawGrid(on canvas: Canvas) {
        for row in gridRows { canvas.write(String(repeating: "┈", count: plot.width), at: Point(x: plot.minX, y: row), style: Self.labelStyle) }
        for column in gridColumns {
            for row in plot.minY..<plot.maxY { canvas.write("┊", at: Point(x: column, y: row), style: Self.labelStyle) }
        }
    }

    /// The axes' labels and the legend (over the marks).
    func drawLabels(on canvas: Canvas) {
        for label in yLabels { canvas.write(label.text, at: Point(x: yLabelColumn, y: label.y), style: Self.labelStyle) }
        if let row = xLabelRow {
            for label in xLabels { canvas.write(label.text, at: Point(x: label.x, y: row), style: Self.labelStyle) }
        }
        for (index, entries) in legend.enumerated() {
            var x = legendLeft
            for entry in entries {
                if x > legendLeft { x += 2 }
                x += canvas.write("■", at: Point(x: x, y: legendTop + index), style: Style(foreground: entry.color))
                x += canvas.write(" " + entry.text, at: Point(x: x, y: legendTop + index), style: Self.labelStyle)
            }
        }
    }
}
