import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyBuiltins
@testable import WidgettyHost

/// The showcase of the edit panel: the world clock's zones and the clock's time zone, picked from
/// every zone the system knows with type-to-search, at 80×24.
@Suite @MainActor struct WorldClockEditPanelTests {
    static func pilot(_ yaml: String) throws -> HostPilot {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return try HostPilot(widgets: BuiltinWidgets.all, configuration: try #require(configuration), size: Size(width: 80, height: 24))
    }

    static func panel(_ pilot: HostPilot) throws -> EditPanel { try #require(pilot.runtime.modal as? EditPanel) }

    @Test func searchingTokFindsTokyoAmongEveryZoneAndAddsItToTheList() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: world-clock\n    id: world\n    params: { zones: [Europe/London, America/New_York] }\n")
        await pilot.settle()
        await pilot.press(.character("e"))
        #expect(pilot.text.contains("Edit World clock"))
        #expect(pilot.text.contains("Europe/London, America/New_York"))
        await pilot.press(.enter)
        #expect(pilot.text.contains("Time zones  2 values, 1 to 6"))
        await pilot.press(.character("a"))
        await pilot.settle()
        #expect(pilot.text.contains("Add to Time zones"))
        let total = TimeZone.knownTimeZoneIdentifiers.count
        #expect(total > 400)
        #expect(pilot.text.contains("Add to Time zones  \(total) of \(total)"))
        await pilot.type("tok")
        #expect(pilot.text.contains("Asia/Tokyo  UTC+9"))
        #expect(pilot.text.contains("3 of \(total)"))  // Vostok and Vladivostok match too, Tokyo is highlighted
        #expect(pilot.text.contains("›  Asia/Tokyo"))
        #expect(pilot.text.contains("Asia"))
        await pilot.press(.enter)
        #expect(pilot.text.contains("Time zones  3 values"))
        await pilot.press(.escape)
        #expect(pilot.text.contains("Europe/London, Asia/Tokyo, America/New_York"))
        let form = try #require(try Self.panel(pilot).form)
        #expect(form.paramsToSave(fileParams: ["zones": .array([.string("Europe/London"), .string("America/New_York")])]) == [
            "zones": .array([.string("Europe/London"), .string("Asia/Tokyo"), .string("America/New_York")]),
        ])
    }

    @Test func aSmallWorldClockHoldsSixZones() async throws {
        let zones = "[UTC, Europe/Paris, Europe/Berlin, Asia/Tokyo, Asia/Seoul, America/Chicago]"
        let pilot = try Self.pilot("widgets:\n  - kind: world-clock\n    params: { zones: \(zones) }\n")
        await pilot.settle()
        await pilot.press(.character("e"), .enter, .character("a"))
        #expect(pilot.text.contains("⚠ Time zones holds 1 to 6 values"))
    }

    @Test func theClocksTimeZoneIsPickedByTypingPartOfItsName() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: clock\n    params: { timeZone: Europe/Paris }\n")
        await pilot.settle()
        await pilot.press(.character("e"), .down, .down)
        #expect(pilot.text.contains("›Time zone"))
        #expect(pilot.text.contains("An identifier such as Europe/Paris;"))
        #expect(pilot.text.contains("default: (empty) · d restores it"))
        await pilot.press(.enter)
        await pilot.settle()
        #expect(pilot.text.contains("✓ Europe/Paris"))
        await pilot.type("new york")
        await pilot.press(.enter)
        let form = try #require(try Self.panel(pilot).form)
        #expect(form.summary(ofRow: 2) == "America/New_York")
        #expect(form.paramsToSave(fileParams: ["timeZone": .string("Europe/Paris")]) == ["timeZone": .string("America/New_York")])
    }
}
