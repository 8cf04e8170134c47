import Foundation
import WidgettyKit
import WidgettyStore

/// What a stopwatch button does.
enum StopwatchAction: String, AppEnum {
    case start, pause, lap, reset

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Action"
    static let caseDisplayRepresentations: [StopwatchAction: DisplayRepresentation] = [
        .start: "Start", .pause: "Pause", .lap: "Lap", .reset: "Reset",
    ]
}

/// The stopwatch's settings: which stopwatch (widgets with the same name show the same one).
struct StopwatchIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    static let description: IntentDescription = "A stopwatch with laps, run by its buttons."

    @Parameter(title: "Name", description: "Which stopwatch: widgets with the same name share it.", default: "timer")
    var name: String
}

/// A stopwatch button's intent: applies its action to the named stopwatch in the shared store,
/// at the screen's clock (`WidgetClock.now`). Runs in the home screen's process, quickly: one
/// SQLite transaction.
struct StopwatchButtonIntent: AppIntent {
    static let title: LocalizedStringResource = "Stopwatch button"

    @Parameter(title: "Stopwatch") var name: String
    @Parameter(title: "Action") var action: StopwatchAction
    /// The shared store (tests pass their own); not a parameter.
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }

    init() {}

    init(_ action: StopwatchAction, name: String, store: @escaping @Sendable () -> Result<SharedStore, SharedStoreError>) {
        self.name = name
        self.action = action
        self.store = store
    }

    /// Throws the store's error (an unreadable store), which the screen shows.
    func perform() async throws -> some IntentResult {
        try StopwatchState.apply(action, to: name, at: WidgetClock.now, in: store().get())
        return .result()
    }
}
