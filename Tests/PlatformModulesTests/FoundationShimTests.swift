import Dispatch
import Foundation
import Testing
@testable import WidgettyFoundation
import WidgettyStore

/// Foundation's names that Linux lacks, as widget code uses them.
@Suite struct FoundationShimTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-shims-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func coordinatedReadsAndWritesRunTheirAccessor() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entries.json")
        let coordinator = NSFileCoordinator(filePresenter: nil)
        var error: NSError?
        var wrote = false
        coordinator.coordinate(writingItemAt: file, options: .forReplacing, error: &error) { url in
            wrote = (try? Data("[1,2]".utf8).write(to: url, options: .atomic)) != nil
        }
        #expect(wrote && error == nil, "a file not there yet is coordinated through its folder")
        var read: Data?
        coordinator.coordinate(readingItemAt: file, error: &error) { url in read = try? Data(contentsOf: url) }
        #expect(read == Data("[1,2]".utf8) && error == nil)
        coordinator.coordinate(readingItemAt: file, options: [], writingItemAt: folder.appendingPathComponent("copy"), options: [],
                               error: &error) { from, to in try? FileManager.default.copyItem(at: from, to: to) }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("copy").path))

        var ran = false
        coordinator.coordinate(readingItemAt: URL(string: "https://example.com/x")!, error: &error) { _ in ran = true }
        #expect(!ran && error != nil, "only files are coordinated")
    }

    @Test func aCoordinatedWriterHoldsReadersBackUntilItIsDone() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("count.txt")
        try Data("0".utf8).write(to: file)
        // Eight writers each read, wait, and write the count plus one: only a lock that holds
        // each one's whole read-modify-write keeps every increment.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    NSFileCoordinator().coordinate(writingItemAt: file, error: nil) { url in
                        let count = Int(String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)) ?? -100
                        usleep(5_000)
                        try? Data(String(count + 1).utf8).write(to: url)
                    }
                }
            }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "8")
        #expect(NSFileCoordinator.lockTarget(for: folder.appendingPathComponent("none/deeper/file")) == folder.path)
        #expect(NSFileCoordinator.lockTarget(for: file) == file.path)
    }

    @Test func theUbiquitousStoreKeepsItsValuesInTheSharedStore() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = try SharedStore(url: folder.appendingPathComponent("shared.sqlite3"))
        let store = NSUbiquitousKeyValueStore(store: shared)
        store.set("Lisbon", forKey: "city")
        store.set(Int64(12), forKey: "visits")
        store.set(2.5, forKey: "ratio")
        store.set(true, forKey: "metric")
        store.set(Data([0, 1, 254]), forKey: "blob")
        store.set(["a", "b"] as [Any], forKey: "letters")
        store.set(["zoom": 2, "name": "x"] as [String: Any], forKey: "settings")
        store.set(7 as Any?, forKey: "count")
        #expect(store.synchronize())

        #expect(store.string(forKey: "city") == "Lisbon")
        #expect(store.longLong(forKey: "visits") == 12)
        #expect(store.double(forKey: "ratio") == 2.5)
        #expect(store.bool(forKey: "metric"))
        #expect(store.data(forKey: "blob") == Data([0, 1, 254]))
        #expect(store.array(forKey: "letters") as? [String] == ["a", "b"])
        #expect(store.dictionary(forKey: "settings")?["zoom"] as? Int == 2)
        #expect(store.object(forKey: "count") as? Int == 7)
        #expect(store.longLong(forKey: "missing") == 0 && store.string(forKey: "missing") == nil)
        // It is the shared store's suite: `widgetty defaults` and other programs see it.
        #expect(try shared.value(forKey: "city", suite: WellKnownSuites.ubiquitous) == .string("Lisbon"))
        #expect(Set(store.dictionaryRepresentation.keys).isSuperset(of: ["city", "visits", "blob"]))
        store.removeObject(forKey: "city")
        #expect(store.string(forKey: "city") == nil)
        store.set(nil as Any?, forKey: "ratio")
        #expect(store.object(forKey: "ratio") == nil)
    }

    @Test func defaultsTakeValuesByKeyValueCoding() throws {
        let suite = "widgetty.tests.kvc.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(3, forKey: "streak")
        #expect(defaults.integer(forKey: "streak") == 3)
    }

    @Test func dispatchNamesLinuxLacks() async {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let deadline = DispatchTime.now() + .nanoseconds(Int(50 * NSEC_PER_MSEC))
        #expect(deadline > DispatchTime.now())

        let queue = DispatchSerialQueue(label: "com.example.widget")
        #expect(queue.label == "com.example.widget")
        let order = queue.sync { () -> [Int] in
            var seen: [Int] = []
            for number in 0..<3 { seen.append(number) }
            return seen
        }
        #expect(order == [0, 1, 2])
        await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
        #expect(await QueueBound(queue: queue).incremented() == 1, "an actor runs on the queue as its executor")
    }
}

/// An actor whose executor is a `DispatchSerialQueue`, as widget code writes one.
actor QueueBound {
    let queue: DispatchSerialQueue
    var count = 0
    init(queue: DispatchSerialQueue) { self.queue = queue }
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }

    func incremented() -> Int {
        queue.checkIsolated()
        count += 1
        return count
    }
}
