import Foundation
import WidgettyStore

/// A stopwatch as the shared store keeps it (suite `widgetty.timer`, keys prefixed by the
/// stopwatch's name): when the current run began, the time run before it, and the laps.
/// Nothing ticks in the store: the elapsed time is computed from these at any instant.
struct StopwatchState: Codable, Hashable, Sendable {
    /// When the current run began; nil while paused (or never started).
    var runningSince: Date?
    /// Seconds run before the current run.
    var accumulated: TimeInterval = 0
    /// The elapsed time at each lap, oldest first.
    var laps: [TimeInterval] = []

    static let suite = "widgetty.timer"

    var isRunning: Bool { runningSince != nil }

    /// Seconds run by `now`.
    func elapsed(at now: Date) -> TimeInterval {
        accumulated + (runningSince.map { max(0, now.timeIntervalSince($0)) } ?? 0)
    }

    /// The state after `action` at `now`.
    func applying(_ action: StopwatchAction, at now: Date) -> StopwatchState {
        var next = self
        switch action {
        case .start:
            if next.runningSince == nil { next.runningSince = now }
        case .pause:
            next.accumulated = elapsed(at: now)
            next.runningSince = nil
        case .lap:
            if isRunning { next.laps.append(elapsed(at: now)) }
        case .reset:
            next = StopwatchState()
        }
        return next
    }

    // MARK: The store

    private static let fields = ["runningSince", "accumulated", "laps"]
    private static func key(_ name: String, _ field: String) -> String { "\(name).\(field)" }

    /// The stopwatch `name` from its keys' values (a fresh one where they hold nothing of use).
    private static func decode(_ name: String, _ value: (String) -> SharedValue?) -> StopwatchState {
        var state = StopwatchState()
        if case .date(let since)? = value(key(name, "runningSince")) { state.runningSince = since }
        if case .double(let seconds)? = value(key(name, "accumulated")), seconds.isFinite { state.accumulated = max(0, seconds) }
        if case .array(let laps)? = value(key(name, "laps")) { state.laps = laps.compactMap(TimeInterval.init) }
        return state
    }

    /// The stopwatch `name` as the store holds it (a fresh one when it holds nothing).
    static func read(_ name: String, from defaults: SharedDefaults) -> StopwatchState {
        decode(name) { defaults.object(forKey: $0) }
    }

    /// Applies `action` at `now` to the stopwatch `name` in one transaction (no other writer
    /// interleaves; the screen is told once); returns the new state.
    @discardableResult
    static func apply(
        _ action: StopwatchAction, to name: String, at now: Date, in store: SharedStore
    ) throws(SharedStoreError) -> StopwatchState {
        try store.modify(suite: suite) { edit throws(SharedStoreError) in
            var stored: [String: SharedValue] = [:]
            for field in fields { stored[key(name, field)] = try edit.value(forKey: key(name, field)) }
            let next = decode(name) { stored[$0] }.applying(action, at: now)
            try edit.set(next.runningSince.map(SharedValue.date), forKey: key(name, "runningSince"))
            try edit.set(.double(next.accumulated), forKey: key(name, "accumulated"))
            try edit.set(.array(next.laps.map { String($0) }), forKey: key(name, "laps"))
            return next
        }
    }
}
