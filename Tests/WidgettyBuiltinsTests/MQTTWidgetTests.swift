import Foundation
import Synchronization
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The `mqtt` widget against a real Mosquitto (Debian's package) on loopback: the retained
/// value at the first load, a JSON field in a format with a unit, a message making the widget's
/// sessions ask for a reload (no polling), a login whose password shows nowhere, and the last
/// values kept offline, after a restart too.
@MainActor
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["mosquitto", "mosquitto_pub"]).isEmpty,
                "mosquitto and mosquitto_pub are not installed: `make test` installs them (scripts/install-deps.sh --servers)"))
struct MQTTWidgetTests {
    final class Reloads: Sendable {
        let count = Atomic<Int>(0)
    }

    func intent(_ port: Int, _ topics: [String]) -> MQTTIntent {
        let intent = MQTTIntent()
        intent.broker = URL(string: "mqtt://127.0.0.1:\(port)")!
        intent.topics = topics
        intent.timeout = 5
        return intent
    }

    func rendered(_ entry: MQTTEntry) throws -> [String] {
        BuiltinHarness.render(try BuiltinHarness.descriptor("mqtt"), entry: AnyTimelineEntry(entry), family: .systemMedium,
                              width: 60, height: 10, now: entry.date).trimmedLines
    }

    @Test func retainedAndLiveValuesJSONFieldsAndTheLastValuesOffline() async throws {
        let broker = try FleetServers.mosquitto()
        defer { broker.stop() }
        let store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("mqtt-\(UUID()).sqlite3"))
        let reloads = Reloads()
        // A lease far longer than the test: on a loaded machine the main actor this suite runs on
        // can be held by other suites for a minute, and an untouched session ends by itself.
        let sessions = MQTTSessions(lease: 900) { reloads.count.add(1, ordering: .relaxed) }
        defer { sessions.stopAll() }
        let provider = MQTTProvider(sessions: sessions, store: LastGoodStore(store: { store }))
        let context = BuiltinHarness.context(.systemMedium, width: 60, height: 10)
        try broker.publish("home/kitchen/temperature", "21.46", retain: true)

        let kitchen = intent(broker.port, ["home/kitchen/temperature"])
        kitchen.title = "Kitchen"
        kitchen.unit = "°C"
        kitchen.format = "fixed:1"
        let first = try #require(await provider.timeline(for: kitchen, in: context).entries.first)
        #expect(first.readings.map(\.value) == ["21.5 °C"])
        #expect(first.staleText == nil)
        let lines = try rendered(first)
        #expect(lines.first == "Kitchen")
        #expect(lines.contains { $0.contains("temperature (°C)") }, "the big value's caption:\n\(lines.joined(separator: "\n"))")

        // A message: the sessions ask for a reload (the home screen's WidgetCenter), and the next load has it.
        let before = reloads.count.load(ordering: .relaxed)
        try broker.publish("home/kitchen/temperature", "22.04")
        let deadline = Date().addingTimeInterval(30)
        while reloads.count.load(ordering: .relaxed) == before, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(reloads.count.load(ordering: .relaxed) > before, "a message asks for a reload")
        let second = try #require(await provider.timeline(for: kitchen, in: context).entries.first)
        #expect(second.readings.map(\.value) == ["22.0 °C"])
        #expect(sessions.count == 1, "one session for the widget's settings")

        // JSON payloads: a field of each, named by what the topics do not share.
        let rooms = intent(broker.port, ["zigbee/+"])
        rooms.field = "/temperature"
        rooms.unit = "°C"
        try broker.publish("zigbee/bedroom", #"{"temperature": 19.26, "battery": 80}"#, retain: true)
        try broker.publish("zigbee/office", #"{"battery": 80}"#, retain: true)
        try broker.publish("zigbee/porch", "not json", retain: true)
        let json = try #require(await provider.timeline(for: rooms, in: context).entries.first)
        #expect(json.readings.map(\.value) == ["19.3 °C", "—", "not JSON"])
        #expect(MQTTReading.labels(json.readings.map(\.topic)) == ["bedroom", "office", "porch"])

        // The broker gone: the values stay with their age and the reason.
        broker.stop()
        var offline = try #require(await provider.timeline(for: kitchen, in: context).entries.first)
        let until = Date().addingTimeInterval(30)
        while offline.staleText == nil, Date() < until {
            try await Task.sleep(for: .milliseconds(50))
            offline = try #require(await provider.timeline(for: kitchen, in: context).entries.first)
        }
        #expect(offline.readings.map(\.value) == ["22.0 °C"])
        let stale = try #require(offline.staleText)
        #expect(stale.hasPrefix("updated ") && stale.contains(" — offline · "), "\(stale)")
        #expect(stale.contains("127.0.0.1:\(broker.port)") && stale.contains("retrying in "), "\(stale)")

        // After a restart (new sessions, nothing heard): the kept values, from the shared store.
        sessions.stopAll()
        let restarted = MQTTProvider(sessions: MQTTSessions(lease: 900) {}, store: LastGoodStore(store: { store }))
        let kept = try #require(await restarted.timeline(for: kitchen, in: context).entries.first)
        #expect(kept.readings.map(\.value).first == "21.5 °C" || kept.readings.map(\.value).first == "22.0 °C")
        #expect(kept.staleText?.contains("offline") == true)
    }

    @Test func aLoginsPasswordIsSentButNeverKeptOrShown() async throws {
        let password = "hunter2-\(UUID().uuidString.prefix(6))"
        let broker = try FleetServers.mosquitto(login: ("ada", password))
        defer { broker.stop() }
        let loginPort = try #require(broker.loginPort)
        let store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("mqtt-login-\(UUID()).sqlite3"))
        let sessions = MQTTSessions(lease: 900) {}
        defer { sessions.stopAll() }
        let provider = MQTTProvider(sessions: sessions, store: LastGoodStore(store: { store }))
        try PackagedServer.run("mosquitto_pub", ["-h", "127.0.0.1", "-p", String(loginPort), "-u", "ada", "-P", password,
                                                 "-t", "door", "-m", "closed", "-r"])
        let door = intent(loginPort, ["door"])
        door.username = "ada"
        door.password = "wrong"
        let refused = try #require(await provider.timeline(for: door, in: BuiltinHarness.context(.systemSmall)).entries.first)
        #expect(refused.staleText?.contains("the broker refused the connection") == true, "\(refused.staleText ?? "none")")
        door.password = password
        let entry = try #require(await provider.timeline(for: door, in: BuiltinHarness.context(.systemSmall)).entries.first)
        #expect(entry.readings.map(\.value) == ["closed"])
        let saved = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(!saved.contains(password) && !MQTTProvider.keptKey(door).contains(password))
        #expect(!"\(MQTTWidgetSettings.settings(door)!)".contains(password))
    }
}
