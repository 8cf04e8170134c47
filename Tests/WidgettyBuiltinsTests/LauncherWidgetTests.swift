import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyStore
import WidgettyTerminal
import WidgettyUI
@testable import WidgettyBuiltins

@MainActor
@Suite struct LauncherWidgetTests {
    /// A store with two user shortcuts (one not a URL) and one published link handler.
    private func store(_ dir: FixtureDirectory) throws -> SharedStore {
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        try store.set(["Mail": .string("mailto:me@example.com"), "Docs": .url(URL(string: "https://example.com/docs")!),
                       "Broken": .string("not a url")], suite: "launcher")
        try store.set(.string("vim"), forKey: "file:///home/me/notes/", suite: "widgetty.links")
        return store
    }

    private func render(_ entry: LauncherEntry, _ family: WidgetFamily, width: Int = 56, height: Int = 10) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("launcher"), entry: AnyTimelineEntry(entry), family: family,
                              width: width, height: height, now: BuiltinHarness.sunday)
    }

    @Test func offersTheUsersShortcutsThenHandlersThenPagesAndReloadsWhenTheyChange() async throws {
        let dir = try FixtureDirectory()
        let store = try store(dir)
        let shortcuts = LauncherShortcuts(store: { .success(store) })
        let reads = SuiteReadRecorder()
        let titles = try await SuiteReadRecorder.$current.withValue(reads) { try await LauncherOptions(shortcuts: shortcuts).results() }
        // No running screen has said how many pages it has: no page button but Home.
        #expect(titles == ["Docs", "Mail", "notes", "Home", "Reload all"])
        #expect(reads.recorded == ["launcher", "widgetty.links", "widgetty.home"])
        let provider = LauncherProvider(now: { BuiltinHarness.sunday }, shortcuts: shortcuts)
        let intent = try IntentSchema.decode(LauncherIntent.self, from: ["buttons": .array([.string("notes"), .string("Gone"), .string("Mail")])])
        let timeline = await provider.timeline(for: intent, in: BuiltinHarness.context(.systemMedium))
        #expect(timeline.policy == .never)
        let entry = try #require(timeline.entries.first)
        #expect(entry.buttons.map(\.title) == ["notes", "Mail"])
        #expect(entry.buttons.first?.url == URL(string: "file:///home/me/notes/"))
        #expect(entry.unknown == ["Gone"])
    }

    @Test func offersAButtonForEachPageThereIsAndNoneForPagesThereAreNot() throws {
        let dir = try FixtureDirectory()
        let store = try store(dir)
        let shortcuts = LauncherShortcuts(store: { .success(store) })
        for (pages, expected) in [(1, [String]()), (2, ["Page 2"]), (3, ["Page 2", "Page 3"])] {
            try store.set(.int(pages), forKey: "pages", suite: "widgetty.home")
            let titles = shortcuts.all().shortcuts.map(\.title)
            #expect(titles.filter { $0.hasPrefix("Page") } == expected, "\(pages) pages: \(titles)")
            #expect(titles.contains("Home") && titles.contains("Reload all"))
        }
    }

    @Test func smallIsATwoByTwoGridOfLinks() throws {
        let buttons = (1...6).map { LauncherShortcut(title: "App \($0)", url: URL(string: "https://example.com/\($0)")!) }
        let view = try render(LauncherEntry(date: BuiltinHarness.sunday, buttons: buttons), .systemSmall, width: 26)
        // Each tile an icon three rows tall (the initial in a rounded square) over its title.
        #expect(view.trimmedLines == ["  ╭─────╮       ╭─────╮", "  │  A  │       │  A  │", "  ╰─────╯       ╰─────╯", "   App 1         App 2", "",
                                      "  ╭─────╮       ╭─────╮", "  │  A  │       │  A  │", "  ╰─────╯       ╰─────╯", "   App 3         App 4"])
        #expect(view.links.map(\.url.lastPathComponent) == ["1", "2", "3", "4"])
    }

    @Test func mediumHasTwoRowsOfFourAndLargeListsEveryButtonWithItsLink() throws {
        let buttons = (1...9).map { LauncherShortcut(title: "B\($0)", url: URL(string: "widgetty://page/\($0)")!) }
        let entry = LauncherEntry(date: BuiltinHarness.sunday, buttons: buttons)
        let medium = try render(entry, .systemMedium)
        #expect(medium.links.count == 8)
        #expect(medium.trimmedLines[3].split(separator: " ") == ["B1", "B2", "B3", "B4"])
        #expect(medium.trimmedLines[8].split(separator: " ") == ["B5", "B6", "B7", "B8"])
        let large = try render(entry, .systemLarge, height: 22)
        #expect(large.links.count == 9)
        #expect(large.trimmedLines[0].hasPrefix(" B B1 "))
        #expect(large.trimmedLines[0].hasSuffix("widgetty://page/1"))
        // Every tile is coloured, so the grid reads as buttons.
        #expect(large.buffer[1, 0].style.background != .default)
        #expect(large.buffer[4, 0].style.background == .default)
    }

    @Test func saysWhenThereIsNothingOrTheStoreCannotBeRead() throws {
        let empty = try render(LauncherEntry(date: BuiltinHarness.sunday, buttons: [], problem: "cannot open x"), .systemSmall, width: 26)
        #expect(empty.trimmedLines == ["cannot open x", "No shortcuts"])
    }
}
