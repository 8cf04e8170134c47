import Foundation
import Synchronization
import Testing
import WidgettyStore
@testable import WidgettyNetwork

/// How many `CountedReading`s were decoded.
private let decodedReadings = Mutex(0)

/// An entry that counts its decodings.
private struct CountedReading: Codable, Hashable, Sendable {
    var value: Int

    init(value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
        decodedReadings.withLock { $0 += 1 }
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(value)
    }
}

/// Reading back what this process wrote costs no decoding; whatever else the store holds now
/// (another process's write, another suite) is decoded, so the answer is always the store's.
@Suite(.serialized) struct LastGoodRecentRecordsTests {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("last-good-recent-\(UUID().uuidString).sqlite3")

    @Test func aRecordReadBackIsNotDecodedAgainButAnotherWriteIs() throws {
        let store = try SharedStore(url: url)
        let lastGood = LastGoodStore(store: { store }, suite: "test.recent")
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        lastGood.remember([CountedReading(value: 1), CountedReading(value: 2)], fetchedAt: date, key: "series")
        let before = decodedReadings.withLock { $0 }
        for _ in 0..<5 {
            let read = try #require(lastGood.lastGood(CountedReading.self, key: "series"))
            #expect(read.entries == [CountedReading(value: 1), CountedReading(value: 2)] && read.fetchedAt == date)
        }
        #expect(decodedReadings.withLock { $0 } == before, "read back five times, decoded again")

        // Another process writes the same key: a store of its own over the same file.
        let other = try SharedStore(url: url)
        let storedKey = LastGoodStore.storedKey("series", in: other)
        try other.set(.string(#"{"fetchedAt":0,"entries":[7]}"#), forKey: storedKey, suite: "test.recent")
        let changed = try #require(lastGood.lastGood(CountedReading.self, key: "series"))
        #expect(changed.entries == [CountedReading(value: 7)])
        #expect(decodedReadings.withLock { $0 } == before + 1)
        // The same key in another suite is another record.
        #expect(LastGoodStore(store: { store }, suite: "test.other").lastGood(CountedReading.self, key: "series") == nil)
        try? FileManager.default.removeItem(at: url)
    }
}
