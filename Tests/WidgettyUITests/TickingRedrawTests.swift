import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A body that reads `now` and says nothing about it: it can only be rendered whole.
private struct UndeclaredClock: View {
    @Environment(\.now) private var now
    var body: some View {
        Text(verbatim: now.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 7) < 3 ? "early" : "late")
            + Text(now.addingTimeInterval(-5), style: .timer)
    }
}

/// A body that reads `now` and says until when it reads the same: the seconds digit is drawn
/// by a started timer; the minute in the verbatim text changes only when the body is built again.
private struct DeclaredClock: View {
    @Environment(\.now) private var now
    var body: some View {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        let minuteStart = Date(timeIntervalSince1970: Double(seconds - seconds % 60))
        VStack(alignment: .leading) {
            Text(verbatim: "minute \(seconds / 60 % 60)")
            Text(timerInterval: minuteStart...minuteStart.addingTimeInterval(3600), countsDown: false)
        }
        .timeDependent(until: minuteStart.addingTimeInterval(60))
    }
}

@MainActor
@Suite("Redrawing only ticking text")
struct TickingRedrawTests {
    let start = EnvironmentValues.fixedForTests.now

    /// Every second, and some instants between, for `seconds` seconds from `from`.
    private func instants(from: Date, seconds: Int) -> [Date] {
        (0..<seconds).flatMap { [from.addingTimeInterval(Double($0)), from.addingTimeInterval(Double($0) + 0.25)] }
    }

    private func expectAgreement(_ comparison: TickComparison, patchedAtLeast: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(comparison.mismatches.isEmpty, "differs from a whole render at \(comparison.mismatches)", sourceLocation: sourceLocation)
        #expect(comparison.patched >= patchedAtLeast, "patched \(comparison.patched) times", sourceLocation: sourceLocation)
    }

    @Test func timersInStacksMatchWholeRendersAcrossMinutesAndHours() {
        let view = VStack(alignment: .center, spacing: 0) {
            Text("Up since").bold()
            HStack {
                Text(start.addingTimeInterval(-3540), style: .timer).foregroundStyle(.red)
                Text(verbatim: "|")
            }
            Text(timerInterval: start...start.addingTimeInterval(3605), countsDown: true)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(1)
        .background(Color.blue)
        // 59:00 → 1:00:00 and 1:00:05 → 59:59 change widths; the seconds between only digits.
        let comparison = compareTicks(view, size: Size(width: 20, height: 6), at: instants(from: start, seconds: 130))
        expectAgreement(comparison, patchedAtLeast: 200)
        #expect(comparison.renderedWhole >= 2)
    }

    @Test func countdownReachingZeroStops() {
        let view = Text(timerInterval: start...start.addingTimeInterval(12.5), countsDown: true)
        let comparison = compareTicks(view, size: Size(width: 8, height: 1), at: instants(from: start, seconds: 20))
        expectAgreement(comparison, patchedAtLeast: 20)
    }

    @Test func timeAndDateStylesAcrossMidnight() {
        var environment = EnvironmentValues.fixedForTests
        let beforeMidnight = Date(timeIntervalSince1970: 1_795_391_940)  // 2026-11-22 23:59:00 UTC
        environment.now = beforeMidnight
        let view = VStack {
            Text(beforeMidnight, style: .time)
            Text(beforeMidnight, style: .date)
            Text(beforeMidnight.addingTimeInterval(-50), style: .relative)
            Text(beforeMidnight.addingTimeInterval(30), style: .offset)
        }
        let comparison = compareTicks(
            view, size: Size(width: 24, height: 4), environment: environment, at: instants(from: beforeMidnight, seconds: 150))
        expectAgreement(comparison, patchedAtLeast: 100)
    }

    @Test func aBodyReadingNowUndeclaredIsAlwaysRenderedWhole() {
        let comparison = compareTicks(UndeclaredClock(), size: Size(width: 12, height: 1), at: instants(from: start, seconds: 10))
        #expect(comparison.mismatches.isEmpty)
        #expect(comparison.patched == 0)
        #expect(renderView(UndeclaredClock(), width: 12, height: 1).ticking == nil)
    }

    @Test func aDeclaredBodyIsBuiltAgainAtItsInstant() {
        let comparison = compareTicks(DeclaredClock(), size: Size(width: 12, height: 2), at: instants(from: start, seconds: 150))
        expectAgreement(comparison, patchedAtLeast: 250)
        let rendered = renderView(DeclaredClock(), width: 12, height: 2)
        #expect(rendered.nextChange == start.addingTimeInterval(1))
        #expect(rendered.redrawn(at: start.addingTimeInterval(60)) == nil)
        #expect(rendered.redrawn(at: start.addingTimeInterval(-1)) == nil)
    }

    @Test func aHiddenTimerThatGrowsMovesWhatFollowsIt() {
        // The hidden timer is laid out but not drawn: at 10:00 it widens and pushes the other.
        let view = HStack {
            Text(start.addingTimeInterval(-595), style: .timer).hidden()
            Text(start, style: .timer)
        }
        let comparison = compareTicks(view, size: Size(width: 14, height: 1), at: instants(from: start, seconds: 10))
        expectAgreement(comparison, patchedAtLeast: 15)
    }

    @Test func aTimerDrawnOverIsNotPatched() {
        let view = ZStack {
            Text(start, style: .timer)
            Text(verbatim: "X")
        }
        #expect(renderView(view, width: 6, height: 1).ticking == nil)
        let behind = ZStack {
            Text(verbatim: "X")
            Text(start, style: .timer)
        }
        #expect(renderView(behind, width: 6, height: 1).ticking != nil)
    }

    @Test func aPatchChangesOnlyTheTimersCells() throws {
        let view = VStack {
            Text(verbatim: "title")
            Text(start.addingTimeInterval(-5), style: .timer)
        }
        let rendered = renderView(view, width: 10, height: 2)
        let patched = try #require(rendered.redrawn(at: start.addingTimeInterval(1)))
        #expect(patched.buffer.lines == ["  title   ", "  0:06    "])
        let rects = try #require(patched.changedRects)
        #expect(rects.count == 1)
        #expect(rects.allSatisfy { $0.minY == 1 })
    }
}
