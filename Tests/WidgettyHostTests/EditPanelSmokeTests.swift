import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport

@Suite @MainActor struct EditPanelSmokeTests {
    @Test func printIt() async throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: weather\n    params: { days: 9 }\n  - kind: plain\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: PanelFixtureWidget().widgetDescriptors + PlainWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        await pilot.press(.character("e"))
        print(pilot.text)
        await pilot.press(.down, .down, .down, .down, .down, .down, .down, .down)
        print(pilot.text)
        await pilot.press(.enter)
        print(pilot.text)
        await pilot.press(.character("a"))
        print(pilot.text)
    }
}
