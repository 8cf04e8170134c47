import Testing
import WidgettyKit

@testable import WidgettyHost

/// The gallery groups installed extensions' kinds under their bundle, after the program's own.
@Suite struct GalleryBundleGroupingTests {
    static func entry(_ name: String, bundle: String?) -> GalleryEntry {
        var entry = GalleryEntry(kind: name.lowercased(), displayName: name, families: [.systemSmall])
        entry.bundleName = bundle
        return entry
    }

    @Test func ownKindsComeFirstThenEachBundleTogetherByName() {
        let entries = [
            Self.entry("Zebra", bundle: "Weather Pro"), Self.entry("Clock", bundle: nil), Self.entry("Alpha", bundle: "Weather Pro"),
            Self.entry("Notes", bundle: "Acme"), Self.entry("Battery", bundle: nil),
        ]
        let ordered = entries.sorted(by: GalleryEntry.galleryOrder).map(\.listName)
        #expect(ordered == ["Battery", "Clock", "Notes · Acme", "Alpha · Weather Pro", "Zebra · Weather Pro"])
    }
}
