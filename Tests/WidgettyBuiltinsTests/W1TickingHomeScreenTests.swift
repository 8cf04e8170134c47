import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyBuiltins
@testable import WidgettyHost
import WidgettyKit
import WidgettyTestSupport

/// W1's clock and countdown on a real home screen (virtual clock, memory terminal): each tick
/// redraws only their running digits, and the terminal always equals a frame rendered afresh.
@MainActor
@Suite(.serialized) struct W1TickingHomeScreenTests {
    @Test func theClockAndCountdownTickByRedrawingTheirDigits() async throws {
        let text = "widgets:\n  - kind: clock\n    params: { bigDigits: false }\n  - kind: countdown\n"
        let (configuration, _) = HomeFileParser.parse(text, file: "home.yaml")
        // 10:59:30 UTC: the minute shows 11:00:00, a new hour (the clock is built again).
        let pilot = try HostPilot(widgets: BuiltinWidgets.all, configuration: try #require(configuration),
                                  now: Date(timeIntervalSince1970: 1_800_010_770))
        await pilot.settle()
        var patched = 0
        for _ in 0..<70 {
            await pilot.advance(by: 1)
            let views = pilot.runtime.rendered.values
            #expect(views.count == 2)
            patched += views.filter { $0.changedRects != nil }.count
            pilot.runtime.rendered = [:]
            #expect(pilot.terminal.lines == pilot.runtime.composeFrame().lines)
        }
        #expect(patched >= 2 * 70 - 6, "patched \(patched) of 140")
        #expect(pilot.terminal.lines.joined().contains("11:00:40"))
    }
}
