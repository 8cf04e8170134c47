import Foundation
import Widgetty

/// Where the count lives: the shared store, so the intents (run by the home screen when a button
/// is pressed) and the provider read and write the same number, and
/// `widgetty defaults set --suite group.tap-counter count 0 --type int` sets it from a shell.
enum CounterStore {
    static let suite = "group.tap-counter"
    static let key = "count"

    static var defaults: SharedDefaults? { SharedDefaults(suiteName: suite) }

    /// Adds `step` in one transaction, so two quick presses both count.
    static func add(_ step: Int) throws {
        guard let defaults else { throw CounterError.noStore }
        try defaults.store.modify(suite: suite) { editor throws(SharedStoreError) in
            var count = 0
            if case .int(let stored)? = try editor.value(forKey: key) { count = stored }
            try editor.set(.int(count + step), forKey: key)
        }
    }
}

enum CounterError: Error, CustomStringConvertible {
    case noStore
    var description: String { "the shared store cannot be opened" }
}

/// The `+1` button's intent (and `+10`'s: the step is a parameter).
struct IncrementCounter: AppIntent {
    static let title: LocalizedStringResource = "Add to the count"
    @Parameter(title: "Step", default: 1) var step: Int

    init() {}
    init(step: Int) { self.step = step }

    func perform() async throws -> some IntentResult {
        try CounterStore.add(step)
        return .result()
    }
}

/// The Reset button's intent.
struct ResetCounter: AppIntent {
    static let title: LocalizedStringResource = "Reset the count"

    func perform() async throws -> some IntentResult {
        guard let defaults = CounterStore.defaults else { throw CounterError.noStore }
        defaults.set(0, forKey: CounterStore.key)
        return .result()
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// The count now; nothing to schedule: a press reloads the widget, and so does a change in the
/// store made elsewhere.
struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), count: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), count: CounterStore.defaults?.integer(forKey: CounterStore.key) ?? 0))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CounterEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct CounterView: View {
    let entry: CounterEntry

    var body: some View {
        VStack(spacing: 0) {
            Text("\(entry.count)").font(.largeTitle)
            HStack {
                Button("+1", intent: IncrementCounter())
                Button("+10", intent: IncrementCounter(step: 10))
                Button("Reset", intent: ResetCounter())
            }
        }
    }
}

@main
struct TapCounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TapCounter", provider: CounterProvider()) { entry in
            CounterView(entry: entry)
        }
        .configurationDisplayName("Tap counter")
        .description("A count kept in the shared store, changed by its buttons.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
