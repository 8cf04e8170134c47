import Charts
import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Axes, scales and legends of Swift Charts' API, in cells: labels fitted, hidden on request,
/// values and forms of one's own, grid lines, a date axis in the environment's time zone.
@MainActor
@Suite struct ChartAxesTests {
    private let start = Date(timeIntervalSince1970: 1_795_356_300)  // 14:05 UTC

    @Test func aDateAxisReadsRoundHoursInTheTimeZone() {
        let chart = Chart {
            ForEach(0..<19) { step in
                LineMark(x: .value("Time", start.addingTimeInterval(Double(step) * 600)), y: .value("v", Double(step % 4)))
            }
        }
        let lines = renderLines(chart, width: 40, height: 8)
        #expect(lines.last?.contains("15:00") == true && lines.last?.contains("16:00") == true)
        var tokyo = EnvironmentValues.fixedForTests
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .current
        #expect(renderLines(chart, width: 40, height: 8, environment: tokyo).last?.contains("00:00") == true)
    }

    @Test func axisMarksChooseTheValuesTheirLabelsAndGrid() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("n", 40))
            BarMark(x: .value("Day", "Tue"), y: .value("n", 100))
        }
        .chartYAxis {
            AxisMarks(values: [0, 50, 100]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let number = value.as(Double.self) { Text("\(Int(number))%") }
                }
            }
        }
        .chartXAxis(.hidden)
        let lines = renderLines(chart, width: 16, height: 5)
        #expect(lines[0].hasSuffix("100%"))
        // Labels start their column; the grid runs under the bars.
        #expect(lines[2] == "┈┈┈┈┈┈████┈ 50% ")
        #expect(lines[4].trimmingCharacters(in: .whitespaces).hasSuffix("0%"))
    }

    @Test func anAxisClosureMayLeaveValuesUnlabelled() {
        let days = ["Mon", "Tue", "Wed", "Thu"]
        let chart = Chart {
            ForEach(days, id: \.self) { day in BarMark(x: .value("Day", day), y: .value("n", 3)) }
        }
        .chartXAxis {
            AxisMarks { value in
                if value.index % 2 == 0 { AxisValueLabel() }
            }
        }
        .chartYAxis(.hidden)
        let axis = renderLines(chart, width: 24, height: 4).last ?? ""
        #expect(axis.contains("Mon") && axis.contains("Wed"))
        #expect(!axis.contains("Tue") && !axis.contains("Thu"))
    }

    @Test func aLabelThroughAFormatStyle() {
        let chart = Chart {
            LineMark(x: .value("t", start), y: .value("v", 1))
            LineMark(x: .value("t", start.addingTimeInterval(86400 * 3)), y: .value("v", 2))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.abbreviated)) } }
        .chartYAxis(.hidden)
        let axis = renderLines(chart, width: 40, height: 4).last ?? ""
        #expect(axis.contains("Mon") && axis.contains("Tue"))
    }

    @Test func hiddenAxesAndLegendLeaveThePlotTheWholeFrame() {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("n", 1)).foregroundStyle(by: .value("g", "one"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        #expect(renderLines(chart, width: 4, height: 3) == ["███ ", "███ ", "███ "])
    }

    @Test func aScaleOfOnesOwnKeepsValuesOutsideItOffThePlot() {
        let chart = Chart {
            PointMark(x: .value("x", 5), y: .value("y", 500))
            PointMark(x: .value("x", 5), y: .value("y", 5))
        }
        .chartYScale(domain: 0...10).chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let text = renderLines(chart, width: 11, height: 5).joined()
        #expect(text.filter { $0 == "●" }.count == 1)
    }

    @Test func groupsTakeTheColoursTheScaleNames() {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("n", 1)).foregroundStyle(by: .value("g", "cold"))
            BarMark(x: .value("k", "b"), y: .value("n", 1)).foregroundStyle(by: .value("g", "hot"))
        }
        .chartForegroundStyleScale(["hot": Color.red, "cold": Color.cyan])
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let rendered = renderView(chart, width: 16, height: 5)
        let legend = rendered.buffer.lines.last ?? ""
        // The scale's order in the legend, and its colours on the bars.
        #expect(legend.hasPrefix("■ hot  ■ cold"))
        #expect(rendered.buffer[0, 4].style.foreground == .red && rendered.buffer[0, 4].text == "■")
        #expect(rendered.buffer[3, 2].style.foreground == .cyan)
        #expect(rendered.buffer[11, 2].style.foreground == .red)
    }
}
