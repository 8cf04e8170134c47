import Foundation
import Synchronization
import Testing
import WidgettyHTTP
import WidgettyStore
import WidgettyTestSupport
@testable import WidgettyNetwork

/// A value tests change while the code under test reads it from another task.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result { mutex.withLock { body(&$0) } }
}

/// A network widget's load: fresh entries remembered in the shared store; on failure the last
/// good ones with their age and the reason; after a resume from sleep, one reload put off to the
/// widget's own offset.
@Suite(.serialized) struct NetworkTimelineLoaderTests {
    struct Reading: Codable, Hashable, Sendable { var temperature: Double }

    let now = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    let suspended = Locked<TimeInterval>(0)
    let storeURL = FileManager.default.temporaryDirectory.appendingPathComponent("network-loader-\(UUID().uuidString).sqlite3")

    func loader() throws -> NetworkTimelineLoader {
        let store = try SharedStore(url: storeURL)
        let clock: @Sendable () -> Date = { [now] in now.withLock { $0 } }
        return NetworkTimelineLoader(
            client: NetworkClient(exchanger: HTTPExchanger(environment: [:]), now: clock, jitter: { 0 }), lastGood: LastGoodStore(store: { store }),
            suspend: SuspendDetector(suspendedSeconds: { [suspended] in suspended.withLock { $0 } }), resumeSpread: 30, now: clock)
    }

    static func read(_ response: NetworkResponse) throws(NetworkFailure) -> [Reading] {
        guard response.mediaType == "application/json",
            let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
            let temperature = object["temperature"] as? Double
        else { throw NetworkFailure(.content, "not the expected JSON") }
        return [Reading(temperature: temperature)]
    }

    @Test func aFailureShowsTheLastGoodEntriesWithTheirAgeEvenAfterARestart() async throws {
        let server = try LoopbackHTTPServer()
        let request = NetworkRequest(url: server.url("/json"), refreshInterval: 60, limits: NetworkLimits(totalTimeout: 20))
        let first = try loader()
        let fresh = await first.load(key: "test json", request: request, read: Self.read)
        #expect(fresh.entries == [Reading(temperature: 21.5)] && fresh.stale == nil)
        server.stop()
        now.withLock { $0 += 3 * 3600 }
        // A new loader on the same store: what a restarted program has.
        let restarted = try loader()
        let offline = await restarted.load(key: "test json", request: request, read: Self.read)
        #expect(offline.entries == [Reading(temperature: 21.5)])
        let notice = try #require(offline.stale)
        #expect(notice.text(now: now.withLock { $0 }) == "updated 3 h ago — offline · connection refused by 127.0.0.1:\(server.port)")
        #expect(offline.nextReload == now.withLock { $0 } + 30)
    }

    @Test func unreadableContentKeepsTheLastGoodEntriesAndSaysWhy() async throws {
        let server = try LoopbackHTTPServer()
        let loader = try loader()
        let good = NetworkRequest(url: server.url("/json"), limits: NetworkLimits(totalTimeout: 20))
        _ = await loader.load(key: "content", request: good, read: Self.read)
        for path in ["/invalid-json", "/html"] {
            let bad = NetworkRequest(url: server.url(path), limits: NetworkLimits(totalTimeout: 20))
            let load = await loader.load(key: "content", request: bad, read: Self.read)
            #expect(load.entries == [Reading(temperature: 21.5)])
            #expect(load.stale == StaleNotice(reason: "not the expected JSON", condition: .failing, fetchedAt: now.withLock { $0 }))
        }
        let never = await loader.load(key: "never fetched", request: NetworkRequest(url: server.url("/html")), read: Self.read)
        #expect(never.entries.isEmpty && never.stale?.fetchedAt == nil)
    }

    @Test func theFirstLoadAfterASleepShowsTheLastEntriesAndReloadsOnceAtItsOffset() async throws {
        let server = try LoopbackHTTPServer()
        let loader = try loader()
        let request = NetworkRequest(url: server.url("/count"), refreshInterval: 60, limits: NetworkLimits(totalTimeout: 20))
        let read: (NetworkResponse) throws(NetworkFailure) -> [Int] = { response throws(NetworkFailure) in
            guard let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Int], let n = object["count"]
            else { throw NetworkFailure(.content, "no count") }
            return [n]
        }
        let first = await loader.load(key: "a", request: request, read: read)
        _ = await loader.load(key: "b", request: request, read: read)
        suspended.withLock { $0 += 7200 }  // two hours asleep
        now.withLock { $0 += 7200 }
        let date = now.withLock { $0 }
        let deferredA = await loader.load(key: "a", request: request, read: read)
        let deferredB = await loader.load(key: "b", request: request, read: read)
        #expect(deferredA.fetch == nil && deferredA.entries == first.entries)
        #expect(deferredA.stale?.ageText(now: date) == "updated 2 h ago — reloading")
        #expect(deferredA.nextReload == date + ResumeSpread.offset(for: "a", within: 30))
        #expect(deferredA.nextReload != deferredB.nextReload)
        let reloaded = await loader.load(key: "a", request: request, read: read)
        #expect(reloaded.fetch != nil && reloaded.stale == nil && reloaded.entries != first.entries)
    }
}
