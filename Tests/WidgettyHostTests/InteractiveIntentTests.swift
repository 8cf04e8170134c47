import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Interactive widgets as iOS 17 has them: a `Button(intent:)` or `Toggle(isOn:intent:)` in a
/// widget runs the intent's `perform()` when chosen, then the widget reloads.
/// What the test intents change, as an app's store would be.
let interactiveCount = Mutex(0)
let interactiveLights = Mutex(false)

@MainActor
@Suite(.serialized) struct InteractiveIntentTests {

    struct AddIntent: AppIntent {
        static let title: LocalizedStringResource = "Add"
        @Parameter(title: "Step", default: 1) var step: Int
        init() {}
        init(step: Int) { self.step = step }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let now = interactiveCount.withLock { count in
                count += step
                return count
            }
            return .result(dialog: "added \(step), now \(now)")
        }
    }

    struct LightsIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Lights"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult {
            interactiveLights.withLock { $0 = value }
            return .result()
        }
    }

    struct CountEntry: TimelineEntry {
        let date: Date
        let count: Int
        let lights: Bool
    }

    struct CountProvider: TimelineProvider {
        func entry() -> CountEntry {
            CountEntry(date: Date(timeIntervalSince1970: 1_800_000_000), count: interactiveCount.withLock { $0 },
                       lights: interactiveLights.withLock { $0 })
        }
        func placeholder(in context: Context) -> CountEntry { entry() }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) { completion(entry()) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
            completion(Timeline(entries: [entry()], policy: .never))
        }
    }

    struct CounterWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "counter", provider: CountProvider()) { entry in
                VStack(alignment: .leading, spacing: 0) {
                    Text("Count \(entry.count)")
                    Button(intent: AddIntent(step: 2)) { Text("[plus two]") }
                    Toggle("Lights", isOn: entry.lights, intent: LightsIntent())
                }
            }
        }
    }

    @Test func aButtonIsALinkToItsIntentTheSameAtEveryRender() throws {
        let view = VStack(spacing: 0) {
            Button(intent: AddIntent(step: 2)) { Text("a") }
            Button(intent: AddIntent(step: 2)) { Text("b") }
            Button(intent: AddIntent(step: 3)) { Text("c") }
        }
        let links = renderView(view, width: 3, height: 3).links
        #expect(links.count == 3)
        #expect(links.allSatisfy { $0.url.absoluteString.hasPrefix("widgetty://intent/") })
        #expect(links[0].url == links[1].url, "the same intent and values: one link")
        #expect(links[0].url != links[2].url)
        #expect(LinkRoute.resolve(links[2].url, handlers: []) == .host(.intent(token: Int(links[2].url.lastPathComponent)!)))
    }

    @Test func performingALinkRunsTheIntentAndSaysItsDialog() async throws {
        interactiveCount.withLock { $0 = 0 }
        let link = try #require(renderView(Button(intent: AddIntent(step: 5)) { Text("x") }, width: 1, height: 1).links.first)
        let result = try await IntentButtonRegistry.shared.perform(token: Int(link.url.lastPathComponent)!)
        #expect(interactiveCount.withLock { $0 } == 5)
        #expect(result._message == "added 5, now 5")
        await #expect(throws: IntentButtonRegistry.Failure.self) { try await IntentButtonRegistry.shared.perform(token: -1) }
    }

    @Test func choosingTheButtonOnTheHomeScreenRunsItAndTheWidgetReloads() async throws {
        interactiveCount.withLock { $0 = 0 }
        interactiveLights.withLock { $0 = false }
        let yaml = "pages:\n  - - kind: counter\n      family: medium\n"
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        let pilot = try HostPilot(widgets: CounterWidget().widgetDescriptors, configuration: configuration)
        await pilot.settle()
        #expect(pilot.text.contains("Count 0"))
        // The focused cell shows each link's hint letter over its first cell: match what follows.
        #expect(pilot.text.contains(" ] Lights") || pilot.text.contains(" ]Lights"), "\(pilot.text)")
        let row = try #require(pilot.screen.firstIndex { $0.contains("plus two]") })
        let column = try #require(pilot.screen[row].range(of: "plus two]")).lowerBound.utf16Offset(in: pilot.screen[row])
        await pilot.click(x: column + 1, y: row)
        await pilot.settle()
        #expect(pilot.text.contains("Count 2"), "\(pilot.text)")
        #expect(pilot.text.contains("added 2, now 2"), "the intent's dialog in the status line")

        let toggleRow = try #require(pilot.screen.firstIndex { $0.contains("Lights") })
        let toggleColumn = try #require(pilot.screen[toggleRow].range(of: "Lights")).lowerBound.utf16Offset(in: pilot.screen[toggleRow])
        await pilot.click(x: toggleColumn, y: toggleRow)
        await pilot.settle()
        #expect(interactiveLights.withLock { $0 }, "the toggle's intent ran with the new state")
        #expect(pilot.screen[toggleRow].contains("x]"), "\(pilot.text)")
    }
}

extension InteractiveIntentTests {
    @Test func anIntentToggleIsACheckBoxAndALink() {
        let rendered = renderView(Toggle("Lights", isOn: false, intent: LightsIntent()), width: 10, height: 1)
        #expect(rendered.buffer.lines == ["[ ] Lights"])
        #expect(rendered.links.count == 1 && rendered.links[0].frame.width == 10)
    }
}
