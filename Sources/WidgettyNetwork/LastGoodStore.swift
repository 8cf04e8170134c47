import Foundation
import WidgettyRedaction
import WidgettyStore

/// Each network widget's last good entries, kept in the shared store (suite
/// `widgetty.network.last-good`, one JSON value per widget key) so a cell that cannot fetch
/// after a restart still shows what it last had, with its age.
///
/// Its reads are not recorded as the provider's (writing here must not reload other network
/// widgets), and its store sends no change notices. A widget's key (its URL, headers, a hash of
/// its token…) is stored as a keyed hash (``KeyedHash``, the key in a 0600 file beside the
/// database), never as written: a key that held a resolved secret would show it to
/// `widgetty defaults read`.
public struct LastGoodStore: Sendable {
    /// The suite the entries are kept in.
    public static let suite = "widgetty.network.last-good"

    /// The user's shared store (`$WIDGETTY_SHARED_STORE` in tests), opened on first use.
    public static let standard = LastGoodStore(store: { StandardStore.store })

    private let store: @Sendable () -> SharedStore?
    /// The suite this one keeps its records in (``suite`` unless another is named).
    public let suiteName: String

    public init(store: @escaping @Sendable () -> SharedStore?, suite: String = LastGoodStore.suite) {
        self.store = store
        suiteName = suite
    }

    /// Records kept the same way in a suite of their own, in the user's shared store (the
    /// chart widgets' samples).
    public static func standard(suite: String) -> LastGoodStore {
        LastGoodStore(store: { StandardStore.store }, suite: suite)
    }

    struct Record<Entry: Codable>: Codable {
        var fetchedAt: Date
        var entries: [Entry]
    }

    /// Keeps `entries` as `key`'s last good ones, fetched at `date`. Best effort: a store that
    /// cannot be written leaves the previous record.
    public func remember<Entry: Codable>(_ entries: [Entry], fetchedAt date: Date, key: String) {
        _ = write(Record(fetchedAt: date, entries: entries), key: key)
    }

    /// Writes `record` under `key`; where, and the text written (nil when it was not).
    func write<Entry: Codable>(_ record: Record<Entry>, key: String) -> (storedKey: String, text: String)? {
        guard let store = store(), let data = try? JSONEncoder().encode(record) else { return nil }
        let storedKey = Self.storedKey(key, in: store)
        let text = String(decoding: data, as: UTF8.self)
        guard (try? store.set(.string(text), forKey: storedKey, suite: suiteName)) != nil else { return nil }
        return (storedKey, text)
    }

    /// `key`'s last good entries and when they were fetched; nil when none (or unreadable as `Entry`).
    public func lastGood<Entry: Codable>(_ type: Entry.Type, key: String) -> (entries: [Entry], fetchedAt: Date)? {
        guard let (_, text) = storedText(key: key),
            let record = try? JSONDecoder().decode(Record<Entry>.self, from: Data(text.utf8))
        else { return nil }
        return (record.entries, record.fetchedAt)
    }

    /// The text kept under `key` and the name it is kept under, as the store holds them now.
    func storedText(key: String) -> (storedKey: String, text: String)? {
        guard let store = store() else { return nil }
        let storedKey = Self.storedKey(key, in: store)
        let value = SuiteReadRecorder.$current.withValue(nil) { try? store.value(forKey: storedKey, suite: suiteName) }
        guard case .string(let text) = value else { return nil }
        return (storedKey, text)
    }

    /// The name `key` is kept under in `store`: its keyed hash under the store's own key.
    static func storedKey(_ key: String, in store: SharedStore) -> String {
        KeyedHash.installationKey(at: store.url.appendingPathExtension("key")).hex(key)
    }

    private enum StandardStore {
        static let store: SharedStore? = try? SharedStore(url: SharedStore.standardURL())
    }
}

extension LastGoodStore.Record: Sendable where Entry: Sendable {}
