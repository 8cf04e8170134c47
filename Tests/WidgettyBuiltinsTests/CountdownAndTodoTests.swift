import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins
import WidgettyStore

@MainActor
@Suite struct CountdownWidgetTests {
    private let provider = CountdownProvider(now: { BuiltinHarness.sunday }, timeZone: BuiltinHarness.utc)
    private let newYear = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01 00:00 UTC

    private func entry(_ values: [String: IntentValue]) async throws -> (CountdownEntry, TimelineReloadPolicy) {
        let intent = try IntentSchema.decode(CountdownIntent.self, from: values)
        let timeline = await provider.timeline(for: intent, in: BuiltinHarness.context(.systemSmall))
        return (try #require(timeline.entries.first), timeline.policy)
    }

    private func render(_ entry: CountdownEntry, _ family: WidgetFamily, at now: Date) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("countdown"), entry: AnyTimelineEntry(entry), family: family, now: now)
    }

    @Test func defaultsToTheNextNewYearInW1sLines() async throws {
        let (entry, policy) = try await entry([:])
        #expect(entry.target == newYear)
        #expect(policy == .after(newYear))
        let view = try render(entry, .systemSmall, at: BuiltinHarness.sunday.addingTimeInterval(0.25))
        #expect(view.trimmedLines == ["39d 09:54:50", "to 2027-01-01 00:00"])
        #expect(view.nextChange == BuiltinHarness.sunday.addingTimeInterval(1))
        // The view alone moves on: the same entry a second and a day later.
        let later = try render(entry, .systemSmall, at: BuiltinHarness.sunday.addingTimeInterval(86_401.5))
        #expect(later.trimmedLines.first == "38d 09:54:49")
    }

    @Test func aConfiguredDateAndTitleShowInEveryFamily() async throws {
        let target = BuiltinHarness.sunday.addingTimeInterval(3 * 3600 + 7 * 60 + 0.5)
        let (entry, _) = try await entry(["title": .string("Launch"), "target": .date(target)])
        let small = try render(entry, .systemSmall, at: BuiltinHarness.sunday)
        #expect(small.trimmedLines == ["Launch", "0d 03:07:00", "to 2026-11-22 17:12"])
        #expect(small.nextChange == BuiltinHarness.sunday.addingTimeInterval(0.5))
        let medium = try render(entry, .systemMedium, at: BuiltinHarness.sunday)
        // The tallest digits that fit (five rows in 36×18), centred under the title.
        #expect(medium.blockLines == [
            "             Launch", "", "┌──┐ ╶──┐   ┌──┐ ╶──┐   ┌──┐ ┌──┐", "│  │    │ • │  │    │ • │  │ │  │",
            "│  │ ╶──┤   │  │    │   │  │ │  │", "│  │    │ • │  │    │ • │  │ │  │", "└──┘ ╶──┘   └──┘    ╵   └──┘ └──┘", "",
            "   0 days  to 2026-11-22 17:12",
        ])
        #expect(medium.nextChange == BuiltinHarness.sunday.addingTimeInterval(0.5))
    }

    @Test func aPassedTargetStopsAtZero() async throws {
        let (entry, policy) = try await entry(["target": .date(BuiltinHarness.sunday.addingTimeInterval(-60))])
        #expect(policy == .never)
        let view = try render(entry, .systemSmall, at: BuiltinHarness.sunday)
        #expect(view.trimmedLines.first == "0d 00:00:00")
        #expect(view.nextChange == nil)
    }
}

@MainActor
@Suite struct TodoWidgetTests {
    private func render(
        file: String, _ family: WidgetFamily, store: SharedStore? = nil
    ) async throws -> (RenderedView, TimelineReloadPolicy) {
        var provider = TodoProvider(now: { BuiltinHarness.sunday })
        if let store { provider.store = { .success(store) } }
        let intent = try IntentSchema.decode(TodoIntent.self, from: ["file": .string(file)])
        let timeline = await provider.timeline(for: intent, in: BuiltinHarness.context(family))
        let entry = try #require(timeline.entries.first)
        let view = BuiltinHarness.render(try BuiltinHarness.descriptor("todo"), entry: AnyTimelineEntry(entry),
                                         family: family, now: BuiltinHarness.sunday)
        return (view, timeline.policy)
    }

    @Test func readsTodoTxtAsW1sList() async throws {
        let dir = try FixtureDirectory()
        let path = try dir.write("todo.txt", "x Buy milk\nRenew passport before March\n\n  Call Ada  \nxylophone lesson\n")
        let (small, policy) = try await render(file: path, .systemSmall)
        #expect(small.trimmedLines == ["[x] Buy milk", "[ ] Renew passport before March", "[ ] Call Ada", "[ ] xylophone lesson"])
        #expect(policy == .after(BuiltinHarness.sunday.addingTimeInterval(30)))
        #expect(small.widgetURL == URL(fileURLWithPath: path))
        let (medium, _) = try await render(file: path, .systemMedium)
        #expect(medium.trimmedLines.prefix(2) == ["3 open, 1 done", "[x] Buy milk"])
    }

    @Test func expandsVariablesAndReportsAMissingFile() async throws {
        let dir = try FixtureDirectory()
        try dir.write("todo.txt", "Water plants\n")
        #expect(PathExpansion.expand("${DIR}/todo.txt", environment: ["DIR": dir.path]) == dir.path + "/todo.txt")
        #expect(PathExpansion.expand("~/t.txt", environment: ["HOME": "/home/ada"]) == "/home/ada/t.txt")
        #expect(PathExpansion.expand("$NOPE/a$", environment: [:]) == "/a$")
        let (missing, _) = try await render(file: dir.path + "/gone.txt", .systemLarge)
        #expect(missing.trimmedLines == ["cannot read gone.txt: No such file", "or directory"])
    }

    @Test func showsTheSharedListWithLinksThatTickItemsOff() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let list = SharedTodoList(store: store)
        try list.add("buy milk")
        try list.add("call Ada & Bob?")
        try list.mark(.number(1), done: true)
        let reads = SuiteReadRecorder()
        let (medium, policy) = try await SuiteReadRecorder.$current.withValue(reads) {
            try await render(file: "", .systemMedium, store: store)
        }
        #expect(reads.recorded == ["todo"])
        #expect(policy == .never)  // the store's change notification reloads it
        #expect(medium.trimmedLines == ["1 open, 1 done", "[x] buy milk", "[ ] call Ada & Bob?"])
        let links = medium.links.map(\.url)
        #expect(links.count == 2)
        let route = try #require(links.last.flatMap { HostLinkTarget(url: $0) })
        #expect(route == HostLinkTarget(host: "todo", path: "/toggle", item: "call Ada & Bob?"))
        #expect(medium.widgetURL == nil)
    }

    @Test func explainsASharedListOfTheWrongShape() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        try store.set(.int(3), forKey: "items", suite: "todo")
        let (large, _) = try await render(file: "", .systemLarge, store: store)
        #expect(large.trimmedLines.joined(separator: " ").hasPrefix("the to-do list (suite todo, key items) is of type int, not array"))
    }
}

/// A `widgetty://` URL taken apart, to check the links a widget makes.
struct HostLinkTarget: Equatable {
    var host: String
    var path: String
    var item: String?

    init(host: String, path: String, item: String?) {
        self.host = host
        self.path = path
        self.item = item
    }

    init?(url: URL) {
        guard url.scheme == "widgetty", let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        host = components.host ?? ""
        path = components.path
        item = components.queryItems?.first { $0.name == "item" }?.value
    }
}

/// The to-do widget's own link action, `widgetty://todo/toggle?item=TEXT` (the host knows no
/// widget's links).
@Suite struct TodoToggleActionTests {
    @Test func theToggleLinkTicksAnItemOffAndOnAgain() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        try SharedTodoList(store: store).add("call Ada & Bob?")
        var provider = TodoProvider(now: { BuiltinHarness.sunday })
        provider.store = { .success(store) }
        #expect(await MainActor.run { TodoWidget().widgetDescriptors.first?.linkActions["toggle"] } != nil)
        try provider.toggle([URLQueryItem(name: "item", value: "call Ada & Bob?")])
        #expect(try SharedTodoList(store: store).items().first?.isDone == true)
        try provider.toggle([URLQueryItem(name: "item", value: "call Ada & Bob?")])
        #expect(try SharedTodoList(store: store).items().first?.isDone == false)
    }

    @Test func aLinkWithoutAnItemOrWithAnUnknownOneSaysSo() throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        var provider = TodoProvider(now: { BuiltinHarness.sunday })
        provider.store = { .success(store) }
        for query in [[], [URLQueryItem(name: "item", value: "")]] {
            #expect(throws: TodoToggleError.self) { try provider.toggle(query) }
        }
        #expect(throws: TodoToggleError.self) { try provider.toggle([URLQueryItem(name: "item", value: "nothing like it")]) }
    }
}
