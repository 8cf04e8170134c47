import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// `Text(_:style:)` in every style reads as on iOS in American English, and a date style
/// interpolated into a key, alone or inside an interpolated `Text`, ticks like the style itself.
@MainActor
@Suite struct DateStyleReadingTests {
    static var american: EnvironmentValues {
        var environment = EnvironmentValues.fixedForTests
        environment.locale = Locale(identifier: "en_US")
        return environment
    }

    let now = EnvironmentValues.fixedForTests.now

    private func reading(_ text: Text) -> (String, Date?) {
        let rendered = renderView(text.fixedSize(), width: 30, height: 1, environment: Self.american)
        return (rendered.buffer.lines[0].trimmingCharacters(in: .whitespaces), rendered.nextChange)
    }

    @Test func everyStyleReadsAsOnIOS() {
        #expect(reading(Text(now, style: .time)).0 == "2:05\u{202F}PM")
        #expect(reading(Text(now, style: .date)).0 == "November 22, 2026")
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
        #expect(reading(Text(later, style: .relative)) == ("2 hr, 5 min", now.addingTimeInterval(60)))
        #expect(reading(Text(now.addingTimeInterval(-2 * 3600), style: .offset)) == ("+2 hours", now.addingTimeInterval(3600)))
        #expect(reading(Text(now.addingTimeInterval(11 * 60 + 14), style: .offset)).0 == "-11 minutes")
        #expect(reading(Text(now.addingTimeInterval(-(3600 + 5 * 60 + 9)), style: .timer)) == ("1:05:09", now.addingTimeInterval(1)))
        #expect(reading(Text(now.addingTimeInterval(11 * 60 + 14), style: .timer)).0 == "11:14")
    }

    @Test func timerIntervalsCountingDownAndUp() {
        let interval = now.addingTimeInterval(-60)...now.addingTimeInterval(3600 + 5 * 60 + 9 - 60)
        #expect(reading(Text(timerInterval: interval, countsDown: true)).0 == "1:04:09")
        #expect(reading(Text(timerInterval: interval, countsDown: false)).0 == "1:00")
        #expect(reading(Text(timerInterval: interval, countsDown: true, showsHours: false)).0 == "64:09")
    }

    @Test func interpolatedStylesTick() {
        let start = now.addingTimeInterval(-90)
        #expect(reading(Text("Updated \(Text(start, style: .relative)) ago")) == ("Updated 1 min, 30 sec ago", now.addingTimeInterval(1)))
        #expect(reading(Text("Ends in \(now.addingTimeInterval(75), style: .timer)")) == ("Ends in 1:15", now.addingTimeInterval(1)))
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Updated \(Text(start, style: .relative).bold()) ago")
            Text("Left: \(now.addingTimeInterval(125), style: .timer)").textCase(.uppercase)
        }
        let instants = (0..<150).map { now.addingTimeInterval(Double($0) / 2) }
        let comparison = compareTicks(view, size: Size(width: 28, height: 2), environment: Self.american, at: instants)
        #expect(comparison.mismatches.isEmpty)
        #expect(comparison.patched > 100)
    }
}
