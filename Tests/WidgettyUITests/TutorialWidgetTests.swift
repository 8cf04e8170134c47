import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

private struct SimpleEntry {
    let date: Date
    let emoji: String
}

/// The entry view of Xcode's widget template, as tutorials show it.
private struct TutorialWidgetEntryView: View {
    var entry: SimpleEntry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Emoji:")
            Text(entry.emoji)
        }
        .font(.headline)
        .padding()
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

private struct DashboardTile: View {
    let index: Int
    let now: Date
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "cpu")
                Text("core \(index)").bold()
                Spacer()
                Text(now, style: .timer).foregroundStyle(.secondary)
            }
            ProgressView(value: Double(index % 10) / 10)
            Sparkline(values: (0..<12).map { Double(($0 * 7 + index) % 9) })
        }
        .padding(.horizontal, 1)
        .border(Color.gray)
    }
}

@MainActor
@Suite("Whole widget views")
struct TutorialWidgetTests {
    @Test func templateEntryViewRenders() {
        let now = EnvironmentValues.fixedForTests.now
        let rendered = renderView(TutorialWidgetEntryView(entry: SimpleEntry(date: now, emoji: "😀")), width: 9, height: 4)
        #expect(rendered.buffer.lines == [" Time:   ", " 14:05   ", " Emoji:  ", "   😀    "])
        #expect(rendered.buffer[1, 0].style.attributes == .bold)
        #expect(rendered.buffer[0, 0].style.background == .palette(237))
        #expect(rendered.buffer[8, 0].style.background == .default)
        #expect(rendered.nextChange == now.addingTimeInterval(60))
    }

    @Test func fortySmallViewsRenderQuickly() {
        let now = EnvironmentValues.fixedForTests.now
        let screen = HStack(alignment: .top) {
            ForEach(0..<4) { column in
                VStack(alignment: .leading) {
                    Text("Column \(column)").font(.headline)
                    ForEach(0..<8) { row in Text("item \(row) of \(column)") }
                    Text(now, style: .time)
                }
            }
        }.padding()
        let first = renderView(screen, width: 200, height: 60)
        #expect(first.buffer.lines.contains { $0.contains("item 7 of 3") })
        let elapsed = ContinuousClock().measure {
            for _ in 0..<10 { _ = renderView(screen, width: 200, height: 60) }
        }
        #expect(elapsed < .seconds(3))
    }

    @Test func fortyTilesOnALargeScreenRenderQuickly() {
        let now = EnvironmentValues.fixedForTests.now
        let screen = VStack(spacing: 0) {
            ForEach(0..<8) { row in
                HStack(spacing: 0) {
                    ForEach(0..<5) { column in DashboardTile(index: row * 5 + column, now: now) }
                }
            }
        }
        let first = renderView(screen, width: 200, height: 60)
        #expect(first.buffer.lines[10].hasPrefix("┌──────────────────────────────────────┐┌"))
        #expect(first.buffer.lines[11].hasPrefix("│ ▣ core 0 ") && first.buffer.lines[11].contains("0:00 ││ ▣ core 1"))
        #expect(first.nextChange == now.addingTimeInterval(1))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<3 { _ = renderView(screen, width: 200, height: 60) }
        }
        // A debug build on a loaded machine is far slower than release (see the report for
        // release timings); this bound only catches a layout that went exponential.
        #expect(elapsed < .seconds(6))
    }
}
