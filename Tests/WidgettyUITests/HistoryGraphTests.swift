import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// `BarChart` and `Sparkline`, drawn by the chart engine: their scales, their colours and the
/// blanks between their bars.
@MainActor
@Suite struct HistoryGraphTests {
    /// The terminal colour a style gives text, to compare bars against.
    func color(_ style: some ShapeStyle) -> TerminalColor {
        renderView(Text("x").foregroundStyle(style), width: 1, height: 1).buffer[0, 0].style.foreground
    }

    @Test func barChartsClampToTheirMaximumAndLeaveOutWhatIsNotAPositiveNumber() {
        #expect(renderLines(BarChart(values: [50, 150, -3, .infinity, .nan, 0], maximum: 100), width: 6, height: 1) == ["▄█    "])
        #expect(renderLines(BarChart(values: [0, -1]), width: 2, height: 1) == ["  "])
        // The last values that fit, the newest at the right.
        #expect(renderLines(BarChart(values: [8, 1, 2, 4, 8], maximum: 8), width: 3, height: 1) == ["▂▄█"])
    }

    @Test func sparklinesRunFromTheLowestToTheHighestAndSkipWhatIsNotANumber() {
        #expect(renderLines(Sparkline(values: [1, .nan, 8, -6]), width: 4, height: 1) == ["▅ █▁"])
        #expect(renderLines(Sparkline(values: [-1e20, -1e20]), width: 2, height: 1) == ["▄▄"])
        #expect(renderLines(Sparkline(values: []), width: 3, height: 1) == ["   "])
    }

    @Test func theBarsTakeTheForegroundStyleOverTheTint() {
        let green = color(Color.green), orange = color(Color.orange)
        #expect(renderView(BarChart(values: [1, 2]).foregroundStyle(.green).tint(.orange), width: 2, height: 1).buffer[1, 0].style.foreground == green)
        #expect(renderView(BarChart(values: [1, 2]).tint(.orange), width: 2, height: 1).buffer[1, 0].style.foreground == orange)
        #expect(renderView(BarChart(values: [1, 2]), width: 2, height: 1).buffer[1, 0].style.foreground == .default)
        #expect(renderView(Sparkline(values: [1, 2]).foregroundStyle(.red), width: 2, height: 1).buffer[0, 0].style.foreground == color(Color.red))
    }

    @Test func aDimForegroundDrawsDimBars() {
        let dim = renderView(Sparkline(values: [1, 2]).foregroundStyle(.secondary), width: 2, height: 1).buffer[1, 0].style
        #expect(dim.attributes.contains(.dim))
        var mark = PlotMark(.bar, x: .category("a"), y: .number(1))
        mark.style = HierarchicalShapeStyle.secondary
        var spec = PlotSpec(marks: [mark])
        spec.xAxis = .hidden
        spec.yAxis = .hidden
        let chart = renderView(PlotView(spec), width: 4, height: 2).buffer
        #expect(chart.lines == ["███ ", "███ "])
        #expect(chart[1, 1].style.attributes.contains(.dim))
    }

    @Test func theBlanksBetweenBarsAreWrittenInTheBarsLook() {
        // A row a new sample shifts stays one run of one style for the terminal.
        let green = color(Color.green)
        let buffer = renderView(BarChart(values: [0, 4, 1]).foregroundStyle(.green), width: 3, height: 2).buffer
        #expect(buffer.lines == [" █ ", " █▄"])
        #expect([buffer[0, 0], buffer[0, 1], buffer[2, 0]].allSatisfy { $0.text == " " && $0.style.foreground == green })
    }
}

/// Rectangles filled with a glyph of their own: the cells of a heat map in shades.
@MainActor
@Suite struct PlotRectangleFillTests {
    @Test func aRectangleIsFilledWithItsOwnGlyph() {
        var shaded = PlotMark(.rectangle, x: .category("a"), y: .category("top"))
        shaded.fill = "▒"
        let solid = PlotMark(.rectangle, x: .category("b"), y: .category("bottom"))
        var spec = PlotSpec(marks: [shaded, solid])
        spec.xAxis = .hidden
        spec.yAxis = .hidden
        #expect(renderLines(PlotView(spec), width: 4, height: 2) == ["▒▒  ", "  ██"])
    }
}
