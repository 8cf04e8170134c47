import Foundation
import Testing
import WidgettyTestSupport
import WidgettyUI

@MainActor
@Suite("Date-relative text and next change")
struct DateTextTests {
    let now = EnvironmentValues.fixedForTests.now

    private func reading(_ text: Text, width: Int = 20) -> (String, Date?) {
        let rendered = renderView(text.fixedSize(), width: width, height: 1)
        return (rendered.buffer.lines[0].trimmingCharacters(in: .whitespaces), rendered.nextChange)
    }

    @Test func time() {
        let (text, next) = reading(Text(now, style: .time))
        #expect(text == "14:05")
        #expect(next == now.addingTimeInterval(60))
    }

    @Test func date() {
        let (text, next) = reading(Text(now, style: .date))
        #expect(text == "22 November 2026")
        #expect(next == now.addingTimeInterval(9 * 3600 + 55 * 60))
    }

    @Test func relativeCountingDown() {
        let (text, next) = reading(Text(now.addingTimeInterval(2 * 3600 + 3 * 60), style: .relative))
        #expect(text == "2 hr, 3 min")
        #expect(next == now.addingTimeInterval(60))
    }

    @Test func relativeCountingUp() {
        #expect(reading(Text(now.addingTimeInterval(-45), style: .relative)) == ("45 sec", now.addingTimeInterval(1)))
        #expect(reading(Text(now.addingTimeInterval(-90), style: .relative)).0 == "1 min, 30 sec")
        let (text, next) = reading(Text(now.addingTimeInterval(-(86_400 + 2 * 3600 + 5 * 60)), style: .relative))
        #expect(text == "1 day, 2 hr")
        #expect(next == now.addingTimeInterval(3300))
        #expect(reading(Text(now.addingTimeInterval(-2 * 86_400), style: .relative)).0 == "2 days")
    }

    @Test func offset() {
        #expect(reading(Text(now.addingTimeInterval(-7200), style: .offset)) == ("+2 hours", now.addingTimeInterval(3600)))
        #expect(reading(Text(now.addingTimeInterval(330), style: .offset)) == ("-5 minutes", now.addingTimeInterval(30)))
        // Whole units only, as Apple's example reads 11 min 14 s ahead: "-11 minutes".
        #expect(reading(Text(now.addingTimeInterval(300), style: .offset)) == ("-4 minutes", now.addingTimeInterval(60)))
    }

    @Test func timer() {
        #expect(reading(Text(now.addingTimeInterval(-3723), style: .timer)) == ("1:02:03", now.addingTimeInterval(1)))
        #expect(reading(Text(now.addingTimeInterval(62.5), style: .timer)) == ("1:03", now.addingTimeInterval(0.5)))
    }

    @Test func timerInterval() {
        let running = Text(timerInterval: now.addingTimeInterval(-10)...now.addingTimeInterval(50), countsDown: true)
        #expect(reading(running) == ("0:50", now.addingTimeInterval(1)))
        let finished = Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(-1), countsDown: true)
        #expect(reading(finished) == ("0:00", nil))
    }

    @Test func interpolatedDateTicks() {
        #expect(reading(Text("at \(now, style: .time)")) == ("at 14:05", now.addingTimeInterval(60)))
    }

    @Test func formatStyle() {
        #expect(reading(Text(42, format: .number)).0 == "42")
    }

    @Test func earliestChangeOfAllVisibleTextWins() {
        let view = VStack { Text(now, style: .date); Text(now, style: .timer) }
        #expect(renderView(view, width: 20, height: 2).nextChange == now.addingTimeInterval(1))
    }

    @Test func hiddenAndStaticTextDoNotTick() {
        #expect(renderView(Text(now, style: .timer).hidden(), width: 10, height: 1).nextChange == nil)
        #expect(renderView(Text("static"), width: 10, height: 1).nextChange == nil)
    }

    @Test func renderingIsAPureFunctionOfNow() {
        var later = EnvironmentValues.fixedForTests
        later.now = now.addingTimeInterval(60)
        let text = Text(now, style: .timer)
        #expect(renderLines(text, width: 4, height: 1, environment: later) == ["1:00"])
        #expect(renderLines(text, width: 4, height: 1) == ["0:00"])
    }
}
