import Foundation
import WidgettyKit
import WidgettyStore
import WidgettyUI

/// What the stopwatch shows: its state as the store held it when the timeline was made.
struct StopwatchEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var name: String
    var state: StopwatchState
    var problem: String?
}

/// One entry, read from the shared store, and no reload of its own: the buttons' intents and
/// any other writer of the suite reload it; while it runs, its `Text(timerInterval:)` makes the
/// screen redraw its digits at each whole second of elapsed time, and while it is paused
/// nothing wakes for it.
struct StopwatchProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    func placeholder(in context: Context) -> StopwatchEntry {
        StopwatchEntry(date: now(), name: "timer", state: StopwatchState())
    }

    func snapshot(for configuration: StopwatchIntent, in context: Context) async -> StopwatchEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: StopwatchIntent, in context: Context) async -> Timeline<StopwatchEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .never)
    }

    func entry(for configuration: StopwatchIntent) -> StopwatchEntry {
        let date = now()
        switch store() {
        case .success(let store):
            guard let defaults = SharedDefaults(suiteName: StopwatchState.suite, store: store) else {
                return StopwatchEntry(date: date, name: configuration.name, state: StopwatchState())
            }
            return StopwatchEntry(date: date, name: configuration.name, state: .read(configuration.name, from: defaults))
        case .failure(let error):
            return StopwatchEntry(date: date, name: configuration.name, state: StopwatchState(), problem: error.description)
        }
    }
}

/// The stopwatch, kind `timer`: written only as an interactive widget, its state in the shared
/// store (``StopwatchState``), its buttons App Intents (``StopwatchButtonIntent``).
public struct TimerWidget: Widget {
    /// The shared store its provider reads and its buttons write (tests pass their own).
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    public init() {}

    init(store: @escaping @Sendable () -> Result<SharedStore, SharedStoreError>) { self.store = store }

    public var body: some WidgetConfiguration {
        let store = self.store
        return AppIntentConfiguration(kind: "timer", intent: StopwatchIntent.self, provider: StopwatchProvider(store: store)) { entry in
            StopwatchView(entry: entry, store: store)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Timer")
        .description("A stopwatch: start, pause, lap and reset with its buttons; its state is in the shared store.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The elapsed time (ticking while it runs), the buttons that apply now, and the laps, newest first.
struct StopwatchView: View {
    let entry: StopwatchEntry
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            } else {
                elapsed.bold()
                HStack(spacing: 1) {
                    if entry.state.isRunning {
                        button(.pause)
                        button(.lap)
                    } else {
                        button(.start)
                    }
                    if entry.state.isRunning || entry.state.accumulated > 0 || !entry.state.laps.isEmpty {
                        button(.reset)
                    }
                }
                ForEach(Array(entry.state.laps.enumerated().reversed()), id: \.offset) { index, lap in
                    Text(verbatim: "Lap \(index + 1)  \(Self.format(lap))").foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The elapsed time as a timer counting up from when it would have started had it never
    /// paused: ticking while it runs, standing still (and waking nothing) while paused.
    private var elapsed: Text {
        let state = entry.state
        let origin = (state.runningSince ?? Self.pausedOrigin).addingTimeInterval(-state.accumulated)
        let end = origin.addingTimeInterval(Self.longestRun)
        if state.isRunning { return Text(timerInterval: origin...end, countsDown: false) }
        return Text(timerInterval: origin...end, pauseTime: origin.addingTimeInterval(state.accumulated), countsDown: false)
    }

    private func button(_ action: StopwatchAction) -> some View {
        Button(intent: StopwatchButtonIntent(action, name: entry.name, store: store)) {
            Text(verbatim: "[\(action.rawValue.capitalized)]")
        }
    }

    /// Where a paused stopwatch's timer starts: any instant long past does.
    static let pausedOrigin = Date(timeIntervalSinceReferenceDate: 0)
    /// The longest run shown: ten thousand hours.
    static let longestRun: TimeInterval = 36_000_000

    /// Seconds as the timer shows them: `m:ss`, or `h:mm:ss` from an hour.
    static func format(_ seconds: TimeInterval) -> String {
        let whole = Int(max(0, seconds).rounded(.down))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let ss = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(ss)" }
        return "\(minutes):\(ss)"
    }
}
