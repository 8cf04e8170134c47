import WidgettyTerminal

/// Values as vertical bars one column wide, in eighths of a row (`▁▂▃▄▅▆▇█`), scaled so the
/// largest value (or `maximum`, when given: 100 for percentages) fills the height: a
/// terminal-native extra, drawn by the chart engine (``PlotView``'s bars). As tall as offered
/// (4 rows ideally); shows the last values that fit the width. The bars take the foreground
/// style when one is set, else the tint, else the terminal's foreground.
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
    /// Never called: the bars are drawn by the chart engine.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let style: any ShapeStyle = environment.foregroundStyle.map { $0 } ?? environment.tint.map { $0 } ?? ForegroundStyle()
        let columns = PlotColumns(values: values, scale: .fromZero(maximum: maximum), rows: nil, style: style)
        return PlotColumnsNode(columns: columns, environment: environment)
    }
}
