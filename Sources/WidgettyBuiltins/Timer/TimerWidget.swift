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

/// The elapsed time in the biggest digits that fit, the buttons that apply now under it, centred,
/// and the laps, newest first: beside the time in medium, under it in large, left out in small.
/// While it runs the body changes at each whole second of elapsed time, exactly then; while it is
/// paused nothing wakes for it.
struct StopwatchView: View {
    let entry: StopwatchEntry
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }
    @Environment(\.widgetFamily) private var family
    @Environment(\.now) private var now

    var body: some View {
        Group {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            } else if family == .systemMedium, !entry.state.laps.isEmpty {
                HStack(alignment: .center, spacing: 3) {
                    face
                    laps.frame(width: CGFloat(lapsWidth), alignment: .leading)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else if family == .systemLarge, !entry.state.laps.isEmpty {
                VStack(spacing: 1) {
                    face
                    laps
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                face.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .timeDependent(until: nextSecond)
    }

    /// The laps' column: as wide as their longest line.
    private var lapsWidth: Int {
        entry.state.laps.indices.map { lapLine($0).count }.max() ?? 0
    }

    private func lapLine(_ index: Int) -> String { "Lap \(index + 1)  \(Self.format(entry.state.laps[index]))" }

    /// Seconds run by the render's instant.
    private var elapsed: TimeInterval { entry.state.elapsed(at: now) }

    /// While running, the instant the elapsed time reaches its next whole second.
    private var nextSecond: Date? {
        guard entry.state.isRunning else { return nil }
        return now.addingTimeInterval(elapsed.rounded(.down) + 1 - elapsed)
    }

    /// The time over the buttons, in the tallest digits that fit; plain text where none do.
    private var face: some View {
        let digits = Self.format(elapsed)
        return ViewThatFits {
            ForEach(BigDigits.heights.reversed(), id: \.self) { height in
                VStack(spacing: height > 3 ? 1 : 0) {
                    BigDigits(digits, height: height)
                    buttons
                }
            }
            VStack(spacing: 0) {
                Text(verbatim: digits).bold()
                buttons
            }
        }
    }

    private var buttons: some View {
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
    }

    private var laps: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(entry.state.laps.indices.reversed(), id: \.self) { index in
                Text(verbatim: lapLine(index)).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }

    private func button(_ action: StopwatchAction) -> some View {
        Button(intent: StopwatchButtonIntent(action, name: entry.name, store: store)) {
            Text(verbatim: "[\(action.rawValue.capitalized)]")
        }
    }


    /// Seconds as the timer shows them: `m:ss`, or `h:mm:ss` from an hour.
    static func format(_ seconds: TimeInterval) -> String {
        let whole = Int(max(0, seconds).rounded(.down))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let ss = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(ss)" }
        return "\(minutes):\(ss)"
    }
}
