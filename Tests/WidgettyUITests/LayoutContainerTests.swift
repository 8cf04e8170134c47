import Foundation
import Testing
import WidgettyTestSupport
import WidgettyUI

/// The containers widget layouts use beyond stacks: GeometryReader, ViewThatFits, Grid, the lazy
/// grids, and the gauge styles of the lock screen.
@MainActor
@Suite struct LayoutContainerTests {
    @Test func aGeometryReaderIsGivenTheSpaceInTheWidgetsUnits() {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
        }
        #expect(renderLines(view, width: 12, height: 3)[0].hasPrefix("12×3"), "cells by default, top leading")
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        #expect(renderLines(view, width: 12, height: 3, environment: points)[0].hasPrefix("96×48"), "points under the home screen's metrics")
    }

    @Test func aGeometryReaderSizesItsContentFromTheSpace() {
        let view = GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / 2)
        }
        let rendered = renderView(view, width: 10, height: 2)
        #expect(rendered.buffer[4, 0].style.background != rendered.buffer[5, 0].style.background)
    }

    /// A widget view that reads its family inside its reader, as tutorials write it.
    private struct FamilyInReader: View {
        @Environment(\.widgetFamily) private var family

        var body: some View {
            GeometryReader { proxy in
                Text(verbatim: family == .systemLarge ? "large \(Int(proxy.size.width))" : "not large")
            }
        }
    }

    @Test func theEnclosingViewsEnvironmentIsReadInsideAGeometryReader() {
        let large = renderLines(FamilyInReader().environment(\.widgetFamily, .systemLarge), width: 12, height: 1)
        #expect(large[0].hasPrefix("large 12"), "the closure runs at drawing, in the reader's environment")
        #expect(renderLines(FamilyInReader().environment(\.widgetFamily, .systemSmall), width: 12, height: 1)[0].hasPrefix("not large"))
    }

    @Test func viewThatFitsShowsTheFirstThatFits() {
        let view = ViewThatFits {
            Text("Tuesday 24 November")
            Text("Tue 24 Nov")
            Text("24/11")
        }
        #expect(renderLines(view, width: 20, height: 1)[0].trimmingCharacters(in: .whitespaces) == "Tuesday 24 November")
        #expect(renderLines(view, width: 12, height: 1)[0].trimmingCharacters(in: .whitespaces) == "Tue 24 Nov")
        #expect(renderLines(view, width: 6, height: 1)[0].trimmingCharacters(in: .whitespaces) == "24/11")
        #expect(renderLines(view, width: 3, height: 1)[0].trimmingCharacters(in: .whitespaces) == "24…", "none fits: the last, cut")
        let tall = ViewThatFits(in: .vertical) {
            VStack(spacing: 0) { Text("a"); Text("b"); Text("c") }
            Text("abc")
        }
        #expect(renderLines(tall, width: 5, height: 2)[0].trimmingCharacters(in: .whitespaces) == "abc")
    }

    @Test func aGridLinesUpItsColumnsAndSpansWithWhatIsNotARow() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("CPU"); Text("12%") }
            Divider()
            GridRow { Text("Memory"); Text("3.1 GB") }
        }
        let lines = renderLines(view, width: 13, height: 3)
        #expect(lines[0] == "CPU    12%   ")
        #expect(lines[1] == String(repeating: "─", count: 13))
        #expect(lines[2] == "Memory 3.1 GB")
    }

    @Test func aGridNarrowsItsColumnsWhenOfferedLess() {
        let view = Grid { GridRow { Text("aaaaaaaa"); Text("bbbbbbbb") } }
        let line = renderLines(view, width: 9, height: 2)[0]
        #expect(line.hasPrefix("aaaa") && line.contains("bbbb"))
    }

    @Test func aLazyVGridFillsItsColumnsRowAfterRow() {
        let view = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        }
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points  // as widgets are drawn: the flexible minimum (10 pt) is a column
        let lines = renderLines(view, width: 9, height: 2, environment: points)
        #expect(lines[0] == " a    b  ", "two 4-column tracks and a space between")
        #expect(lines[1] == " c       ")
    }

    @Test func anAdaptiveColumnMakesAsManyAsFit() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 3))], spacing: 0) {
            ForEach(1...6, id: \.self) { Text("\($0)") }
        }
        let lines = renderLines(view, width: 11, height: 2)
        #expect(lines[0].filter(\.isNumber) == "123", "three 3-column tracks with spacing fit in 11")
        #expect(lines[1].filter(\.isNumber) == "456")
    }

    @Test func aLazyHGridFillsItsRowsColumnAfterColumn() {
        let view = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        }
        let lines = renderLines(view, width: 3, height: 2)
        #expect(lines[0] == "a c")
        #expect(lines[1] == "b  ")
    }

    @Test func circularGaugesAreRingsAroundTheirValue() {
        let capacity = Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircularCapacity)
        let ring = renderLines(capacity, width: 8, height: 4)
        #expect(ring[1].contains("50") || ring[2].contains("50"))
        #expect(ring[0] == "╭───━━━┓", "filled clockwise from the top: the right half is heavy")
        #expect(ring[3].hasPrefix("╰") && ring[3].hasSuffix("┛"))

        let open = Gauge(value: 20, in: 0...100) { Text("°") } currentValueLabel: { Text("20") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }
            .gaugeStyle(.accessoryCircular)
        let lines = renderLines(open, width: 8, height: 4)
        #expect(lines[1].contains("20"))
        #expect(lines[3] == "0      9", "the bounds in the ring's gap")
        #expect(lines[0] == "●──────╮", "a fifth of the way round from the lower left: the marker, and heavy lines before it")
        #expect(lines[2].hasPrefix("┃"))
    }

    @Test func linearGaugeStylesAreABarOrAMarkedTrack() {
        let bar = Gauge(value: 0.5) { Text("Disk") }.gaugeStyle(.accessoryLinearCapacity)
        #expect(renderLines(bar, width: 8, height: 2)[1] == "████░░░░")
        let track = Gauge(value: 1.0) { Text("UV") }.gaugeStyle(.accessoryLinear)
        #expect(renderLines(track, width: 8, height: 2)[1] == "───────●")
        let bounded = Gauge(value: 0.0) { Text("T") } currentValueLabel: { Text("0") }
            minimumValueLabel: { Text("lo") } maximumValueLabel: { Text("hi") }
        #expect(renderLines(bounded, width: 10, height: 2)[1] == "lo ░░░░ hi")
    }
}
