import WidgettyPreview
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A widget with five entries a minute apart from a fixed instant, a timer and a per-family view.
private struct StepEntry: TimelineEntry {
    let date: Date
    let label: String
}

private struct StepProvider: TimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    let policy: TimelineReloadPolicy
    func placeholder(in context: Context) -> StepEntry { StepEntry(date: Self.start, label: "PLACEHOLDER") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StepEntry) -> Void) {
        completion(StepEntry(date: Self.start, label: context.isPreview ? "SNAPSHOT" : "not a preview"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StepEntry>) -> Void) {
        let entries = (1...5).map { StepEntry(date: Self.start.addingTimeInterval(Double($0 - 1) * 60), label: "entry-\($0)") }
        completion(Timeline(entries: entries, policy: policy))
    }
}

private struct StepView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.label) \(family == .systemMedium ? "wide" : "narrow")")
            Text(StepProvider.start, style: .timer)
        }
    }
}

/// A widget whose small layout is wider than a small cell.
private struct TooWideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "too-wide", provider: StepProvider(policy: .never)) { entry in
            Text(entry.label).frame(width: 320, height: 32).environment(\.cellMetrics, .points)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct StepWidget: Widget {
    var policy: TimelineReloadPolicy = .atEnd
    init() {}
    init(policy: TimelineReloadPolicy) { self.policy = policy }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepProvider(policy: policy)) { StepView(entry: $0) }
            .configurationDisplayName("Steps")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@MainActor
@Suite struct WidgetPreviewTests {
    private func preview(_ widget: some Widget = StepWidget(), size: Size = Size(width: 120, height: 30)) async throws
        -> (WidgetPreviewRuntime, MemoryTerminal, VirtualClock)
    {
        let terminal = MemoryTerminal(size: size)
        let clock = VirtualClock(now: StepProvider.start.addingTimeInterval(-5))
        var options = WidgetPreviewRuntime.Options()
        options.environment = .fixedForTests
        options.taskExecutor = clock.executor
        let descriptor = try #require(widget.widgetDescriptors.first)
        let runtime = WidgetPreviewRuntime(backend: terminal, clock: clock, descriptor: descriptor, options: options)
        try runtime.start()
        await clock.settle()
        return (runtime, terminal, clock)
    }

    private func text(_ terminal: MemoryTerminal) -> String { terminal.lines.joined(separator: "\n") }

    @Test func everyFamilyShowsSideBySideAtTheFirstEntry() async throws {
        let (_, terminal, _) = try await preview()
        let screen = text(terminal)
        #expect(screen.contains("Steps (steps) — placeholder  snapshot  [timeline]"))
        #expect(screen.contains("small · entry 1/5"))
        #expect(screen.contains("medium · entry 1/5"))
        #expect(screen.contains("entry-1 narrow"))
        #expect(screen.contains("entry-1 wide"))
        let row = try #require(terminal.lines.first { $0.contains("entry-1 narrow") })
        #expect(row.contains("entry-1 wide"), "side by side on one row: \(row)")
        #expect(screen.contains("now 08:00:00 (+0s from the first entry)"))
        #expect(screen.contains("next reload 08:04:00 (.atEnd: at the last entry), in 4m"))
    }

    @Test func arrowsStepThroughTheEntriesWithNowAtEachDate() async throws {
        let (runtime, terminal, _) = try await preview()
        for step in 2...5 {
            runtime.handle(.input(.key(KeyEvent(.right))))
            #expect(text(terminal).contains("entry-\(step) narrow"))
            #expect(text(terminal).contains("small · entry \(step)/5"))
            // The timer counts from the first entry: the view is drawn with `now` at the entry's date.
            #expect(text(terminal).contains("\(step - 1):00"), "\(terminal.lines)")
        }
        #expect(text(terminal).contains("due now — r asks again"))
        runtime.handle(.input(.key(KeyEvent(.right))))
        #expect(text(terminal).contains("that was the last entry"))
        runtime.handle(.input(.key(KeyEvent(.left))))
        #expect(text(terminal).contains("entry-4 narrow"))
        runtime.handle(.input(.key(KeyEvent(.character("0")))))
        #expect(text(terminal).contains("entry-1 narrow"))
    }

    @Test func theClockJumpsByAMinuteAndAnHour() async throws {
        let (runtime, terminal, _) = try await preview()
        runtime.handle(.input(.key(KeyEvent(.character("m")))))
        #expect(text(terminal).contains("entry-2 narrow"))
        #expect(text(terminal).contains("now 08:01:00"))
        runtime.handle(.input(.key(KeyEvent(.character("h")))))
        #expect(text(terminal).contains("now 09:01:00"))
        #expect(text(terminal).contains("entry-5 narrow"))
        #expect(text(terminal).contains("1:01:00"), "the timer at an hour and a minute")
    }

    @Test func placeholderAndSnapshotModes() async throws {
        let (runtime, terminal, _) = try await preview()
        runtime.handle(.input(.key(KeyEvent(.character("p")))))
        #expect(text(terminal).contains("[placeholder]"))
        #expect(!text(terminal).contains("PLACEHOLDER"), "drawn redacted")
        #expect(text(terminal).contains("░"))
        runtime.handle(.input(.key(KeyEvent(.character("s")))))
        #expect(text(terminal).contains("SNAPSHOT narrow"), "the provider is told it is a preview")
        #expect(text(terminal).contains("SNAPSHOT wide"))
    }

    @Test func theReloadLineFollowsThePolicy() async throws {
        let after = StepProvider.start.addingTimeInterval(600)
        let (_, afterTerminal, _) = try await preview(StepWidget(policy: .after(after)))
        #expect(text(afterTerminal).contains("next reload 08:10:00 (.after(08:10:00)), in 10m"))
        let (_, neverTerminal, _) = try await preview(StepWidget(policy: .never))
        #expect(text(neverTerminal).contains("next reload: never (.never: only when asked)"))
    }

    @Test func qAndEscapeQuit() async throws {
        for key in [Key.character("q"), .escape] {
            let (runtime, terminal, _) = try await preview()
            var status: Int32?
            runtime.onExit = { status = $0; runtime.stop() }
            runtime.handle(.input(.key(KeyEvent(key))))
            #expect(status == 0)
            #expect(terminal.calls.last == .stop)
        }
    }

    @Test func aSmallTerminalSaysWhatDoesNotFit() async throws {
        let (_, terminal, _) = try await preview(size: Size(width: 40, height: 20))
        #expect(text(terminal).contains("1 more family does not fit: enlarge the"))
    }

    @Test func aViewThatDoesNotFitSaysWhatToChange() async throws {
        let (_, terminal, _) = try await preview(TooWideWidget())
        let screen = text(terminal)
        #expect(screen.contains("small · entry 1/5 · cut"), "\(terminal.lines)")
        let status = try #require(terminal.lines.last)
        #expect(status.hasPrefix("too-wide at systemSmall needs 40×2 cells but gets 26×10, so it is cut at the edges: shrink"))
        let advice = WidgetDrawing.overflowAdvice(
            kind: "too-wide", family: .systemSmall,
            rendered: RenderedView(buffer: CellBuffer(size: Size(width: 26, height: 10)), overflow: Size(width: 40, height: 2)))
        #expect(advice?.hasSuffix("prefer .frame(maxWidth: .infinity) to fixed widths, or give systemSmall its own layout with @Environment(\\.widgetFamily)") == true)
    }

    @Test func familiesAskedMomentsApartStepTogether() {
        let start = StepProvider.start
        func timeline(_ skew: TimeInterval) -> AnyTimeline {
            AnyTimeline(Timeline(entries: (0..<3).map {
                StepEntry(date: start.addingTimeInterval(Double($0) * 60 + skew), label: "e\($0)")
            }, policy: .atEnd))
        }
        let placeholder = AnyTimelineEntry(StepEntry(date: start, label: "placeholder"))
        var state = WidgetPreviewState(families: [
            .init(family: .systemSmall, placeholder: placeholder), .init(family: .systemMedium, placeholder: placeholder),
        ], now: start.addingTimeInterval(-1))
        state.setTimeline(.loaded(timeline(0)), for: .systemSmall)
        state.setTimeline(.loaded(timeline(0.004)), for: .systemMedium)  // the second call, 4 ms later
        #expect(state.entryDates.count == 3)
        #expect(state.families.allSatisfy { state.position(in: $0)?.index == 1 }, "both show their first entry")
        state.stepForward()
        #expect(state.families.allSatisfy { state.position(in: $0)?.index == 2 })
        #expect(!state.followsFirstEntry)
    }
}
