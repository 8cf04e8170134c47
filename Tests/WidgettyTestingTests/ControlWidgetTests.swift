import Foundation
import Synchronization
import Testing
import Widgetty
import WidgettyTesting

/// Control widgets (iOS 18's `ControlWidget`) written as WidgetKit's documentation shows them,
/// drawn in a cell and on one line, and chosen: the intent runs and the value provider answers anew.
let heaterOn = Mutex(false)
let kettleBoils = Mutex(0)

struct SetHeater: SetValueIntent {
    static var title: LocalizedStringResource { "Heater" }
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult & ProvidesDialog {
        heaterOn.withLock { $0 = value }
        return .result(dialog: value ? "Heating" : "Heater off")
    }
}

struct BoilKettle: AppIntent {
    static var title: LocalizedStringResource { "Boil" }
    func perform() async throws -> some IntentResult {
        kettleBoils.withLock { $0 += 1 }
        return .result()
    }
}

struct HeaterState: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { heaterOn.withLock { $0 } }
}

struct HeaterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "heater", provider: HeaterState()) { isOn in
            ControlWidgetToggle("Heater", isOn: isOn, action: SetHeater()) { on in
                Text(on ? "Warming" : "Cold")
            }
            .tint(.orange)
        }
        .displayName("Heater")
        .description("Turns the heater on and off.")
    }
}

struct KettleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "kettle") {
            ControlWidgetButton("Boil", systemImage: "cup.and.saucer", action: BoilKettle())
                .controlWidgetActionHint("Boils the kettle")
        }
    }
}

struct RoomChoice: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Room" }
    @Parameter(title: "Room", default: "Kitchen") var room: String
}

struct RoomLights: AppIntentControlValueProvider {
    func previewValue(configuration: RoomChoice) -> String { configuration.room + " (preview)" }
    func currentValue(configuration: RoomChoice) async throws -> String { configuration.room }
}

struct LightsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "lights", provider: RoomLights()) { room in
            ControlWidgetButton(action: BoilKettle()) { Text("Lights: \(room)") }
        }
    }
}

struct HouseBundle: WidgetBundle {
    var body: some Widget {
        HeaterControl()
        KettleControl()
        LightsControl()
    }
}

@MainActor
@Suite(.serialized) struct ControlWidgetTests {
    @Test func aBundleListsItsControlsAsKindsWithTheirNamesAndTheCellAndLineFamilies() {
        let kinds = HouseBundle().widgetDescriptors
        #expect(kinds.map(\.kind) == ["heater", "kettle", "lights"])
        #expect(kinds[0].displayName == "Heater" && kinds[0].description == "Turns the heater on and off.")
        #expect(kinds.allSatisfy { $0.supportedFamilies.contains(.systemSmall) && $0.supportedFamilies.contains(.accessoryInline) })
        #expect(kinds[2].intent?.schema.parameters.map(\.key) == ["room"], "a configurable control has an edit panel")
    }

    @Test func choosingAToggleRunsItsIntentWithTheOppositeStateAndTheProviderAnswersAnew() async throws {
        heaterOn.withLock { $0 = false }
        let off = try await renderControl(HeaterControl())
        #expect(off.lines.prefix(2) == ["Heater", "[ ] Cold"], "the label over its switch, one column apart")
        let toggle = try #require(off.toggles.first)
        #expect(toggle.isOn == false)
        _ = try await perform(toggle, of: HeaterControl())
        #expect(heaterOn.withLock { $0 })
        let on = try await renderControl(HeaterControl(), family: .accessoryInline)
        #expect(on.lines.count == 1 || on.lines.dropFirst().allSatisfy(\.isEmpty))
        #expect(on.lines.first == "Heater [x] Warming", "on one line, from the left")
        #expect(on.toggles.first?.isOn == true)
    }

    @Test func aButtonRunsItsIntentAndShowsItsHint() async throws {
        kettleBoils.withLock { $0 = 0 }
        let view = try await renderControl(KettleControl())
        #expect(view.lines.first == "☕ Boil" && view.words.hasSuffix("Boils the kettle"), "the symbol, the title, the hint at the foot")
        let button = try #require(view.buttons.first)
        _ = try await perform(button, of: KettleControl())
        _ = try await perform(button, of: KettleControl())
        #expect(kettleBoils.withLock { $0 } == 2)
    }

    @Test func aConfigurableControlReadsItsConfigurationAndItsDefault() async throws {
        let kitchen = try await renderControl(LightsControl())
        #expect(kitchen.words.contains("Lights: Kitchen"))
        let hall = try await renderControl(LightsControl(), params: ["room": .string("Hall")])
        #expect(hall.words.contains("Lights: Hall"))
    }
}
