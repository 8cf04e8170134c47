import WidgettyTerminal

/// Values as vertical bars one column wide, in eighths of a row (`▁▂▃▄▅▆▇█`), scaled so the
/// largest value (or `maximum`, when given: 100 for percentages) fills the height: a
/// terminal-native extra. As tall as offered (4 rows ideally); shows the last values that fit
/// the width.
public struct BarChart: View {
    /// The values charted, oldest first; zero, negative and non-finite ones draw as empty columns.
    public let values: [Double]
    /// The value a full-height bar stands for; nil for the largest value.
    public let maximum: Double?
    /// A bar chart of these values, full height at `maximum` (or at the largest value when nil).
    public init(values: [Double], maximum: Double? = nil) {
        self.values = values
        self.maximum = maximum
    }
    /// Never called: the bars are drawn as columns of block glyphs.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let color = environment.tintForeground
        return BarChartNode(values: values, maximum: maximum, style: Style(foreground: color))
    }

    /// The chart engine's upward eighths (``PlotView``'s bars), without the full block.
    nonisolated static let partials: [String] = Array(PlotPainter.upward.prefix(8))

    /// The rows of the chart, top first, for `height` rows.
    nonisolated static func rows(_ values: [Double], height: Int, maximum: Double? = nil) -> [String] {
        let top = maximum ?? values.filter(\.isFinite).max() ?? 0
        let eighths = values.map { value -> Int in
            guard top > 0, value.isFinite, value > 0 else { return 0 }
            return Int((min(value, top) / top * Double(height * 8)).rounded())
        }
        return (0..<height).map { row in
            let floor = (height - 1 - row) * 8
            return eighths.map { total in
                let filled = total - floor
                return filled >= 8 ? "█" : filled > 0 ? partials[filled] : " "
            }.joined()
        }
    }
}

/// The layout of a ``BarChart``.
final class BarChartNode: LayoutNode {
    let values: [Double]
    let maximum: Double?
    let style: Style

    init(values: [Double], maximum: Double?, style: Style) {
        self.values = values
        self.maximum = maximum
        self.style = style
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(values.count, proposal.width ?? values.count), height: values.isEmpty ? 0 : (proposal.height ?? 4))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        for (index, row) in BarChart.rows(Array(values.suffix(rect.width)), height: rect.height, maximum: maximum).enumerated() {
            canvas.write(row, at: Point(x: rect.minX, y: rect.minY + index), style: style)
        }
    }
}
