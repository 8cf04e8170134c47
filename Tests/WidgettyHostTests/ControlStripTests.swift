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

/// What the strip's controls change: the fan's state (its backing store), and why the jammed
/// button fails.
enum StripFixture {
    static let fanOn = Mutex(false)
    static let boiled = Mutex(0)
    /// The fan's intent waits here while `slow` is set.
    static let slow = Mutex(false)
    static let fanGate = IntentGate()
}

/// The control strip on a whole home screen (virtual clock, memory terminal): drawn on the top
/// row of every page above the grid, reached by `C` or ↑ from the top row, acted on by Enter,
/// Space or a click through the intent path cells use, the control's value asked again and
/// drawn; a control whose `perform()` throws says why and the strip goes on working.
@MainActor
@Suite(.serialized) struct ControlStripTests {
    struct SetFan: SetValueIntent {
        static let title: LocalizedStringResource = "Fan"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult {
            if StripFixture.slow.withLock({ $0 }) { await StripFixture.fanGate.wait() }
            StripFixture.fanOn.withLock { $0 = value }
            return .result()
        }
    }

    struct FanState: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { StripFixture.fanOn.withLock { $0 } }
    }

    struct FanControl: WidgettyKit.ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "fan", provider: FanState()) { isOn in
                ControlWidgetToggle("Fan", isOn: isOn, action: SetFan())
            }
            .displayName("Fan")
        }
    }

    struct Jammed: Error, CustomStringConvertible {
        var description: String { "the lid is stuck" }
    }

    struct BoilKettle: AppIntent {
        static let title: LocalizedStringResource = "Boil"
        func perform() async throws -> some IntentResult {
            StripFixture.boiled.withLock { $0 += 1 }
            if StripFixture.boiled.withLock({ $0 }) > 0 { throw Jammed() }
            return .result()
        }
    }

    struct KettleControl: WidgettyKit.ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "kettle") { ControlWidgetButton("Kettle", action: BoilKettle()) }
                .displayName("Kettle")
        }
    }

    struct Unplugged: Error, CustomStringConvertible {
        var description: String { "the meter is unplugged" }
    }

    struct MeterReading: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { throw Unplugged() }
    }

    /// A control whose value never comes: its provider throws.
    struct MeterControl: WidgettyKit.ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "meter", provider: MeterReading()) { isOn in
                ControlWidgetToggle("Meter", isOn: isOn, action: SetFan())
            }
            .displayName("Meter")
        }
    }

    struct NoteEntry: TimelineEntry { let date: Date }

    struct NoteProvider: TimelineProvider {
        func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: WidgetClock.now) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (NoteEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct NoteWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "note", provider: NoteProvider()) { _ in Text(verbatim: "a note") }.configurationDisplayName("Note")
        }
    }

    func pilot(width: Int = 120, controls: [String] = ["fan", "kettle"]) async throws -> HostPilot {
        StripFixture.fanOn.withLock { $0 = false }
        StripFixture.boiled.withLock { $0 = 0 }
        StripFixture.slow.withLock { $0 = false }
        StripFixture.fanGate.close()
        let yaml = "controls:\n" + controls.map { "  - kind: \($0)\n" }.joined() + "widgets:\n  - kind: note\n  - kind: note\n"
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        let pilot = try HostPilot(
            widgets: FanControl().widgetDescriptors + KettleControl().widgetDescriptors + MeterControl().widgetDescriptors
                + NoteWidget().widgetDescriptors,
            configuration: configuration, size: Size(width: width, height: 30))
        await pilot.settle()
        return pilot
    }

    func chipIsReversed(_ index: Int, in pilot: HostPilot) -> Bool {
        let frame = pilot.runtime.state.controlStrip.chips[index].frame
        return (frame.minX..<frame.maxX).allSatisfy { pilot.terminal.screen[$0, 0].style.attributes.contains(.reverse) }
    }

    @Test func theStripIsTheTopRowOfEveryPageAboveTheGrid() async throws {
        let pilot = try await pilot()
        #expect(pilot.screen[0].hasPrefix(" Fan [ ] Off"), "\(pilot.text)")
        #expect(pilot.screen[0].contains("│ Kettle"))
        #expect(pilot.screen[1].hasPrefix("┏━ Note"), "the grid starts below it, its first widget focused\n\(pilot.text)")
        #expect(!chipIsReversed(0, in: pilot) && !chipIsReversed(1, in: pilot))
        await pilot.press(.character("]"))
        #expect(pilot.screen[0].hasPrefix(" Fan [ ] Off"), "on every page")
        await pilot.resize(width: 30, height: 7)
        #expect(pilot.text.contains("at least 12×8"), "a slot, the strip, the dots and the status line\n\(pilot.text)")
    }

    @Test func theStripKeyChoosesAControlAndEnterOrSpaceActsThroughItsIntent() async throws {
        let pilot = try await pilot()
        await pilot.press(.character("C"))
        #expect(chipIsReversed(0, in: pilot), "the fan has the keyboard, in reverse video")
        #expect(pilot.screen[1].hasPrefix("╭─ Note"), "the grid's focus is drawn no more\n\(pilot.text)")
        #expect(pilot.screen.last?.contains("enter act") == true)
        await pilot.press(.enter)
        #expect(StripFixture.fanOn.withLock { $0 }, "perform() ran with the opposite state")
        #expect(pilot.screen[0].hasPrefix(" Fan [x] On"), "the value asked again and drawn\n\(pilot.text)")
        await pilot.press(.character(" "))
        #expect(!StripFixture.fanOn.withLock { $0 })
        #expect(pilot.screen[0].hasPrefix(" Fan [ ] Off"))
        await pilot.press(.character("r"))
        #expect(pilot.screen.last?.contains("reloading Fan") == true && chipIsReversed(0, in: pilot), "r reloads the control")
        await pilot.press(.character("e"))
        #expect(pilot.screen.last?.contains("`params:` under `controls:`") == true, "its settings are in the home file")
        await pilot.press(.escape)
        #expect(!chipIsReversed(0, in: pilot) && pilot.screen[1].hasPrefix("┏━ Note"), "Esc gives the grid its focus back")
        await pilot.press(.character("C"), .character("2"))
        #expect(pilot.runtime.state.focusedControlID == nil && pilot.screen[1].contains("┏━ Note"), "another key leaves and does its own")
    }

    @Test func aToggleFlipsAtOnceWhilePerformRunsAsACellsToggleDoes() async throws {
        let pilot = try await pilot()
        StripFixture.slow.withLock { $0 = true }
        await pilot.press(.character("C"), .enter)
        #expect(!StripFixture.fanOn.withLock { $0 }, "perform() waits")
        #expect(pilot.screen[0].hasPrefix(" Fan [x]"), "drawn flipped meanwhile\n\(pilot.text)")
        await pilot.press(.enter)
        StripFixture.fanGate.open()
        await pilot.settle()
        #expect(StripFixture.fanOn.withLock { $0 } && pilot.screen[0].hasPrefix(" Fan [x] On"), "chosen again while it ran: run once")
    }

    @Test func upFromTheTopRowEntersTheStripAndDownLeavesIt() async throws {
        let pilot = try await pilot()
        await pilot.press(.up)
        #expect(chipIsReversed(0, in: pilot))
        await pilot.press(.right)
        #expect(chipIsReversed(1, in: pilot) && !chipIsReversed(0, in: pilot))
        await pilot.press(.tab)
        #expect(chipIsReversed(0, in: pilot), "Tab wraps around the strip")
        await pilot.press(.down)
        #expect(pilot.runtime.state.focusedControlID == nil && pilot.screen[1].hasPrefix("┏━ Note"))
    }

    @Test func aClickActsAndAFailingControlSaysWhyWithoutBreakingTheStrip() async throws {
        let pilot = try await pilot()
        let kettle = pilot.runtime.state.controlStrip.chips[1].frame
        await pilot.click(x: kettle.minX + 3, y: 0)
        #expect(StripFixture.boiled.withLock { $0 } == 1)
        #expect(pilot.screen.last?.contains("Kettle: the lid is stuck") == true, "\(pilot.text)")
        #expect(pilot.screen[0].contains("Kettle") && pilot.screen[0].hasPrefix(" Fan [ ] Off"), "the strip is whole")
        let fan = pilot.runtime.state.controlStrip.chips[0].frame
        await pilot.click(x: fan.minX + 1, y: 0)
        #expect(StripFixture.fanOn.withLock { $0 }, "the other control still acts")
        #expect(pilot.screen[0].hasPrefix(" Fan [x] On"), "\(pilot.text)")
        #expect(chipIsReversed(0, in: pilot), "the clicked control has the keyboard")
    }

    @Test func aControlWhoseValueFailsShowsItsNameAndWhyWhenChosen() async throws {
        let pilot = try await pilot(controls: ["meter", "fan"])
        #expect(pilot.screen[0].hasPrefix(" Meter") && pilot.screen[0].contains("!│ Fan [ ] Off"), "its name, not its redacted placeholder, and the stale mark")
        await pilot.press(.character("C"))
        #expect(pilot.screen.last?.contains("Meter: the provider failed: the meter is unplugged") == true, "\(pilot.text)")
        await pilot.press(.enter)
        #expect(pilot.screen.last?.contains("Meter has nothing to run yet") == true)
        await pilot.press(.right, .enter)
        #expect(pilot.screen[0].contains("Fan [x] On"), "the strip goes on working")
    }

    @Test func aNarrowScreenScrollsTheStripToTheFocusedControl() async throws {
        let pilot = try await pilot(width: 20)
        #expect(pilot.screen[0].hasPrefix("  Fan") && pilot.screen[0].hasSuffix("›") && !pilot.screen[0].contains("Kettle"), "\(pilot.text)")
        await pilot.press(.character("C"), .right)
        #expect(pilot.screen[0].hasPrefix("‹") && pilot.screen[0].contains("Kettle"), "\(pilot.text)")
        await pilot.press(.enter)
        #expect(StripFixture.boiled.withLock { $0 } == 1)
    }
}
