import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The items the list widget's own link action was asked to open, in order.
private let chosenItems = Mutex<[String]>([])

private struct ListEntry: TimelineEntry {
    let date: Date
}

private struct ListProvider: TimelineProvider {
    func placeholder(in context: Context) -> ListEntry { ListEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ListEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ListEntry>) -> Void) {
        completion(Timeline(entries: [ListEntry(date: Date(timeIntervalSince1970: 1_800_000_000))], policy: .never))
    }
}

/// Fifty items, each a link to the widget's own `choose` action, more than any cell shows.
private struct ListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "list", provider: ListProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...50, id: \.self) { number in
                    Link(destination: URL(string: "widgetty://list/choose?n=\(number)")!) { Text("Item \(number)") }
                }
            }
        }
        .configurationDisplayName("List")
        .linkAction("choose") { query in
            chosenItems.withLock { $0.append(query.first { $0.name == "n" }?.value ?? "?") }
        }
    }
}

/// How many times the counted list's view was built.
private let countedBuilds = Mutex(0)

/// The same fifty links, counting each time its view is built.
private struct CountedListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counted", provider: ListProvider()) { _ in
            let _ = countedBuilds.withLock { $0 += 1 }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...50, id: \.self) { number in
                    Link(destination: URL(string: "https://example.com/\(number)")!) { Text("Row \(number)") }
                }
            }
        }
        .configurationDisplayName("Counted")
    }
}

/// Going inside a widget: Enter on a list (or `i`), j/k and the wheel to choose and scroll,
/// Enter to open the choice, Esc to leave; the selection shows without colour.
@Suite(.serialized) @MainActor struct InsideWidgetTests {
    private func pilot() throws -> HostPilot {
        let (configuration, problems) = HomeFileParser.parse("widgets:\n  - kind: list\n    family: large\n", file: "home.yaml")
        #expect(problems.isEmpty)
        return try HostPilot(widgets: ListWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
    }

    /// The row of the screen showing `text`, and whether it is drawn in reverse video there.
    private func row(of text: String, in pilot: HostPilot) -> (row: Int, selected: Bool)? {
        guard let row = pilot.screen.firstIndex(where: { $0.contains(text + " ") || $0.hasSuffix(text) }),
            let column = pilot.screen[row].range(of: text).map({ pilot.screen[row].distance(from: pilot.screen[row].startIndex, to: $0.lowerBound) })
        else { return nil }
        return (row, pilot.terminal.screen[column, row].style.attributes.contains(.reverse))
    }

    @Test func enterGoesInsideAListAndJAndKChooseAndScroll() async throws {
        chosenItems.withLock { $0 = [] }
        let pilot = try pilot()
        await pilot.settle()
        #expect(pilot.text.contains("Item 1") && !pilot.text.contains("Item 50"))
        await pilot.press(.enter)
        #expect(row(of: "Item 1", in: pilot)?.selected == true, "\(pilot.text)")
        #expect(pilot.screen.last?.contains("1/50") == true, "\(pilot.screen.last ?? "")")
        for _ in 0..<30 { await pilot.press(.character("j")) }
        #expect(row(of: "Item 31", in: pilot)?.selected == true, "\(pilot.text)")
        #expect(row(of: "Item 1", in: pilot) == nil, "scrolled past the first items")
        await pilot.press(.character("G"))
        #expect(row(of: "Item 50", in: pilot)?.selected == true, "\(pilot.text)")
        await pilot.press(.enter)
        await pilot.settle()
        #expect(chosenItems.withLock { $0 } == ["50"])
        await pilot.press(.character("k"), .character("k"))
        #expect(row(of: "Item 48", in: pilot)?.selected == true)
        await pilot.press(.character("g"))
        #expect(row(of: "Item 1", in: pilot)?.selected == true)
        // Esc leaves: no selection, the list from the top, the home screen's keys again.
        await pilot.press(.escape)
        #expect(row(of: "Item 1", in: pilot)?.selected == false)
        #expect(pilot.screen.last?.contains("1/50") == false)
        await pilot.press(.character("i"))
        #expect(row(of: "Item 1", in: pilot)?.selected == true, "i goes inside too")
        // The wheel over it scrolls; another key of the home screen leaves and does its work.
        pilot.terminal.send(.input(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 5)))))
        await pilot.settle()
        #expect(row(of: "Item 1", in: pilot) == nil)
        await pilot.press(.character("?"))
        #expect(pilot.runtime.state.inside == nil)
        #expect(pilot.text.contains("go inside the focused widget"))
    }

    /// Choosing and scrolling copy from the full-height view laid out when going inside: a key
    /// builds the widget's view no more (key to paint stays a copy, not a render).
    @Test func choosingAndScrollingDoNotRenderTheWidgetAgain() async throws {
        let (configuration, problems) = HomeFileParser.parse("widgets:\n  - kind: counted\n    family: large\n", file: "home.yaml")
        #expect(problems.isEmpty)
        let pilot = try HostPilot(widgets: CountedListWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        await pilot.press(.character("i"))
        await pilot.press(.character("j"))
        let builds = countedBuilds.withLock { $0 }
        for _ in 0..<40 { await pilot.press(.character("j")) }
        await pilot.press(.character("G"), .character("k"), .character("g"))
        #expect(pilot.screen.last?.contains("1/50") == true, "\(pilot.screen.last ?? "")")
        #expect(row(of: "Row 1", in: pilot)?.selected == true)
        #expect(countedBuilds.withLock { $0 } == builds, "43 keys inside built the view again")
        // Leaving and the home screen's own work still render it as before.
        await pilot.press(.escape)
        pilot.runtime.invalidateRenderedViews()
        await pilot.press(.character("i"))
        #expect(countedBuilds.withLock { $0 } > builds)
    }
}
