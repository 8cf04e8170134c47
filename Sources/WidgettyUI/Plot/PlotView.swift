import Foundation
import WidgettyTerminal

/// A chart drawn by Widgetty's chart engine in cells: bars in eighths of a cell, lines and
/// areas in braille dots, points as symbols, pies in half-cell pixels, with axis labels fitted
/// to the space and a legend of the marks' groups. Swift Charts' `Chart` (the `Charts` module)
/// and the built-in chart widgets draw through it; as large as it is offered.
public struct PlotView: View {
    /// The chart this view draws, as given.
    public let spec: PlotSpec

    /// A view drawing `spec` in whatever cells it is offered.
    public init(_ spec: PlotSpec) { self.spec = spec }

    /// The colours groups take in order when the spec names none (Swift Charts' order), for
    /// views that draw a legend of their own in the same colours.
    nonisolated public static var palette: [Color] { PlotColors.palette }

    /// None: the chart is drawn straight into cells by its layout node, not built from views.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        PlotNode(spec: spec, environment: context.environment)
    }
}

/// The layout of a ``PlotView``: fills what it is offered (30 × 8 cells ideally).
final class PlotNode: LayoutNode {
    let spec: PlotSpec
    let environment: EnvironmentValues

    init(spec: PlotSpec, environment: EnvironmentValues) {
        self.spec = spec
        self.environment = environment
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 30, height: proposal.height ?? 8)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        Self.draw(spec, environment: environment, in: rect, on: canvas)
    }

    /// Draws `spec` in `rect`, clipped to it: the one way every chart reaches the cells.
    static func draw(_ spec: PlotSpec, environment: EnvironmentValues, in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.clipping(to: rect) { drawChart(spec, environment: environment, in: rect, on: canvas) }
    }

    private static func drawChart(_ spec: PlotSpec, environment: EnvironmentValues, in rect: Rect, on canvas: Canvas) {
        var geometry = PlotGeometry(spec: spec, timeZoneOffset: Double(environment.timeZone.secondsFromGMT()))
        let colors = PlotColors(spec: spec, environment: environment)
        var labels = PlotLabels(environment: environment)
        let pie = spec.marks.contains { $0.kind == .sector }
        let frame = PlotFrame(rect: rect, spec: spec, geometry: &geometry, colors: colors, labels: &labels, pie: pie)
        let painter = PlotPainter(canvas: canvas, plot: frame.plot, geometry: geometry, colors: colors, marks: spec.marks)
        frame.drawGrid(on: canvas)
        if pie {
            painter.drawSectors()
        } else {
            painter.drawMarks()
        }
        frame.drawLabels(on: canvas)
    }
}
