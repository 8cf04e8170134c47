import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
import WidgettyUI

private struct FanIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Fan"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

private struct RoomIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room"
    @Parameter(title: "Room", default: "Hall") var room: String
    @Parameter(title: "Level", default: 1, inclusiveRange: (1, 3)) var level: Int
}

/// A toggle without settings, and a button configured by a room.
private struct FanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "fan") { ControlWidgetToggle("Fan", isOn: false, action: FanIntent()) }
    }
}

private struct RoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "room") { (room: RoomIntent) in ControlWidgetButton(room.room, action: FanIntent()) }
    }
}

private struct PlainEntry: TimelineEntry { let date: Date }

private struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (PlainEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct GaugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "gauge", provider: PlainProvider()) { _ in Text("gauge") }.supportedFamilies([.systemSmall, .accessoryInline])
    }
}

/// The home file's control strip (`controls:`): read as a list of controls placed on one line,
/// its ids shared with the pages' widgets, its keys and kinds checked with `file:line:column`.
@Suite @MainActor struct ControlStripFileTests {
    private var registry: WidgetRegistry {
        WidgetRegistry(FanControl().widgetDescriptors + RoomControl().widgetDescriptors + GaugeWidget().widgetDescriptors)
    }

    private func problems(_ yaml: String) -> [String] {
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        guard let configuration else { return parseProblems.map(\.description) }
        return (parseProblems + HomeValidator(registry: registry).problems(in: configuration, file: "home.yaml")).map(\.description)
    }

    @Test func controlsAreReadInOrderOnOneLineWithIdsSharedWithThePages() throws {
        let yaml = """
            controls:
              - kind: fan
              - kind: room
                title: Lights
                params: { room: Kitchen }
            widgets:
              - kind: fan
              - kind: gauge
            """
        let (parsed, found) = HomeFileParser.parse(yaml, file: "home.yaml")
        let configuration = try #require(parsed)
        #expect(found.isEmpty)
        #expect(configuration.controls.map(\.kind) == ["fan", "room"])
        #expect(configuration.controls.allSatisfy { $0.family == .accessoryInline }, "the strip draws each on one line")
        #expect(configuration.controls[1].title == "Lights" && configuration.controls[1].params["room"] == .string("Kitchen"))
        #expect(configuration.controls[0].location?.line == 2 && configuration.controls[0].location?.column == 5)
        // One id space: the fan cell on the page does not take the strip's fan's id.
        #expect(configuration.controls[0].id == "fan" && configuration.allWidgets.first?.id == "fan-2")
        #expect(configuration.isStripControl("fan") && !configuration.isStripControl("fan-2"))
        #expect(configuration.widget(withID: "room")?.title == "Lights", "a control is found by its id as a widget is")
        #expect(problems(yaml).isEmpty, "a control may be a cell too")
    }

    @Test func aControlTakesNoFamilyNorAWidgetsOtherKeys() {
        let yaml = """
            controls:
              - kind: fan
                family: small
                open: [htop]
              - title: Nameless
              - fan
            """
        #expect(problems(yaml) == [
            "home.yaml:3:5: unknown key 'family' in a control (expected kind, id, title, tint or params): the strip draws each control on one line",
            "home.yaml:4:5: unknown key 'open' in a control (expected kind, id, title, tint or params): the strip draws each control on one line",
            "home.yaml:5:5: a control needs a `kind:`",
            "home.yaml:6:5: a control is a mapping with `kind:`",
        ])
        #expect(problems("controls: fan\n") == ["home.yaml:1:11: `controls` is a list of controls, e.g. `- kind: heater`"])
        #expect(problems("controls:\n").isEmpty, "an empty strip is no strip")
    }

    @Test func theStripHoldsControlsOnlyAndChecksTheirSettings() throws {
        let yaml = """
            controls:
              - kind: gauge
              - kind: kettle
              - kind: room
                params: { level: 7, colour: red }
            """
        #expect(problems(yaml) == [
            "home.yaml:2:5: 'gauge' is a widget, not a control: place it under `pages:` (controls: fan, room)",
            "home.yaml:3:5: unknown control kind 'kettle' (controls: fan, room)",
            "home.yaml:5:22: parameter 'level' must be between 1 and 3, found 7",
            "home.yaml:5:25: room has no parameter 'colour' (it has: room, level)",
        ])
        let none = HomeValidator(registry: WidgetRegistry(GaugeWidget().widgetDescriptors))
        let (configuration, _) = HomeFileParser.parse("controls:\n  - kind: fan\n  - kind: gauge\n", file: "home.yaml")
        #expect(none.problems(in: try #require(configuration), file: "home.yaml").map(\.description) == [
            "home.yaml:2:5: unknown control kind 'fan' (no control is installed)",
            "home.yaml:3:5: 'gauge' is a widget, not a control: place it under `pages:` (no control is installed)",
        ])
    }
}
