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

/// A place a test's intent waits until the test opens it; never opened, the intent hangs.
final class IntentGate: Sendable {
    private struct Waiting {
        var isOpen = false
        var continuations: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(Waiting())

    func wait() async {
        await withCheckedContinuation { continuation in
            let open = state.withLock { waiting in
                if !waiting.isOpen { waiting.continuations.append(continuation) }
                return waiting.isOpen
            }
            if open { continuation.resume() }
        }
    }

    func open() {
        for continuation in state.withLock({ waiting in
            waiting.isOpen = true
            defer { waiting.continuations = [] }
            return waiting.continuations
        }) { continuation.resume() }
    }

    func close() { state.withLock { $0.isOpen = false } }
}

/// What the pressed-control tests' intents change, and the gates they wait at.
enum PressedFixture {
    static let count = Mutex(0)
    static let switchOn = Mutex(false)
    /// The switch's intent throws this when set (after its gate opens).
    static let failure = Mutex<String?>(nil)
    static let addGate = IntentGate()
    static let switchGate = IntentGate()

    static func reset() {
        count.withLock { $0 = 0 }
        switchOn.withLock { $0 = false }
        failure.withLock { $0 = nil }
        addGate.close()
        switchGate.close()
    }
}

/// The pressed look of a widget's button and the optimistic flip of its toggle, from the key or
/// click until the widget's reload lands; a toggle rolled back with a message when its intent
/// throws or does not finish in time; the other widgets keeping their schedule meanwhile. All on
/// the virtual clock.
@MainActor
@Suite(.serialized) struct PressedControlTests {
    struct SlowAddIntent: AppIntent {
        static let title: LocalizedStringResource = "Add one, slowly"
        func perform() async throws -> some IntentResult {
            await PressedFixture.addGate.wait()
            PressedFixture.count.withLock { $0 += 1 }
            return .result()
        }
    }

    struct SwitchIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Switch"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult {
            await PressedFixture.switchGate.wait()
            if let failure = PressedFixture.failure.withLock({ $0 }) { throw SwitchJammed(reason: failure) }
            PressedFixture.switchOn.withLock { $0 = value }
            return .result()
        }
    }

    struct SwitchJammed: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    struct PanelEntry: TimelineEntry {
        let date: Date
        let count: Int
        let switchOn: Bool
    }

    struct PanelProvider: TimelineProvider {
        func entry() -> PanelEntry {
            PanelEntry(date: WidgetClock.now, count: PressedFixture.count.withLock { $0 }, switchOn: PressedFixture.switchOn.withLock { $0 })
        }
        func placeholder(in context: Context) -> PanelEntry { entry() }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (PanelEntry) -> Void) { completion(entry()) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PanelEntry>) -> Void) {
            completion(Timeline(entries: [entry()], policy: .never))
        }
    }

    struct PanelWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "panel", provider: PanelProvider()) { entry in
                VStack(alignment: .leading, spacing: 0) {
                    Text("Count \(entry.count)")
                    Button(intent: SlowAddIntent()) { Text(verbatim: "[add one]") }
                    Toggle("Switch", isOn: entry.switchOn, intent: SwitchIntent())
                }
            }
            .configurationDisplayName("Panel")
            .providerTimeout(.seconds(2))
        }
    }

    struct TickEntry: TimelineEntry { let date: Date }

    /// An entry at every whole second for a minute: "tick N", N the second of the minute.
    struct TickProvider: TimelineProvider {
        func placeholder(in context: Context) -> TickEntry { TickEntry(date: WidgetClock.now) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
            completion(TickEntry(date: WidgetClock.now))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
            let start = WidgetClock.now.timeIntervalSince1970.rounded(.down)
            let entries = (0..<60).map { TickEntry(date: Date(timeIntervalSince1970: start + Double($0))) }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct TickerWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "ticker", provider: TickProvider()) { entry in
                Text(verbatim: "tick \(Int(entry.date.timeIntervalSince1970) % 60)")
            }
        }
    }

    func pilot() async throws -> HostPilot {
        PressedFixture.reset()
        let yaml = "pages:\n  - - kind: panel\n      family: medium\n    - kind: ticker\n"
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        let pilot = try HostPilot(
            widgets: PanelWidget().widgetDescriptors + TickerWidget().widgetDescriptors, configuration: configuration)
        await pilot.settle()
        return pilot
    }

    /// Where `text` starts on screen.
    func position(of text: String, in pilot: HostPilot) throws -> Point {
        let row = try #require(pilot.screen.firstIndex { $0.contains(text) }, "\(text) in \(pilot.text)")
        let line = pilot.screen[row]
        let column = try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
        return Point(x: column, y: row)
    }

    func isReversed(at point: Point, in pilot: HostPilot) -> Bool {
        pilot.terminal.screen[point.x, point.y].style.attributes.contains(.reverse)
    }

    /// Where the toggle's box starts on screen (its link's first cell).
    func toggleBox(in pilot: HostPilot) throws -> Point {
        let cell = try #require(pilot.runtime.state.shown.cells.values.first { $0.name == "Panel" })
        let link = try #require(cell.links.last)
        return Point(x: cell.contentOrigin.x + link.frame.minX, y: cell.contentOrigin.y + link.frame.minY)
    }

    /// What the toggle's box holds between its brackets: "x" when on (the hint letter covers the `[`).
    func mark(at box: Point, in pilot: HostPilot) -> String {
        pilot.terminal.screen[box.x + 1, box.y].text
    }

    /// The hint letter the focused widget shows for its `index`-th link.
    func hintLetter(ofLink index: Int, in pilot: HostPilot) throws -> Character {
        let cell = try #require(pilot.runtime.state.shown.cells.values.first { $0.name == "Panel" })
        let url = cell.links[index].url
        return try #require(pilot.runtime.state.shown.linkHints.first { $0.value == url }?.key)
    }

    @Test func aButtonIsDrawnPressedFromItsKeyUntilItsWidgetHasReloaded() async throws {
        let pilot = try await pilot()
        let label = try position(of: "add one]", in: pilot)
        #expect(!isReversed(at: label, in: pilot))
        await pilot.press(.character(try hintLetter(ofLink: 0, in: pilot)))
        #expect(isReversed(at: label, in: pilot), "pressed at once, while perform() waits")
        #expect(pilot.text.contains("Count 0"))
        await pilot.press(.character(try hintLetter(ofLink: 0, in: pilot)))
        PressedFixture.addGate.open()
        await pilot.settle()
        #expect(pilot.text.contains("Count 1"), "pressed again while it ran: run once\n\(pilot.text)")
        #expect(!isReversed(at: try position(of: "add one]", in: pilot), in: pilot), "released once the reload landed")
        #expect(pilot.runtime.state.pressedControls.isEmpty)
    }

    @Test func aClickedToggleFlipsAtOnceAndStaysFlippedWhenItsIntentSucceeds() async throws {
        let pilot = try await pilot()
        let box = try toggleBox(in: pilot)
        #expect(mark(at: box, in: pilot) == " ")
        await pilot.click(x: box.x + 4, y: box.y)
        #expect(mark(at: box, in: pilot) == "x", "flipped before perform() returns\n\(pilot.text)")
        #expect(isReversed(at: Point(x: box.x + 1, y: box.y), in: pilot))
        #expect(!PressedFixture.switchOn.withLock { $0 })
        PressedFixture.switchGate.open()
        await pilot.settle()
        #expect(PressedFixture.switchOn.withLock { $0 })
        #expect(mark(at: box, in: pilot) == "x")
        #expect(!isReversed(at: Point(x: box.x + 1, y: box.y), in: pilot))
    }

    @Test func aToggleWhoseIntentThrowsRollsBackAndTheStatusLineSaysWhy() async throws {
        let pilot = try await pilot()
        let box = try toggleBox(in: pilot)
        #expect(mark(at: box, in: pilot) == " ")
        await pilot.click(x: box.x + 4, y: box.y)
        #expect(mark(at: box, in: pilot) == "x")
        PressedFixture.failure.withLock { $0 = "the switch is jammed" }
        PressedFixture.switchGate.open()
        await pilot.settle()
        #expect(mark(at: box, in: pilot) == " ", "rolled back\n\(pilot.text)")
        #expect(!isReversed(at: Point(x: box.x + 1, y: box.y), in: pilot))
        #expect(pilot.text.contains("Panel: the switch is jammed"), "\(pilot.text)")
    }

    @Test func aHungIntentTimesOutRollsBackAndNeverHoldsTheOtherWidgets() async throws {
        let pilot = try await pilot()
        defer { PressedFixture.switchGate.open() }
        let box = try toggleBox(in: pilot)
        #expect(mark(at: box, in: pilot) == " ")
        let start = Int(pilot.clock.now.timeIntervalSince1970) % 60
        #expect(pilot.text.contains("tick \(start)"))
        await pilot.click(x: box.x + 4, y: box.y)
        #expect(mark(at: box, in: pilot) == "x")
        // perform() never returns: the ticker keeps its schedule, second by second.
        await pilot.advance(by: 1)
        #expect(pilot.text.contains("tick \(start + 1)"), "\(pilot.text)")
        #expect(mark(at: box, in: pilot) == "x", "still flipped within the time limit")
        await pilot.advance(by: 1)
        // At the widget's 2-second limit the intent is given up and the toggle rolls back.
        #expect(pilot.text.contains("tick \(start + 2)"), "\(pilot.text)")
        #expect(mark(at: box, in: pilot) == " ", "rolled back at the timeout\n\(pilot.text)")
        #expect(pilot.text.contains("Panel: did not finish within 2"), "\(pilot.text)")
        await pilot.advance(by: 1)
        #expect(pilot.text.contains("tick \(start + 3)"))
        #expect(pilot.runtime.state.pressedControls.isEmpty)
    }
}
