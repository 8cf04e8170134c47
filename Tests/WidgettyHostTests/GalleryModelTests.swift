import Testing
@testable import WidgettyHost
import WidgettyKit

/// The gallery's list: filtering as you type, the selection and the family chosen for it.
@Suite struct GalleryModelTests {
    static let entries = [
        GalleryEntry(kind: "battery", displayName: "Battery", description: "Charge of each battery", families: [.systemSmall]),
        GalleryEntry(kind: "clock", displayName: "Clock", description: "The time in any zone",
                     families: [.systemSmall, .systemMedium, .systemLarge], hasParameters: true),
        GalleryEntry(kind: "worldclock", displayName: "World clock", description: "Several time zones",
                     families: [.systemMedium, .systemLarge]),
        GalleryEntry(kind: "inline-only", displayName: "Inline", families: []),
    ]

    @Test func listsEveryPlaceableKindWithTheFirstSelected() {
        let model = GalleryModel(entries: Self.entries)
        #expect(model.visible.map(\.kind) == ["battery", "clock", "worldclock"])
        #expect(model.selected?.kind == "battery")
        #expect(model.family == .systemSmall)
    }

    @Test func typingFiltersByNameKindOrDescriptionAndKeepsTheSelection() {
        var model = GalleryModel(entries: Self.entries)
        model.moveSelection(by: 2)
        #expect(model.selected?.kind == "worldclock")
        model.type("CLO")
        #expect(model.visible.map(\.kind) == ["clock", "worldclock"])
        #expect(model.selected?.kind == "worldclock")
        model.type(" zones")
        #expect(model.visible.map(\.kind) == ["worldclock"])
        model.type("x")
        #expect(model.visible.isEmpty)
        #expect(model.selected == nil)
        #expect(model.family == nil as WidgetFamily?)
        model.deleteBackward()
        #expect(model.selected?.kind == "worldclock")
        model.setFilter("charge")
        #expect(model.visible.map(\.kind) == ["battery"])
        #expect(model.filter == "charge")
    }

    @Test func familiesCycleAndStayWhenTheNextKindHasThem() {
        var model = GalleryModel(entries: Self.entries)
        model.moveSelection(by: 1)
        #expect(model.selected?.kind == "clock")
        model.cycleFamily(by: 1)
        model.cycleFamily(by: 1)
        #expect(model.family == .systemLarge)
        model.cycleFamily(by: 1)
        #expect(model.family == .systemSmall)
        model.cycleFamily(by: -1)
        #expect(model.family == .systemLarge)
        model.moveSelection(by: 1)
        #expect(model.family == .systemLarge)  // world clock has large too
        model.moveSelection(by: -2)
        #expect(model.selected?.kind == "battery")
        #expect(model.family == .systemSmall)  // battery has only small
        model.moveSelection(by: -5)
        #expect(model.selected?.kind == "battery")
        model.select(1)
        model.choose(family: .systemMedium)
        #expect(model.family == .systemMedium)
        model.choose(family: .systemExtraLarge)
        #expect(model.family == .systemMedium)
    }
}
