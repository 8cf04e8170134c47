import WidgettyTerminal

/// A history of values as bars one column wide, the newest in the last column: how the
/// terminal's own graphs (``BarChart``, ``Sparkline``) reach the chart engine. Only the values
/// the width holds are charted, as the engine's bar marks with no axes and no legend.
struct PlotColumns {
    /// How a column's height is read from its value.
    enum Scale: Hashable {
        /// From zero (no bar) to `maximum` (the full height), nil for the largest value; a value at
        /// or under zero, or not finite, draws nothing, one over the maximum the full height.
        case fromZero(maximum: Double?)
        /// From the lowest value (an eighth of the height) to the highest (the full height); all
        /// equal, half the height. A value that is not finite draws nothing.
        case lowToHigh
    }

    var values: [Double]
    var scale: Scale
    /// Rows tall; nil for as tall as offered (4 rows when free).
    var rows: Int?
    /// The bars' colour.
    var style: any ShapeStyle

    /// The chart of the last `columns` values, the newest in the last column; no marks when
    /// nothing is drawn.
    func spec(columns: Int) -> PlotSpec {
        let shown = values.suffix(max(0, columns))
        let first = columns - shown.count
        let finite = shown.filter(\.isFinite)
        var marks: [PlotMark] = []
        var spec = PlotSpec(marks: [])
        spec.xAxis = .hidden
        spec.yAxis = .hidden
        spec.legend = .hidden
        guard columns > 0, let range = range(finite) else { return spec }
        for (offset, value) in shown.enumerated() where value.isFinite && value > range.base {
            var mark = PlotMark(.bar, x: .number(Double(first + offset)), yStart: .number(range.base),
                                yEnd: .number(min(value, range.top)))
            mark.style = style
            marks.append(mark)
        }
        spec.marks = marks
        spec.xDomain = .numbers(0...Double(max(0, columns - 1)))
        spec.yDomain = .numbers(range.base...range.top)
        return spec
    }

    /// Where bars start (the chart's bottom) and where they fill the height; nil when nothing is drawn.
    private func range(_ finite: [Double]) -> (base: Double, top: Double)? {
        switch scale {
        case .fromZero(let maximum):
            guard let top = maximum ?? finite.max(), top > 0, top.isFinite else { return nil }
            return (0, top)
        case .lowToHigh:
            guard let low = finite.min(), let high = finite.max() else { return nil }
            guard high > low else {
                let pad = max(1, abs(low))
                return (low - pad, low + pad)
            }
            // The lowest value fills one eighth of the height.
            return (low - (high - low) / 7, high)
        }
    }
}

/// The layout of ``PlotColumns``: as wide as its values (no wider than offered), `rows` tall or as
/// tall as offered; drawn by the chart engine for the columns it gets, over blanks of its own.
final class PlotColumnsNode: LayoutNode {
    let columns: PlotColumns
    let environment: EnvironmentValues

    init(columns: PlotColumns, environment: EnvironmentValues) {
        self.columns = columns
        self.environment = environment
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let count = columns.values.count
        return Size(width: min(count, proposal.width ?? count), height: count == 0 ? 0 : columns.rows ?? proposal.height ?? 4)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        var area = rect
        if let rows = columns.rows { area.size.height = min(area.height, rows) }
        guard !area.isEmpty else { return }
        // The strip's blank cells take the bars' look too, so a row the next sample shifts is one
        // run of one style for the terminal, not a change of colour at every gap.
        let blank = String(repeating: " ", count: area.width)
        let look = PlotColors.style(columns.style, in: environment)
        for row in area.minY..<area.maxY { canvas.write(blank, at: Point(x: area.minX, y: row), style: look) }
        PlotNode.draw(columns.spec(columns: area.width), environment: environment, in: area, on: canvas)
    }
}
