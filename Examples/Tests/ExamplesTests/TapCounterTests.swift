import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import TapCounter

/// TapCounter, written here: its buttons found in a rendered entry and pressed through
/// WidgettyTesting, the count kept in a shared store of the test's own.
@MainActor
@Suite("TapCounter (written here)", .serialized)
struct TapCounterTests {
    /// The standard store of this test process, in a folder of its own: set before the store is
    /// first opened (no other test here uses the standard store).
    static let store: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tap-counter-\(UUID().uuidString)/shared.sqlite3")
        setenv("WIDGETTY_SHARED_STORE", url.path, 1)
        return url
    }()

    init() throws {
        _ = Self.store
        let defaults = try #require(CounterStore.defaults)
        #expect(defaults.store.url == Self.store)
        defaults.set(0, forKey: CounterStore.key)
    }

    @Test func theEntryShowsTheCountAndThreeButtons() {
        let view = renderEntry(CounterEntry(date: widgetTestDate, count: 42), of: TapCounterWidget())
        #expect(view.words.contains("42"))
        #expect(view.buttons.map(\.title) == ["+1", "+10", "Reset"])
        #expect(view.toggles.isEmpty)
    }

    @Test func pressingTheButtonsChangesTheCountAndTheTimelineThatFollowsShowsIt() async throws {
        let view = renderEntry(CounterEntry(date: widgetTestDate, count: 0), of: TapCounterWidget())
        let one = try #require(view.control("+1")), ten = try #require(view.control("+10")), reset = try #require(view.control("Reset"))
        #expect(try await perform(one, of: TapCounterWidget()).entries(as: CounterEntry.self).map(\.count) == [1])
        #expect(try await perform(ten, of: TapCounterWidget()).entries(as: CounterEntry.self).map(\.count) == [11])
        #expect(try await perform(one, of: TapCounterWidget()).entries(as: CounterEntry.self).map(\.count) == [12])
        #expect(CounterStore.defaults?.integer(forKey: CounterStore.key) == 12, "the count is in the shared store")
        let after = try await perform(reset, of: TapCounterWidget())
        #expect(after.entries(as: CounterEntry.self).map(\.count) == [0])
        #expect(after.policy == .never)
    }

    @Test func pressesFromManyTasksAtOnceAllCount() async throws {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = try? await IncrementCounter(step: 1).perform() } }
        }
        #expect(CounterStore.defaults?.integer(forKey: CounterStore.key) == 20)
    }
}
