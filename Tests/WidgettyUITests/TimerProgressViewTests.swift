import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// `ProgressView(timerInterval:countsDown:)`: a bar at the fraction of the interval left (or
/// gone), the time left under it, both redrawn by themselves as time passes.
@MainActor
@Suite struct TimerProgressViewTests {
    let now = EnvironmentValues.fixedForTests.now

    private func at(_ seconds: Double) -> Date { now.addingTimeInterval(seconds) }

    @Test func theBarEmptiesCountingDownAndFillsCountingUp() {
        // A quarter of 80 seconds gone, on a 4-cell bar (32 eighths).
        let interval = at(-20)...at(60)
        #expect(renderLines(ProgressView(timerInterval: interval), width: 4, height: 2) == ["███░", "1:00"])
        #expect(renderLines(ProgressView(timerInterval: interval, countsDown: false), width: 4, height: 2) == ["█░░░", "0:20"])
        // 2.5 seconds make an eighth: 23 s gone leaves 22.8 eighths, shown as 23 until 25 s.
        let rendered = renderView(ProgressView(timerInterval: at(-23)...at(57)), width: 4, height: 2)
        #expect(rendered.buffer.lines == ["██▉░", "0:57"])
        #expect(rendered.nextChange == at(1))
        let barOnly = ProgressView(timerInterval: at(-23)...at(57)) { EmptyView() } currentValueLabel: { EmptyView() }
        let bar = renderView(barOnly, width: 4, height: 1)
        #expect(bar.buffer.lines == ["██▉░"])
        #expect(bar.nextChange == at(2))
    }

    @Test func beforeAndAfterTheInterval() {
        #expect(renderLines(ProgressView(timerInterval: at(10)...at(70)), width: 4, height: 2) == ["████", "1:00"])
        #expect(renderLines(ProgressView(timerInterval: at(-70)...at(-10)), width: 4, height: 2) == ["░░░░", "0:00"])
        #expect(renderView(ProgressView(timerInterval: at(-70)...at(-10)), width: 4, height: 2).nextChange == nil)
        #expect(renderLines(ProgressView(timerInterval: at(-70)...at(-10), countsDown: false), width: 4, height: 2) == ["████", "1:00"])
    }

    @Test func labelsAboveAndBelow() {
        let interval = at(-30)...at(30)
        let titled = ProgressView(timerInterval: interval) { Text("Tea") }
        #expect(renderLines(titled, width: 4, height: 3) == ["Tea ", "██░░", "0:30"])
        let custom = ProgressView(timerInterval: interval, countsDown: false) {
            Text("Tea")
        } currentValueLabel: {
            Text(verbatim: "half")
        }
        #expect(renderLines(custom, width: 4, height: 3) == ["Tea ", "██░░", "half"])
        let valued = ProgressView(value: 0.5) { Text("Copy") } currentValueLabel: { Text("50%") }
        #expect(renderLines(valued, width: 4, height: 3) == ["Copy", "██░░", "50% "])
    }

    @Test func theBarTicksLikeAWholeRender() {
        let view = VStack(spacing: 0) {
            ProgressView(timerInterval: at(-5)...at(40)).tint(.green)
            ProgressView(timerInterval: at(0)...at(30), countsDown: false)
        }
        .padding(1)
        let instants = (0..<100).map { now.addingTimeInterval(Double($0) * 0.45) }
        let comparison = compareTicks(view, size: Size(width: 12, height: 6), at: instants)
        #expect(comparison.mismatches.isEmpty)
        #expect(comparison.patched > 90)
        #expect(renderView(view, width: 12, height: 6).buffer[1, 1].style.foreground == .green)
    }
}
