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
        let descriptor = if let store {
            try #require(TodoWidget(store: { .success(store) }).widgetDescriptors.first)
        } else {
            try BuiltinHarness.descriptor("todo")
        }
        let view = BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: family, now: BuiltinHarness.sunday)
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
        // Medium: the open count in big digits beside `1 of 4 done`, its bar and the items.
        let board = medium.trimmedLines.joined(separator: "\n")
        #expect(board.contains("1 of 4 done ") && board.contains("[x] Buy milk") && board.contains("[ ] xylophone lesson"))
        #expect(board.contains(" open"))
    }

    /// More items than rows, in every family: the first items from the top, then `+N more`
    /// counting exactly the ones left out (a small cell had shown the middle of the list).
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    func aLongListShowsItsFirstItemsAndHowManyMore(family: WidgetFamily) async throws {
        let dir = try FixtureDirectory()
        let count = 37
        let path = try dir.write("todo.txt", (1...count).map { "Errand \($0)\n" }.joined())
        let (view, _) = try await render(file: path, family)
        let shown = view.trimmedLines.compactMap { line in
            line.range(of: #"\[ \] Errand \d+"#, options: .regularExpression).map { String(line[$0].dropFirst(11)) }
        }.compactMap(Int.init)
        #expect(shown == Array(1...shown.count), "\(view.trimmedLines)")
        #expect(shown.count < count)
        let more = view.trimmedLines.first { $0.contains("more") }?.trimmingCharacters(in: .whitespaces)
        #expect(more == "+\(count - shown.count) more", "\(view.trimmedLines)")
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
        let board = medium.trimmedLines.joined(separator: "\n")
        #expect(board.contains("1 of 2 done ") && board.contains("[x] buy milk") && board.contains("[ ] call Ada & Bob?"))
        // Each item is a check box running its intent: the second one ticks "call Ada & Bob?" off.
        let links = medium.links.map(\.url)
        #expect(links.count == 2)
        #expect(links.allSatisfy { $0.absoluteString.hasPrefix("widgetty://intent/") })
        #expect(medium.widgetURL == nil)
        _ = try await IntentButtonRegistry.shared.perform(token: try #require(Int(links[1].lastPathComponent)))
        #expect(try list.items().map(\.isDone) == [true, true])
        _ = try await IntentButtonRegistry.shared.perform(token: try #require(Int(links[0].lastPathComponent)))
        #expect(try list.items().map(\.isDone) == [false, true], "a ticked item's box ticks it on again")
    }

    @Test func explainsASharedListOfTheWrongShape() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        try store.set(.int(3), forKey: "items", suite: "todo")
        let (large, _) = try await render(file: "", .systemLarge, store: store)
        #expect(large.trimmedLines.joined(separator: " ").hasPrefix("the to-do list (suite todo, key items) is of type int, not array"))
    }
}

/// The to-do widget's check boxes' intent, ``TodoItemDoneIntent``: it sets the state it is given.
@Suite struct TodoItemDoneIntentTests {
    @Test func setsTheItemDoneOrNotAndSaysWhenItIsGone() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let list = SharedTodoList(store: store)
        try list.add("call Ada & Bob?")
        let intent = TodoItemDoneIntent(item: "call Ada & Bob?", store: { .success(store) })
        intent.value = true
        _ = try await intent.perform()
        _ = try await intent.perform()
        #expect(try list.items().first?.isDone == true, "the value is set, not flipped")
        intent.value = false
        _ = try await intent.perform()
        #expect(try list.items().first?.isDone == false)
        let gone = TodoItemDoneIntent(item: "nothing like it", store: { .success(store) })
        await #expect(throws: SharedStoreError.self) { _ = try await gone.perform() }
    }
}
