import Foundation
import Testing
import WidgettyKit
import WidgettyPreview
import WidgettyUI

/// How `preview` lists a program's #Previews and finds the one a word names.
@MainActor
@Suite struct PreviewCatalogTests {
    struct Entry: TimelineEntry { let date: Date }

    static func widgetPreview(name: String?, line: Int, family: WidgetFamily) -> WidgetPreview {
        WidgetPreview(name: name, fileID: "Demo/DemoWidget.swift", line: line, content: .widget(family: family) {
            let entry = AnyTimelineEntry(Entry(date: Date(timeIntervalSince1970: 0)))
            let source = WidgetTimelineSource(
                placeholder: { _ in entry }, snapshot: { _, _ in entry },
                timeline: { _, _ in AnyTimeline(entries: [entry], policy: .never) })
            let descriptor = AnyWidgetDescriptor(kind: "Demo", intent: nil, source: source, entryCodec: nil) { _ in AnyView(Text("hi")) }
            return PreviewedWidget(descriptor: descriptor, intentValues: [:])
        })
    }

    static let catalog = PreviewCatalog(previews: [
        widgetPreview(name: nil, line: 40, family: .systemSmall),
        widgetPreview(name: "Lock screen", line: 52, family: .accessoryRectangular),
        WidgetPreview(name: nil, fileID: "Demo/Views.swift", line: 9, content: .view { AnyView(Text("hello")) }),
    ])

    @Test func theListingNumbersNamesAndPlacesEachPreview() {
        #expect(Self.catalog.listing == """
            #Preview (preview NUMBER, NAME or FILE:LINE shows one):
              1  Demo · small   widget, small        DemoWidget.swift:40
              2  "Lock screen"  widget, rectangular  DemoWidget.swift:52
              3  Preview        view                 Views.swift:9

            """)
        #expect(PreviewCatalog(previews: []).listing == "No #Preview in this program.\n")
    }

    @Test func aWordNamesAPreviewByNumberNameOrPlace() {
        #expect(Self.catalog.index(named: "2") == 1)
        #expect(Self.catalog.index(named: "Lock screen") == 1)
        #expect(Self.catalog.index(named: "Views.swift:9") == 2)
        #expect(Self.catalog.index(named: "4") == nil)
        #expect(Self.catalog.index(named: "nope") == nil)
    }

    @Test func aViewPreviewIsShownAsSmallMediumAndLargeWithItsLabel() throws {
        let subject = try #require(Self.catalog.subject(at: 2))
        #expect(subject.descriptor.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(subject.label == "#Preview 3/3 Preview · Views.swift:9")
        let widget = try #require(Self.catalog.subject(at: 1))
        #expect(widget.label == "#Preview 2/3 \"Lock screen\" · DemoWidget.swift:52")
    }
}
