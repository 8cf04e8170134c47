import Charts
import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Swift Charts' marks drawn in cells: bars in eighths, lines in braille, points, rules, pies.
@MainActor
@Suite struct ChartMarksTests {
    struct Sale: Identifiable {
        let fruit: String
        let shop: String
        let count: Int
        var id: String { fruit + shop }
    }

    static let sales = [
        Sale(fruit: "Apples", shop: "North", count: 2), Sale(fruit: "Pears", shop: "North", count: 4),
        Sale(fruit: "Plums", shop: "North", count: 8),
    ]

    @Test func verticalBarsRiseInEighthsFromTheBaseline() {
        let chart = Chart(Self.sales) { BarMark(x: .value("Fruit", $0.fruit), y: .value("Count", $0.count)) }
            .chartYAxis(.hidden)
        let lines = renderLines(chart, width: 18, height: 5)
        // 4 rows of plot (32 eighths) over 0…8: 2 is one row, 4 two, 8 four; bars 5 columns wide.
        #expect(lines[3].filter { $0 == "█" }.count == 15)
        #expect(lines[2].filter { $0 == "█" }.count == 10)
        #expect(lines[1].filter { $0 == "█" }.count == 5)
        #expect(lines[0].filter { $0 == "█" }.count == 5)
        #expect(lines[4].contains("Pears") && lines[4].contains("Plums") && lines[4].contains("Appl…"))
    }

    @Test func aBarEndsWithAPartialBlock() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 10))
        }
        .chartYAxis(.hidden).chartXAxis(.hidden)
        let lines = renderLines(chart, width: 8, height: 2)
        // 16 eighths over 0…10: 3 is 4.8 → 5 eighths, the bottom row "▅".
        #expect(lines[1].contains("▅"))
        #expect(lines[0].contains("█") && !lines[0].contains("▅"))
    }

    @Test func horizontalBarsGrowFromTheLeadingEdge() {
        let chart = Chart {
            BarMark(x: .value("Count", 10), y: .value("Name", "long"))
            BarMark(x: .value("Count", 5), y: .value("Name", "half"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let lines = renderLines(chart, width: 10, height: 2)
        #expect(lines[0] == "██████████")
        #expect(lines[1] == "█████     ")
    }

    @Test func stackedBarsTakeTheirGroupsColoursAndNameThemInTheLegend() {
        let data = [("Mon", "Walk", 4), ("Mon", "Run", 4), ("Tue", "Walk", 8)]
        let chart = Chart {
            ForEach(data, id: \.0.self) { day, kind, minutes in
                BarMark(x: .value("Day", day), y: .value("Minutes", minutes)).foregroundStyle(by: .value("Kind", kind))
            }
        }
        .chartYAxis(.hidden)
        let rendered = renderView(chart, width: 20, height: 8)
        let lines = rendered.buffer.lines
        #expect(lines.last?.contains("■ Walk") == true)
        #expect(lines.last?.contains("■ Run") == true)
        // Mon's bar: Walk (blue, first group) at the bottom, Run (green) on it.
        let column = lines[5].firstIndex(of: "█").map { lines[5].distance(from: lines[5].startIndex, to: $0) } ?? -1
        #expect(column >= 0)
        #expect(rendered.buffer[column, 5].style.foreground == .blue)
        #expect(rendered.buffer[column, 1].style.foreground == .green)
    }

    @Test func aLineIsDrawnInBrailleDotsFromCornerToCorner() {
        let chart = Chart {
            ForEach(0..<11) { x in LineMark(x: .value("x", x), y: .value("y", x)) }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let lines = renderLines(chart, width: 10, height: 5)
        let braille: ClosedRange<Character> = "\u{2801}"..."\u{28FF}"
        #expect(lines.allSatisfy { $0.allSatisfy { $0 == " " || braille.contains($0) } })
        #expect(braille.contains(lines[4].first!))
        #expect(braille.contains(lines[0].last!))
        #expect(lines[0].first == " " && lines[4].last == " ")
    }

    @Test func anAreaIsFilledDownToTheBaseline() {
        let chart = Chart {
            AreaMark(x: .value("x", 0), y: .value("y", 10))
            AreaMark(x: .value("x", 1), y: .value("y", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let lines = renderLines(chart, width: 6, height: 3)
        #expect(lines.allSatisfy { $0 == String(repeating: "⣿", count: 6) })
    }

    @Test func aRuleCrossesThePlotAtItsValueWithTheScaleAsked() {
        let chart = Chart {
            RuleMark(y: .value("Goal", 50)).lineStyle(StrokeStyle(lineWidth: 1, dash: [2]))
            PointMark(x: .value("x", 1), y: .value("y", 100))
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden)
        let lines = renderLines(chart, width: 12, height: 5)
        #expect(lines[2].contains("┄┄┄"))
        #expect(lines[0].contains("●") && lines[0].hasSuffix("100"))
        #expect(lines[4].trimmingCharacters(in: .whitespaces) == "0")
        #expect(lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("50"))
    }

    @Test func symbolsFollowTheirGroup() {
        let chart = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 0)).symbol(by: .value("Kind", "a"))
            PointMark(x: .value("x", 10), y: .value("y", 10)).symbol(by: .value("Kind", "b"))
            PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(.diamond)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let text = renderLines(chart, width: 11, height: 5).joined()
        #expect(text.contains("●") && text.contains("■") && text.contains("◆"))
    }

    @Test func aPieSharesItsCirclesAmongItsSectorsClockwiseFromTheTop() {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(.red)
            SectorMark(angle: .value("Share", 1)).foregroundStyle(.green)
        }
        let rendered = renderView(chart, width: 20, height: 10)
        // The first half of the turn is the right side, the second the left.
        #expect(rendered.buffer[14, 5].style.foreground == .red)
        #expect(rendered.buffer[5, 5].style.foreground == .green)
        #expect(rendered.buffer[0, 0].text == " ")
    }

    @Test func anAnnotationIsWrittenAboveItsBar() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5)).annotation { Text("5k") }
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let lines = renderLines(chart, width: 10, height: 4)
        #expect(lines[1].contains("5k"))
    }

    @Test func namesFromOutsideAreSanitisedBeforeTheTerminal() {
        let chart = Chart {
            BarMark(x: .value("Name", "bad\u{1B}[2Jname"), y: .value("n", 1)).foregroundStyle(by: .value("Group", "x\u{07}y"))
        }
        let text = renderLines(chart, width: 30, height: 8).joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }
}
