import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Synchronization
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyUI

/// What the opener widget's action was asked, across the host's task.
private let openedItems = Mutex<[String]>([])

private struct OpenerEntry: TimelineEntry {
    let date: Date
}

private struct OpenerProvider: TimelineProvider {
    func placeholder(in context: Context) -> OpenerEntry { OpenerEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (OpenerEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OpenerEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A widget whose link records its item, then hands a link on (as the feed widget marks an
/// item read and opens it): one to a scheme no handler knows, one back into `widgetty:`.
private struct OpenerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "opener", provider: OpenerProvider()) { _ in
            VStack(alignment: .leading) {
                Link(destination: URL(string: "widgetty://opener/open?item=first&url=gopher://example.test/first")!) {
                    Text("first item")
                }
                Link(destination: URL(string: "widgetty://opener/open?item=second&url=widgetty://nowhere/x")!) {
                    Text("second item")
                }
            }
        }
        .configurationDisplayName("Opener")
        .supportedFamilies([.systemMedium])
        .openingLinkAction("open") { query in
            openedItems.withLock { $0.append(query.first { $0.name == "item" }?.value ?? "") }
            return query.first { $0.name == "url" }?.value.flatMap(URL.init(string:))
        }
    }
}

@Suite(.serialized) @MainActor struct OpeningLinkActionTests {
    private func click(_ text: String, in pilot: HostPilot) async throws {
        // The hint letter covers the first cell of a link: `text` is the rest.
        let row = try #require(pilot.screen.firstIndex { $0.contains(text) }, "\(pilot.text)")
        let column = try #require(pilot.screen[row].range(of: text)).lowerBound.utf16Offset(in: pilot.screen[row])
        await pilot.click(x: column, y: row)
        await pilot.settle()
    }

    @Test func theActionRunsThenItsLinkIsOpenedButNeverAWidgettyOne() async throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: opener\n    family: medium\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: OpenerWidget().widgetDescriptors, configuration: try #require(configuration))
        await pilot.settle()
        try await click("irst item", in: pilot)
        #expect(openedItems.withLock { $0 } == ["first"])
        // Opened as any link is: here no handler takes gopher links, and the status line says so.
        #expect(pilot.text.contains("no handler for gopher links"), "\(pilot.text)")
        try await click("econd item", in: pilot)
        #expect(openedItems.withLock { $0 } == ["first", "second"])
        #expect(!pilot.text.contains("unknown Widgetty link"))
        pilot.runtime.stop()
    }
}
