import Foundation
import Synchronization


/// The records this process last wrote or read, with their text: reading a record whose text is
/// still the one remembered (the common case: a widget reads back what it wrote on its last
/// refresh, such as a chart's samples every second) gives the decoded record without decoding it
/// again. The text is always read from the store, so a record another process wrote is decoded.
enum RecentRecords {
    private static let records = Mutex<[String: (text: String, record: any Sendable)]>([:])

    static func record<Entry: Codable & Sendable>(_ type: Entry.Type, storedKey: String, text: String) -> LastGoodStore.Record<Entry>? {
        records.withLock { records in
            guard let kept = records[storedKey], kept.text == text else { return nil }
            return kept.record as? LastGoodStore.Record<Entry>
        }
    }

    static func keep<Entry: Codable & Sendable>(_ record: LastGoodStore.Record<Entry>, storedKey: String, text: String) {
        records.withLock { $0[storedKey] = (text, record) }
    }
}

extension LastGoodStore {
    /// ``remember(_:fetchedAt:key:)`` of entries that can be shared: the record is also kept
    /// decoded, so reading it back costs no decoding.
    public func remember<Entry: Codable & Sendable>(_ entries: [Entry], fetchedAt date: Date, key: String) {
        let record = Record(fetchedAt: date, entries: entries)
        guard let (storedKey, text) = write(record, key: key) else { return }
        RecentRecords.keep(record, storedKey: suiteName + "\u{0}" + storedKey, text: text)
    }

    /// ``lastGood(_:key:)`` of entries that can be shared: decoded only when the store's text is
    /// not the one this process last wrote or read.
    public func lastGood<Entry: Codable & Sendable>(_ type: Entry.Type, key: String) -> (entries: [Entry], fetchedAt: Date)? {
        guard let (name, text) = storedText(key: key) else { return nil }
        // The stored name is a keyed hash under the store's own key: distinct across stores.
        let storedKey = suiteName + "\u{0}" + name
        if let record = RecentRecords.record(Entry.self, storedKey: storedKey, text: text) {
            return (record.entries, record.fetchedAt)
        }
        guard let record = try? JSONDecoder().decode(Record<Entry>.self, from: Data(text.utf8)) else { return nil }
        RecentRecords.keep(record, storedKey: storedKey, text: text)
        return (record.entries, record.fetchedAt)
    }
}
