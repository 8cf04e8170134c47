import Foundation
import Synchronization
import Testing
import WidgettyNetwork
import WidgettyTestSupport

/// The MQTT client against a real Mosquitto (Debian's package, started here on loopback):
/// retained messages on subscribing, live messages as they are published (each one a change
/// call, no polling), keep-alive pings through a silence longer than the broker allows, a
/// message over the limit skipped, a refused password, and a broker that goes away and comes
/// back on its port.
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["mosquitto", "mosquitto_pub"]).isEmpty,
                "mosquitto and mosquitto_pub are not installed: `make test` installs them (scripts/install-deps.sh --servers)"))
struct MQTTSessionBrokerTests {
    /// Counts the session's change calls.
    final class Changes: Sendable {
        let count = Atomic<Int>(0)
        func note() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    static func session(_ broker: MosquittoBroker, port: Int? = nil, topics: [String], keepAlive: Int = 60, packetLimit: Int = 256 << 10,
                        login: (String, String)? = nil, changes: Changes) -> MQTTSession {
        let settings = MQTTSettings(host: "127.0.0.1", port: port ?? broker.port, topics: topics, qos: 1, username: login?.0,
                                    password: login?.1, keepAlive: keepAlive, connectTimeout: 5, maximumPacketBytes: packetLimit)
        let session = MQTTSession(settings: settings, clientID: "widgetty-test-\(UUID().uuidString.prefix(8))", onChange: { changes.note() })
        session.start()
        return session
    }

    /// Waits (at most `seconds`) until `condition` holds; whether it did.
    static func eventually(_ seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    static func values(_ snapshot: MQTTSnapshot) -> [String: String] {
        Dictionary(uniqueKeysWithValues: snapshot.messages.map { ($0.topic, String(decoding: $0.payload, as: UTF8.self)) })
    }

    @Test func retainedThenLiveMessagesArriveAsTheyArePublished() async throws {
        let broker = try FleetServers.mosquitto()
        defer { broker.stop() }
        try broker.publish("home/kitchen/temperature", "21.5", retain: true)
        try broker.publish("home/hall/temperature", "19", retain: true)
        let changes = Changes()
        let session = Self.session(broker, topics: ["home/+/temperature"], changes: changes)
        defer { session.stop() }
        let first = await session.settled(within: 6)
        guard case .connected = first.status else { Issue.record("not connected: \(first.status)"); return }
        #expect(Self.values(first) == ["home/hall/temperature": "19", "home/kitchen/temperature": "21.5"])
        #expect(first.messages.allSatisfy { $0.retained })
        let before = changes.value
        try broker.publish("home/kitchen/temperature", "22.0")
        try broker.publish("garden/temperature", "9")  // not subscribed
        #expect(await Self.eventually { Self.values(session.snapshot)["home/kitchen/temperature"] == "22.0" })
        #expect(changes.value > before, "a message calls the change handler")
        #expect(session.snapshot.messages.first { $0.topic == "home/kitchen/temperature" }?.retained == false)
        #expect(Self.values(session.snapshot)["garden/temperature"] == nil)
    }

    @Test func pingsKeepAQuietConnectionOpenAndBigMessagesAreSkipped() async throws {
        let broker = try FleetServers.mosquitto()
        defer { broker.stop() }
        let changes = Changes()
        // The broker drops a client silent for 1.5 keep-alives: 1.5 s here; the test waits 3.5 s.
        let session = Self.session(broker, topics: ["quiet/#"], keepAlive: 1, packetLimit: 1_024, changes: changes)
        defer { session.stop() }
        let first = await session.settled(within: 6)
        guard case .connected(let since) = first.status else { Issue.record("not connected: \(first.status)"); return }
        try await Task.sleep(for: .milliseconds(3_500))
        #expect(session.snapshot.status == .connected(since: since), "the same connection, kept by pings")
        try broker.publish("quiet/big", String(repeating: "x", count: 4_000))
        try broker.publish("quiet/small", "ok")
        #expect(await Self.eventually { Self.values(session.snapshot)["quiet/small"] == "ok" })
        #expect(session.snapshot.notice == "a message of 3 KiB was skipped (the limit is 1 KiB)")
        #expect(Self.values(session.snapshot)["quiet/big"] == nil)
        #expect(session.snapshot.status == .connected(since: since))
    }

    @Test func aRefusedLoginWaitsAndTheRightOneListens() async throws {
        let broker = try FleetServers.mosquitto(login: ("ada", "s3cret pass"))
        defer { broker.stop() }
        let loginPort = try #require(broker.loginPort)
        try broker.publish("door", "closed", retain: true)
        let wrong = Self.session(broker, port: loginPort, topics: ["door"], login: ("ada", "wrong"), changes: Changes())
        defer { wrong.stop() }
        let refused = await wrong.settled(within: 6)
        guard case .waiting(let failure, let retry) = refused.status else { Issue.record("not refused: \(refused.status)"); return }
        #expect(failure.description == "the broker refused the connection: not authorised"
                || failure.description == "the broker refused the connection: bad user name or password")
        #expect(!failure.isOffline)
        #expect(retry < Date().addingTimeInterval(2), "the first retry within a second of the refusal")
        let right = Self.session(broker, port: loginPort, topics: ["door"], login: ("ada", "s3cret pass"), changes: Changes())
        defer { right.stop() }
        #expect(await Self.eventually { Self.values(right.snapshot)["door"] == "closed" })
    }

    @Test func aBrokerThatGoesAwayIsTriedAgainUntilItIsBack() async throws {
        var broker = try FleetServers.mosquitto()
        let port = broker.port
        defer { broker.stop() }
        let changes = Changes()
        let session = Self.session(broker, topics: ["state"], changes: changes)
        defer { session.stop() }
        _ = await session.settled(within: 6)
        try broker.publish("state", "one")
        #expect(await Self.eventually { Self.values(session.snapshot)["state"] == "one" })
        broker.stop()
        #expect(await Self.eventually {
            if case .waiting(let failure, _) = session.snapshot.status { return failure.isOffline }
            return false
        })
        guard case .waiting(let failure, _) = session.snapshot.status else { return }
        #expect(failure.description == "127.0.0.1:\(port) closed the connection"
                || failure.description == "connection refused by 127.0.0.1:\(port)", "\(failure)")
        #expect(Self.values(session.snapshot)["state"] == "one", "the last value stays")
        broker = try FleetServers.mosquitto(port: port)
        #expect(await Self.eventually(30) {
            if case .connected = session.snapshot.status { return true }
            return false
        }, "connected again within the backoff")
        try broker.publish("state", "two")
        #expect(await Self.eventually { Self.values(session.snapshot)["state"] == "two" })
    }

    @Test func aStoppedOrUntouchedSessionEnds() async throws {
        let broker = try FleetServers.mosquitto()
        defer { broker.stop() }
        let ended = Changes()
        let settings = MQTTSettings(host: "127.0.0.1", port: broker.port, topics: ["x"], connectTimeout: 5)
        let session = MQTTSession(settings: settings, clientID: "widgetty-lease", lease: 0.5, onChange: {}, onEnd: { _ in ended.note() })
        session.start()
        _ = await session.settled(within: 6)
        #expect(await Self.eventually(20) { session.snapshot.status == .ended }, "no touch within its lease: it ends by itself")
        #expect(ended.value == 1)
    }
}
