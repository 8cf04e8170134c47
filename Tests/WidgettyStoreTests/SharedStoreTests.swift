import Foundation
import Synchronization
import Testing
import WidgettyStore

/// A store in a fresh temporary directory, removed with the value.
final class TemporaryStore {
    let directory: URL
    let store: SharedStore

    init(notifier: StoreChangeNotifier = .none) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-store-\(UUID().uuidString.prefix(8))")
        store = try SharedStore(url: directory.appendingPathComponent("data/shared.sqlite3"), notifier: notifier)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

@Suite struct SharedStoreTests {
    @Test func everyTypeComesBackAsWritten() throws {
        let temp = try TemporaryStore()
        let values: [String: SharedValue] = [
            "s": .string("héllo ✓"), "i": .int(-42), "d": .double(21.5), "b": .bool(true),
            "t": .date(Date(timeIntervalSince1970: 1_795_356_309.25)), "u": .url(URL(string: "https://example.com/a?b=c")!),
            "a": .array(["one", "two, three", ""]),
        ]
        try temp.store.set(values, suite: "types")
        #expect(try temp.store.values(suite: "types") == values)
        for (key, value) in values { #expect(try temp.store.value(forKey: key, suite: "types") == value) }
        // The same file opened again (another process would do this) sees them.
        let again = try SharedStore(url: temp.store.url)
        #expect(try again.values(suite: "types") == values)
        #expect(try again.suites() == ["types"])
    }

    @Test func suitesAreSeparateAndNilRemoves() throws {
        let temp = try TemporaryStore()
        try temp.store.set(.string("a"), forKey: "k", suite: "one")
        try temp.store.set(.string("b"), forKey: "k", suite: "two")
        #expect(try temp.store.value(forKey: "k", suite: "one") == .string("a"))
        try temp.store.set(nil, forKey: "k", suite: "one")
        #expect(try temp.store.value(forKey: "k", suite: "one") == nil)
        #expect(try temp.store.value(forKey: "k", suite: "two") == .string("b"))
    }

    @Test func theDatabaseIsInWALModeInAPrivateDirectory() throws {
        let temp = try TemporaryStore()
        try temp.store.set(.int(1), forKey: "k", suite: "s")
        let directory = temp.store.url.deletingLastPathComponent().path
        let mode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(FileManager.default.fileExists(atPath: temp.store.url.path + "-wal"))
    }

    @Test func aFailedTransactionWritesNothingAndDoesNotNotify() throws {
        let notified = Mutex<[String]>([])
        let temp = try TemporaryStore(notifier: StoreChangeNotifier { suite in notified.withLock { $0.append(suite) } })
        try temp.store.set(.int(1), forKey: "kept", suite: "s")
        #expect(throws: SharedStoreError.self) {
            try temp.store.modify(suite: "s") { edit throws(SharedStoreError) in
                try edit.set(.int(2), forKey: "kept")
                throw SharedStoreError("stop")
            }
        }
        #expect(try temp.store.value(forKey: "kept", suite: "s") == .int(1))
        #expect(notified.withLock { $0 } == ["s"])
    }

    @Test func readsAreRecordedOnlyInsideARecorder() async throws {
        let temp = try TemporaryStore()
        let defaults = try #require(SharedDefaults(suiteName: "weather", store: temp.store))
        defaults.set(21.5, forKey: "temperature")
        let recorder = SuiteReadRecorder()
        let store = temp.store
        let read = try await SuiteReadRecorder.$current.withValue(recorder) {
            // A child task's reads count too.
            async let other = store.value(forKey: "x", suite: "other")
            _ = try await other
            return defaults.double(forKey: "temperature")
        }
        #expect(read == 21.5)
        #expect(recorder.recorded == ["weather", "other"])
        _ = defaults.string(forKey: "outside")
        #expect(recorder.recorded == ["weather", "other"])
    }

    @Test func typedGettersConvertLikeUserDefaults() throws {
        let temp = try TemporaryStore()
        let defaults = try #require(SharedDefaults(suiteName: "group.todo", store: temp.store))
        #expect(SharedDefaults(suiteName: "", store: temp.store) == nil)
        defaults.set("42", forKey: "text")
        defaults.set(7, forKey: "int")
        defaults.set(true, forKey: "flag")
        defaults.set(["a", "b"], forKey: "list")
        defaults.set(URL(string: "https://example.com"), forKey: "link")
        #expect(defaults.integer(forKey: "text") == 42)
        #expect(defaults.string(forKey: "int") == "7")
        #expect(defaults.double(forKey: "int") == 7)
        #expect(defaults.bool(forKey: "flag"))
        #expect(defaults.stringArray(forKey: "list") == ["a", "b"])
        #expect(defaults.stringArray(forKey: "text") == nil)
        #expect(defaults.url(forKey: "link")?.host == "example.com")
        #expect(defaults.integer(forKey: "missing") == 0)
        #expect(defaults.string(forKey: "missing") == nil)
        defaults.removeObject(forKey: "text")
        #expect(defaults.object(forKey: "text") == nil)
        #expect(defaults.dictionaryRepresentation().keys.sorted() == ["flag", "int", "link", "list"])
    }

    @Test func commandLineTextParsesByTypeWithClearErrors() throws {
        #expect(try SharedValue.parse(["12"], as: "int") == .int(12))
        #expect(try SharedValue.parse(["yes"], as: "bool") == .bool(true))
        #expect(try SharedValue.parse(["2026-12-24T18:00:00Z"], as: "date") == .date(Date(timeIntervalSince1970: 1_798_135_200)))
        #expect(try SharedValue.parse(["a", "b"], as: "array") == .array(["a", "b"]))
        #expect(throws: SharedStoreError("'12x' is not an int (e.g. 42)")) { try SharedValue.parse(["12x"], as: "int") }
        #expect(throws: SharedStoreError("'maybe' is not a bool (e.g. true or false)")) { try SharedValue.parse(["maybe"], as: "bool") }
        #expect(throws: SharedStoreError.self) { try SharedValue.parse(["a", "b"], as: "string") }
        #expect(throws: SharedStoreError.self) { try SharedValue.parse(["x"], as: "color") }
    }

    @Test func concurrentWritersThroughSeparateConnectionsLoseNothing() async throws {
        let temp = try TemporaryStore()
        let url = temp.store.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let own = try SharedStore(url: url)
                    for n in 0..<100 { try own.set(.int(n), forKey: "w\(writer)-\(n)", suite: "load") }
                    // Read-modify-write of one shared counter: no increment may be lost.
                    for _ in 0..<25 {
                        try own.modify(suite: "load") { edit throws(SharedStoreError) in
                            guard case .int(let count)? = try edit.value(forKey: "counter") else {
                                return try edit.set(.int(1), forKey: "counter")
                            }
                            try edit.set(.int(count + 1), forKey: "counter")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let values = try temp.store.values(suite: "load")
        #expect(values.count == 401)
        #expect(values["counter"] == .int(100))
    }
}
