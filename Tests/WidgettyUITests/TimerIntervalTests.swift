import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyUI

/// Every argument of `Text(timerInterval:pauseTime:countsDown:showsHours:)`, as in SwiftUI.
@MainActor
@Suite("Text(timerInterval:) honours every argument")
struct TimerIntervalTests {
    let now = EnvironmentValues.fixedForTests.now

    private func at(_ seconds: Double) -> Date { now.addingTimeInterval(seconds) }

    /// The text and next change of a timer alone, rendered at `instant` (default: `now`).
    private func reading(_ text: Text, at instant: Date? = nil) -> (String, Date?) {
        var environment = EnvironmentValues.fixedForTests
        environment.now = instant ?? now
        let rendered = renderView(text.fixedSize(), width: 20, height: 1, environment: environment)
        return (rendered.buffer.lines[0].trimmingCharacters(in: .whitespaces), rendered.nextChange)
    }

    /// Every second, and a quarter past each, for `seconds` seconds from `from`.
    private func instants(from: Date, seconds: Int) -> [Date] {
        (0..<seconds).flatMap { [from.addingTimeInterval(Double($0)), from.addingTimeInterval(Double($0) + 0.25)] }
    }

    @Test func countsDownToTheEndOrUpFromTheStart() {
        let interval = at(-10)...at(50)
        #expect(reading(Text(timerInterval: interval)) == ("0:50", at(1)))
        #expect(reading(Text(timerInterval: interval, countsDown: true)) == ("0:50", at(1)))
        #expect(reading(Text(timerInterval: interval, countsDown: false)) == ("0:10", at(1)))
        // Part seconds: down rounds up, up rounds down, each changing on the next whole second.
        let offBeat = at(-10.5)...at(49.5)
        #expect(reading(Text(timerInterval: offBeat, countsDown: true)) == ("0:50", at(0.5)))
        #expect(reading(Text(timerInterval: offBeat, countsDown: false)) == ("0:10", at(0.5)))
    }

    @Test func isClampedToTheInterval() {
        let future = at(30)...at(90)
        #expect(reading(Text(timerInterval: future, countsDown: true)) == ("1:00", at(30)))
        #expect(reading(Text(timerInterval: future, countsDown: false)) == ("0:00", at(30)))
        let past = at(-90)...at(-30)
        #expect(reading(Text(timerInterval: past, countsDown: true)) == ("0:00", nil))
        #expect(reading(Text(timerInterval: past, countsDown: false)) == ("1:00", nil))
    }

    @Test func showsHoursOrMinutesPastFiftyNine() {
        let long = now...at(3903)  // 1 h 5 min 3 s
        #expect(reading(Text(timerInterval: long, showsHours: true)).0 == "1:05:03")
        #expect(reading(Text(timerInterval: long)).0 == "1:05:03")
        #expect(reading(Text(timerInterval: long, showsHours: false)) == ("65:03", at(1)))
        let up = at(-3903)...at(10_000)
        #expect(reading(Text(timerInterval: up, countsDown: false, showsHours: true)).0 == "1:05:03")
        #expect(reading(Text(timerInterval: up, countsDown: false, showsHours: false)).0 == "65:03")
        // Under an hour, and past a hundred minutes.
        #expect(reading(Text(timerInterval: now...at(245), showsHours: false)).0 == "4:05")
        #expect(reading(Text(timerInterval: now...at(6000), showsHours: false)).0 == "100:00")
        #expect(reading(Text(timerInterval: now...at(6000), showsHours: true)).0 == "1:40:00")
    }

    @Test func aPausedTimerShowsItsValueAtThePauseAndNeverChanges() {
        let interval = at(-100)...at(500)
        let down = Text(timerInterval: interval, pauseTime: at(-40), countsDown: true)
        let up = Text(timerInterval: interval, pauseTime: at(-40), countsDown: false)
        #expect(reading(down) == ("9:00", nil))
        #expect(reading(up) == ("1:00", nil))
        #expect(reading(down, at: at(3600)) == ("9:00", nil))
        // Paused before it started, after it ended, or exactly now.
        #expect(reading(Text(timerInterval: at(10)...at(70), pauseTime: at(-5))) == ("1:00", nil))
        #expect(reading(Text(timerInterval: at(-70)...at(-10), pauseTime: at(-5), countsDown: false)) == ("1:00", nil))
        #expect(reading(Text(timerInterval: interval, pauseTime: now, showsHours: false)) == ("8:20", nil))
        // Nothing ticks: the host is never woken for it and has no text to redraw.
        let rendered = renderView(VStack { down; up }, width: 10, height: 2)
        #expect(rendered.nextChange == nil)
        #expect(rendered.ticking == nil)
    }

    @Test func aTimerPausingLaterRunsUntilThenAndStops() {
        let timer = Text(timerInterval: at(-10)...at(50), pauseTime: at(20.5), countsDown: true)
        #expect(reading(timer) == ("0:50", at(1)))
        #expect(reading(timer, at: at(19.5)) == ("0:31", at(20)))
        // 0:29 would come at 21, after the pause: from 20 on it reads 0:30 for good.
        #expect(reading(timer, at: at(20)) == ("0:30", nil))
        #expect(reading(timer, at: at(20.5)) == ("0:30", nil))
        #expect(reading(timer, at: at(45)) == ("0:30", nil))
        // A change that would come after the pause never shows: no next change.
        #expect(reading(Text(timerInterval: at(-10)...at(50), pauseTime: at(0.5)), at: now) == ("0:50", nil))
        let comparison = compareTicks(timer, size: Size(width: 8, height: 1), at: instants(from: now, seconds: 30))
        #expect(comparison.mismatches.isEmpty, "differs from a whole render at \(comparison.mismatches)")
        #expect(comparison.patched >= 30)
    }

    /// What a timer draws is exactly as wide as layout measured it, whatever its arguments, so
    /// what follows it in a stack sits right after it.
    @Test func drawsTheWidthLayoutMeasured() {
        let timers = [
            Text(timerInterval: now...at(3903)),
            Text(timerInterval: now...at(3903), showsHours: false),
            Text(timerInterval: at(-3903)...at(10_000), countsDown: false, showsHours: false),
            Text(timerInterval: now...at(6000), pauseTime: at(-1), showsHours: false),
            Text(timerInterval: at(-100)...at(500), pauseTime: at(-40), countsDown: false),
        ]
        for timer in timers {
            let node = TextNode(text: timer, environment: .fixedForTests)
            let measured = node.sizeThatFits(ProposedSize(width: nil, height: nil))
            let line = renderLines(HStack(spacing: 0) { timer; Text(verbatim: "|") }, width: 12, height: 1)[0]
            let drawn = line.trimmingCharacters(in: .whitespaces)
            #expect(measured.height == 1)
            #expect(TerminalText.width(of: drawn) == measured.width + 1, "\(drawn)")
            #expect(drawn.hasSuffix("|") && !drawn.dropLast().contains(" "), "\(drawn)")
        }
    }

    /// Minutes past 59 widen the text at 10:00 and 100:00; redrawing only the timer must then
    /// give way to a whole render, and agree with one at every instant.
    @Test func minutesWithoutHoursTickLikeAWholeRender() {
        let view = HStack(spacing: 0) {
            Text(timerInterval: at(-595)...at(10_000), countsDown: false, showsHours: false)
            Text(verbatim: "|")
            Text(timerInterval: at(-5995)...at(10_000), countsDown: false, showsHours: false)
        }
        let comparison = compareTicks(view, size: Size(width: 14, height: 1), at: instants(from: now, seconds: 10))
        #expect(comparison.mismatches.isEmpty, "differs from a whole render at \(comparison.mismatches)")
        #expect(comparison.patched >= 15)
        #expect(comparison.renderedWhole >= 2)
        var later = EnvironmentValues.fixedForTests
        later.now = at(6)
        #expect(renderLines(view, width: 14, height: 1, environment: later) == [" 10:01|100:01 "])
    }
}
