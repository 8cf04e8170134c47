import Charts
import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// `position(by:)`: marks at one place set side by side by a value, sharing the cells of their band.
@MainActor
@Suite struct ChartPositionTests {
    /// Two days of two series: Mon A 4, Mon B 8, Tue A 8, Tue B 2 (over 0…8).
    static let counts: [(day: String, series: String, value: Int)] = [("Mon", "A", 4), ("Mon", "B", 8), ("Tue", "A", 8), ("Tue", "B", 2)]

    static func grouped(span: MarkDimension = .automatic) -> some View {
        Chart {
            ForEach(0..<counts.count) { index in
                BarMark(x: .value("Day", counts[index].day), y: .value("Value", counts[index].value))
                    .foregroundStyle(by: .value("Series", counts[index].series))
                    .position(by: .value("Series", counts[index].series), span: span)
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    }

    @Test func groupedBarsShareTheCellsOfALoneBarSideBySideInTheirGroupsColours() {
        // Bands of 8 columns; a lone bar takes 6 of them (columns 1…6), A the first 3, B the next 3.
        let rendered = renderView(Self.grouped(), width: 16, height: 4)
        #expect(rendered.buffer.lines == [
            "    ███  ███    ",
            "    ███  ███    ",
            " ██████  ███    ",
            " ██████  ██████ ",
        ])
        let a = rendered.buffer[1, 3].style.foreground, b = rendered.buffer[4, 3].style.foreground
        #expect(a != b)
        #expect(rendered.buffer[9, 3].style.foreground == a && rendered.buffer[12, 3].style.foreground == b)
    }

    @Test func withoutAPositionTheSameBarsStackInOneColumn() {
        let chart = Chart {
            ForEach(0..<Self.counts.count) { index in
                BarMark(x: .value("Day", Self.counts[index].day), y: .value("Value", Self.counts[index].value))
                    .foregroundStyle(by: .value("Series", Self.counts[index].series))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let lines = renderLines(chart, width: 16, height: 4)
        // Each day one bar six columns wide: its cells are all filled or all empty, row by row.
        for line in lines {
            let cells = Array(line)
            #expect(Set(cells[1...6]).count == 1 && Set(cells[9...14]).count == 1)
        }
    }

    @Test func aRatioSpanOfOneFillsTheWholeBand() {
        let lines = renderLines(Self.grouped(span: .ratio(1)), width: 16, height: 4)
        #expect(lines[0] == "    ████████    ")
        #expect(lines[3] == String(repeating: "█", count: 16))
    }

    @Test func aFixedSpanIsInPointsThroughTheCellMetrics() {
        // 32 points are 4 columns of 8 points: the pair takes columns 2…5 of each 8-column band.
        let chart = Self.grouped(span: .fixed(32)).environment(\.cellMetrics, .points)
        let lines = renderLines(chart, width: 16, height: 4)
        #expect(lines[3] == "  ████    ████  ")
        #expect(lines[0] == "    ██    ██    ")
        // An inset of 16 points leaves 6 of 8 columns, as a lone bar's.
        let inset = renderLines(Self.grouped(span: .inset(16)).environment(\.cellMetrics, .points), width: 16, height: 4)
        #expect(inset == renderLines(Self.grouped(), width: 16, height: 4))
    }

    @Test func barsPileUpOnlyWithTheirOwnPosition() {
        // 2025's bar is Walk 2 under Run 2; 2026's is Walk 4 alone: both reach the top of 0…4.
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Km", 2)).foregroundStyle(by: .value("Kind", "Walk"))
                .position(by: .value("Year", 2025))
            BarMark(x: .value("Day", "Mon"), y: .value("Km", 2)).foregroundStyle(by: .value("Kind", "Run"))
                .position(by: .value("Year", 2025))
            BarMark(x: .value("Day", "Mon"), y: .value("Km", 4)).foregroundStyle(by: .value("Kind", "Walk"))
                .position(by: .value("Year", 2026))
        }
        .chartYScale(domain: 0...4).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let rendered = renderView(chart, width: 8, height: 2)
        #expect(rendered.buffer.lines == [" ██████ ", " ██████ "])
        // 2025's slot is Run over Walk; 2026's Walk all the way up.
        #expect(rendered.buffer[1, 0].style.foreground != rendered.buffer[1, 1].style.foreground)
        #expect(rendered.buffer[4, 0].style.foreground == rendered.buffer[4, 1].style.foreground)
        #expect(rendered.buffer[4, 1].style.foreground == rendered.buffer[1, 1].style.foreground)
    }

    @Test func horizontalBarsAreSetOneUnderAnother() {
        // Bands of 3 rows; a lone bar takes 2 of them: A the first row, B the second.
        let chart = Chart {
            BarMark(x: .value("Value", 10), y: .value("Day", "Mon")).position(by: .value("Series", "A"))
            BarMark(x: .value("Value", 5), y: .value("Day", "Mon")).position(by: .value("Series", "B"))
            BarMark(x: .value("Value", 5), y: .value("Day", "Tue")).position(by: .value("Series", "A"))
            BarMark(x: .value("Value", 10), y: .value("Day", "Tue")).position(by: .value("Series", "B"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(renderLines(chart, width: 10, height: 6) == [
            "██████████", "█████     ", "          ",
            "█████     ", "██████████", "          ",
        ])
    }

    @Test func pointsAtOnePlaceAreSetApart() {
        let points = Chart {
            PointMark(x: .value("Day", "Mon"), y: .value("Value", 1)).position(by: .value("Series", "A"))
            PointMark(x: .value("Day", "Mon"), y: .value("Value", 1)).position(by: .value("Series", "B"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(renderLines(points, width: 8, height: 3).joined().filter { $0 == "●" }.count == 2)
        let unplaced = Chart {
            PointMark(x: .value("Day", "Mon"), y: .value("Value", 1))
            PointMark(x: .value("Day", "Mon"), y: .value("Value", 1))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(renderLines(unplaced, width: 8, height: 3).joined().filter { $0 == "●" }.count == 1)
    }

    @Test func anAnnotationSitsOverItsOwnSlot() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 4)).position(by: .value("Series", "A"))
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 8)).position(by: .value("Series", "B"))
                .annotation { Text("B") }
        }
        .chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let lines = renderLines(chart, width: 8, height: 5)
        // B's slot is columns 4…6 of the 8 (a lone bar: 1…6); its label is centred over it.
        #expect(lines.contains { $0 == "     B  " })
    }
}

/// Annotations beside horizontal bars, alone and placed side by side.
@MainActor
@Suite struct ChartPositionAnnotationTests {
    @Test func aHorizontalBarAloneIsAnnotatedOnItsBandsMiddleRowAPositionedOneOnItsSlot() {
        // One band of 4 rows: a lone bar takes rows 0…2, the band's middle is row 2.
        let alone = Chart {
            BarMark(x: .value("Value", 5), y: .value("Day", "Mon")).annotation(position: .trailing) { Text("a") }
        }
        .chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(renderLines(alone, width: 10, height: 4).firstIndex { $0.contains("a") } == 2)
        // Two positions share rows 0…2: A row 0, B rows 1…2, annotated on row 1.
        let placed = Chart {
            BarMark(x: .value("Value", 5), y: .value("Day", "Mon")).position(by: .value("Series", "A"))
            BarMark(x: .value("Value", 5), y: .value("Day", "Mon")).position(by: .value("Series", "B"))
                .annotation(position: .trailing) { Text("b") }
        }
        .chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(renderLines(placed, width: 10, height: 4).firstIndex { $0.contains("b") } == 1)
    }
}
