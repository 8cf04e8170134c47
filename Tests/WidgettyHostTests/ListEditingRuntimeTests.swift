import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The chores list's items: what the widget's editor changes and its provider reads.
private let chores = Mutex<[EditableListItem]>([EditableListItem(text: "dishes"), EditableListItem(text: "laundry")])

private struct ChoresEntry: TimelineEntry {
    let date: Date
    let items: [EditableListItem]
}

private struct ChoresProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChoresEntry { ChoresEntry(date: WidgetClock.now, items: []) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ChoresEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ChoresEntry>) -> Void) {
        completion(Timeline(entries: [ChoresEntry(date: WidgetClock.now, items: chores.withLock { $0 })], policy: .never))
    }
}

/// Each chore a link of its own; the list editable from the screen through `.listEditing`.
private struct ChoresWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "chores", provider: ChoresProvider()) { entry in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(entry.items.enumerated()), id: \.offset) { index, item in
                    Link(destination: URL(string: "widgetty://chores/open?n=\(index)")!) { Text("chore: \(item.text)") }
                }
            }
        }
        .configurationDisplayName("Chores")
        .listEditing(items: { ($0.base as? ChoresEntry)?.items }) { edit in
            chores.withLock { items in
                switch edit {
                case .add(let text): items.append(EditableListItem(text: text))
                case .rename(let index, _, let text): items[index].text = text
                case .remove(let index, _): items.remove(at: index)
                case .insert(let item, let index): items.insert(item, at: index)
                case .move(let index, let item, let target): items.remove(at: index); items.insert(item, at: target)
                }
            }
        }
    }
}

/// A widget of one's own with an editable list, on the whole screen: the keys inside it reach
/// its editor off the drawing thread, and the widget reloads with the change.
@Suite(.serialized) @MainActor struct ListEditingRuntimeTests {
    @Test func keysInsideReachTheWidgetsEditorAndTheWidgetShowsTheChange() async throws {
        chores.withLock { $0 = [EditableListItem(text: "dishes"), EditableListItem(text: "laundry")] }
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: chores\n    family: large\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: ChoresWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        await pilot.press(.character("i"))
        #expect(pilot.screen.last?.contains("n new") == true, "\(pilot.screen.last ?? "")")
        await pilot.press(.character("n"))
        await pilot.type("mow")
        #expect(pilot.text.contains("› mow"))
        await pilot.press(.enter)
        await pilot.settle()
        #expect(chores.withLock { $0.map(\.text) } == ["dishes", "laundry", "mow"])
        #expect(pilot.text.contains("chore: mow"))
        #expect(pilot.screen.last?.contains("3/3") == true, "the new chore is chosen: \(pilot.screen.last ?? "")")
        await pilot.press(.character("K"))
        await pilot.settle()
        #expect(chores.withLock { $0.map(\.text) } == ["dishes", "mow", "laundry"])
        await pilot.press(.character("d"))
        await pilot.settle()
        #expect(chores.withLock { $0.map(\.text) } == ["dishes", "laundry"])
        #expect(pilot.screen.last?.contains("deleted “mow” — u undoes") == true)
        await pilot.press(.character("u"))
        await pilot.settle()
        #expect(chores.withLock { $0.map(\.text) } == ["dishes", "mow", "laundry"])
        #expect(pilot.text.contains("chore: mow"))
    }
}
