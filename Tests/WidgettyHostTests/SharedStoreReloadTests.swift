import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI

/// A store in a fresh temporary directory.
private func temporaryStore() throws -> SharedStore {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-host-store-\(UUID().uuidString.prefix(8))")
    return try SharedStore(url: directory.appendingPathComponent("shared.sqlite3"))
}

/// The shared to-do list, read through the public store API: one line per item, each a link
/// that ticks it off (as the built-in to-do widget does).
private struct SharedListEntry: TimelineEntry {
    let date: Date
    let items: [SharedTodoList.Item]
}

/// The store the list widget reads (a `Widget` is made with `init()`, so it cannot be handed one).
private let listStore = Result { try temporaryStore() }

private struct SharedListProvider: TimelineProvider {
    let store: SharedStore?
    func placeholder(in context: Context) -> SharedListEntry { SharedListEntry(date: Date(timeIntervalSince1970: 0), items: []) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (SharedListEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SharedListEntry>) -> Void) {
        let items = store.flatMap { try? SharedTodoList(store: $0).items() } ?? []
        completion(Timeline(entries: [SharedListEntry(date: Date(timeIntervalSince1970: 0), items: items)], policy: .never))
    }
}

private struct SharedListWidget: Widget {
    let store = try? listStore.get()
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "list", provider: SharedListProvider(store: store)) { entry in
            VStack(alignment: .leading) {
                ForEach(Array(entry.items.enumerated()), id: \.offset) { _, item in
                    Link(destination: URL(string: "widgetty://list/toggle?item=\(item.text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")!) {
                        Text((item.isDone ? "[x] " : "[ ] ") + item.text)
                    }
                }
            }
        }
        .configurationDisplayName("List")
        .supportedFamilies([.systemSmall])
        .linkAction("toggle") { [store] query in
            guard let store, let item = query.first(where: { $0.name == "item" })?.value else { return }
            try SharedTodoList(store: store).mark(.text(item), done: nil)
        }
    }
}

@Suite(.serialized) @MainActor struct SharedStoreReloadTests {
    /// Widgets whose providers read a suite (or none): `weather-1` and `weather-2` read
    /// `weather`, `todo` reads `todo`, `clock` reads nothing.
    private func harness(store: SharedStore) -> SchedulerHarness {
        let harness = SchedulerHarness()
        for (id, suite) in [("weather-1", "weather"), ("weather-2", "weather"), ("todo", "todo"), ("clock", nil)] {
            let script = harness.script { call, _ in
                if let suite { _ = try? store.value(forKey: "any", suite: suite) }
                return .entries([(0, "\(id)-\(call)")], .never)
            }
            harness.add(WidgetInstanceID(id), script: script)
        }
        return harness
    }

    @Test func aChangedSuiteReloadsOnlyTheWidgetsThatReadIt() async throws {
        let store = try temporaryStore()
        let harness = harness(store: store)
        await harness.clock.settle()
        #expect(harness.runtime.suitesRead(by: "weather-1") == ["weather"])
        #expect(harness.runtime.suitesRead(by: "clock") == [])
        let handler = ControlRequestHandler(scheduler: harness.runtime)
        let answer = await handler.respond(to: ControlRequest(command: "changed", suite: "weather"))
        #expect(answer == ControlResponse(ok: true, reloaded: ["weather-1", "weather-2"]))
        await harness.clock.settle()
        #expect(harness.label("weather-1") == "weather-1-1")
        #expect(harness.label("weather-2") == "weather-2-1")
        // A widget reading another suite, and one reading none, do not reload.
        #expect(harness.label("todo") == "todo-0")
        #expect(harness.label("clock") == "clock-0")
        #expect(await handler.respond(to: ControlRequest(command: "changed", suite: "nobody")) == ControlResponse(ok: true, reloaded: []))
        #expect(await handler.respond(to: ControlRequest(command: "changed")).error == "changed needs a suite")
    }

    @Test func aLoadInFlightThatAlreadyReadTheSuiteIsReloadedAfterIt() async throws {
        let store = try temporaryStore()
        let harness = SchedulerHarness()
        for (id, suite) in [("reader", "weather"), ("other", "todo")] {
            let script = harness.script { call, _ in
                _ = try? store.value(forKey: "any", suite: suite)
                return call == 0 ? .hang : .entries([(0, "\(id)-\(call)")], .never)
            }
            harness.add(WidgetInstanceID(id), script: script)
        }
        await harness.clock.settle()
        // Both first loads hang after reading; only the one that read "weather" must see the change.
        #expect(harness.runtime.requestReload(readersOf: "weather") == ["reader"])
    }

    @Test func aTickOffLinkChangesTheStoreAndTheListShowsIt() async throws {
        let store = try listStore.get()
        try SharedTodoList(store: store).add("buy milk")
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: list\n", file: "home.yaml")
        let pilot = try HostPilot(
            widgets: SharedListWidget().widgetDescriptors, configuration: try #require(configuration), sharedStore: store)
        await pilot.settle()
        // The link hint letter sits beside the link; its text is clicked.
        let row = try #require(pilot.screen.firstIndex { $0.contains("] buy milk") }, "\(pilot.text)")
        let column = try #require(pilot.screen[row].range(of: "buy milk")).lowerBound.utf16Offset(in: pilot.screen[row])
        await pilot.click(x: column, y: row)
        await pilot.settle()
        #expect(try SharedTodoList(store: store).items() == [SharedTodoList.Item(text: "buy milk", isDone: true)])
        #expect(pilot.text.contains("x] buy milk"))
        pilot.runtime.stop()
    }

    @Test func theHomeFilesPrefixHandlersArePublishedForLaunchers() async throws {
        let store = try temporaryStore()
        let yaml = """
            widgets: []
            links:
              - scheme: https
                run: [xdg-open, "{url}"]
              - prefix: "file:///home/me/notes/"
                run: [vim, "{url}"]
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty)
        let pilot = try HostPilot(widgets: [], configuration: try #require(configuration), sharedStore: store)
        pilot.runtime.applyHomeFile(yaml)
        #expect(try store.values(suite: WellKnownSuites.links) == ["file:///home/me/notes/": .string("vim")])
        pilot.runtime.applyHomeFile("widgets: []\n")
        #expect(try store.values(suite: WellKnownSuites.links) == [:])
        pilot.runtime.stop()
    }

    @Test func thePageCountIsPublishedForLaunchersAndFollowsResizes() async throws {
        let store = try temporaryStore()
        let yaml = "widgets:\n" + String(repeating: "  - kind: list\n", count: 13)
        let (configuration, _) = HomeFileParser.parse(yaml, file: "home.yaml")
        let pilot = try HostPilot(
            widgets: SharedListWidget().widgetDescriptors, configuration: try #require(configuration), sharedStore: store)
        pilot.runtime.applyHomeFile(yaml)
        await pilot.settle()
        let pages = pilot.runtime.state.pageCount
        #expect(pages >= 2)
        #expect(try store.value(forKey: "pages", suite: WellKnownSuites.home) == .int(pages))
        await pilot.resize(width: 60, height: 20)
        #expect(pilot.runtime.state.pageCount > pages)
        #expect(try store.value(forKey: "pages", suite: WellKnownSuites.home) == .int(pilot.runtime.state.pageCount))
        pilot.runtime.applyHomeFile("widgets:\n  - kind: list\n")
        #expect(try store.value(forKey: "pages", suite: WellKnownSuites.home) == .int(1))
        pilot.runtime.stop()
    }
}
