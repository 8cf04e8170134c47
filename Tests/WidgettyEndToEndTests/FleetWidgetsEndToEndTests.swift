import Foundation
import Testing
import WidgettyTestSupport

/// The `mqtt` widget on a real screen with a real Mosquitto: a published message reaches the
/// cell within a second or two with no key pressed and no reload due (the widget's only timed
/// reload is minutes away): the broker's message, through the session's thread, `WidgetCenter`
/// and the home screen's inbox, to a repaint.
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["mosquitto", "mosquitto_pub"]).isEmpty,
                "mosquitto and mosquitto_pub are not installed: `make test` installs them (scripts/install-deps.sh --servers)"))
struct FleetWidgetsEndToEndTests {
    @Test func anMQTTMessageRedrawsItsCellAtOnce() async throws {
        let broker = try FleetServers.mosquitto()
        defer { broker.stop() }
        try broker.publish("plant/boiler/pressure", "1.4", retain: true)
        let home = """
            pages:
              - name: Fleet
                widgets:
                  - kind: mqtt
                    family: medium
                    params:
                      broker: "mqtt://127.0.0.1:\(broker.port)"
                      topics: ["plant/+/pressure"]
                      title: Boiler
                      unit: bar
                  - kind: clock

            """
        let tmux = try await TmuxSession.start(width: 120, height: 40) { session in
            try session.fixture("config/widgetty/home.yaml", home)
        }
        defer { tmux.close() }
        _ = try await tmux.waitFor("the retained value", timeout: .seconds(15)) { screen in
            screen.joined(separator: "\n").contains("pressure (bar)") && showsBigDigits("1.4", in: screen)
        }
        let sent = Date()
        try broker.publish("plant/boiler/pressure", "7.25")
        let updated = try await tmux.waitFor("the published value", timeout: .seconds(10)) { screen in
            showsBigDigits("7.25", in: screen)
        }
        #expect(Date().timeIntervalSince(sent) < 5, "a message reaches the cell within seconds")
        #expect(!updated.joined().contains("offline"))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
