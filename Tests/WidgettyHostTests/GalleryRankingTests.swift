import Testing
@testable import WidgettyHost

/// The gallery's matches in order of how well they match, not by name: typing a kind then Enter
/// adds that kind, even when another's description mentions the word first in the alphabet.
@Suite struct GalleryRankingTests {
    static let entries = [
        GalleryEntry(kind: "disk", displayName: "Disk usage", description: "Space used on each real file system", families: [.systemSmall]),
        GalleryEntry(kind: "feed", displayName: "News feed", description: "Headlines", families: [.systemSmall]),
        GalleryEntry(kind: "network", displayName: "Network", description: "Bytes in and out", families: [.systemSmall]),
        GalleryEntry(kind: "newsroom", displayName: "Newsroom", description: "Stories", families: [.systemSmall]),
        GalleryEntry(kind: "system", displayName: "System", description: "CPU and memory", families: [.systemSmall]),
        GalleryEntry(kind: "systemd", displayName: "Units", description: "systemd units", families: [.systemSmall]),
    ]

    @Test func anExactKindComesFirstAndIsSelected() {
        var model = GalleryModel(entries: Self.entries)
        model.type("system")
        #expect(model.visible.map(\.kind) == ["system", "systemd", "disk"])
        #expect(model.selected?.kind == "system")
    }

    @Test func prefixThenWordPrefixThenSubstringThenDescription() {
        var model = GalleryModel(entries: Self.entries)
        model.setFilter("ne")
        // Three name prefixes: equals keep the list's order.
        #expect(model.visible.map(\.kind) == ["feed", "network", "newsroom"])
        model.setFilter("news")
        #expect(model.visible.map(\.kind) == ["feed", "newsroom"])
        model.setFilter("room")
        #expect(model.visible.map(\.kind) == ["newsroom"])
        model.setFilter("usage")
        #expect(model.selected?.kind == "disk")
        model.setFilter("u")
        // "Units" starts with it, a word of "Disk usage" does, the others only have it in the description.
        #expect(model.visible.map(\.kind) == ["systemd", "disk", "network", "system"])
    }

    @Test func eachRankIsBelowTheNext() {
        let entry = GalleryEntry(kind: "world-clock", displayName: "World clock", description: "Several zones", families: [.systemSmall])
        let ranks = ["world-clock", "wor", "clo", "ock", "zones"].map { GalleryRanking.rank(entry, query: $0) }
        #expect(ranks == [0, 1, 2, 3, 4])
        #expect(GalleryRanking.rank(entry, query: "clock zones") == 4)
        #expect(GalleryRanking.rank(entry, query: "world clock") == 0)
        #expect(GalleryRanking.rank(entry, query: "moon") == nil)
    }

    @Test func aKindPickedByHandStaysWhileItMatches() {
        var model = GalleryModel(entries: Self.entries)
        model.type("sys")
        #expect(model.selected?.kind == "system")
        model.moveSelection(by: 1)
        #expect(model.selected?.kind == "systemd")
        model.type("t")
        #expect(model.selected?.kind == "systemd")
        model.setFilter("disk")
        #expect(model.selected?.kind == "disk")
    }
}
