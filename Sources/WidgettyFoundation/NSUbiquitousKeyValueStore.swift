import Foundation
import WidgettyStore

/// iCloud's key-value store, as Foundation's `NSUbiquitousKeyValueStore`, kept in the shared
/// store's suite `widgetty.ubiquitous` (``WellKnownSuites/ubiquitous``): shared by every
/// widget and program of this user on this computer (`widgetty defaults read --suite
/// widgetty.ubiquitous` shows it), never synchronised anywhere else. Reading it in a provider
/// makes the widget reload when it changes, as any shared-store suite.
///
/// Values are the shared store's kinds: text, whole and decimal numbers, Booleans, dates and
/// lists of text as themselves; `Data` as its Base64 text (which `data(forKey:)` decodes); other
/// arrays and dictionaries as JSON text (which `array(forKey:)` and `dictionary(forKey:)` parse).
/// As with Apple's, getters answer nil (or 0, false) when a key is absent or the store cannot
/// be opened.
public final class NSUbiquitousKeyValueStore: Sendable {
    let defaults: SharedDefaults?

    /// The store widget code uses.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// The user's store.
    public convenience init() { self.init(defaults: SharedDefaults(suiteName: WellKnownSuites.ubiquitous)) }

    /// The same keys in another shared store (Widgetty's, for tests).
    public convenience init(store: SharedStore) {
        self.init(defaults: SharedDefaults(suiteName: WellKnownSuites.ubiquitous, store: store))
    }

    init(defaults: SharedDefaults?) { self.defaults = defaults }

    /// Posted by Apple's systems when another device changed values: never here.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    // MARK: Reading

    /// The value under `key`: `String`, `Int`, `Double`, `Bool`, `Date`, `URL` or `[String]`.
    public func object(forKey key: String) -> Any? {
        switch defaults?.object(forKey: key) {
        case .string(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .date(let date): date
        case .url(let url): url
        case .array(let items): items
        case nil: nil
        }
    }

    /// The text under `key`, or nil when the key is absent or holds another kind (a number is not
    /// turned into text).
    public func string(forKey key: String) -> String? {
        if case .string(let text) = defaults?.object(forKey: key) { return text }
        return nil
    }

    /// The whole number under `key`, or 0 when absent.
    public func longLong(forKey key: String) -> Int64 { Int64(defaults?.integer(forKey: key) ?? 0) }
    /// The number under `key`, or 0 when absent.
    public func double(forKey key: String) -> Double { defaults?.double(forKey: key) ?? 0 }
    /// The flag under `key`, or false when absent.
    public func bool(forKey key: String) -> Bool { defaults?.bool(forKey: key) ?? false }

    /// Data stored by `set(_:forKey:)` (as Base64 text), or nil.
    public func data(forKey key: String) -> Data? {
        string(forKey: key).flatMap { Data(base64Encoded: $0) }
    }

    /// A list: a list of text, or one stored as JSON.
    public func array(forKey key: String) -> [Any]? {
        if case .array(let items) = defaults?.object(forKey: key) { return items }
        return json(forKey: key) as? [Any]
    }

    /// A dictionary stored as JSON.
    public func dictionary(forKey key: String) -> [String: Any]? { json(forKey: key) as? [String: Any] }

    /// Every key with its value (as ``object(forKey:)`` gives it).
    public var dictionaryRepresentation: [String: Any] {
        var values: [String: Any] = [:]
        for key in (defaults?.dictionaryRepresentation() ?? [:]).keys { values[key] = object(forKey: key) }
        return values
    }

    private func json(forKey key: String) -> Any? {
        guard let text = string(forKey: key) else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    // MARK: Writing

    /// Stores a value of any kind this store keeps (see the type's description); nil removes
    /// the key, and a value of another kind is not stored.
    public func set(_ object: Any?, forKey key: String) {
        guard let object else { return removeObject(forKey: key) }
        switch object {
        case let text as String: defaults?.set(text, forKey: key)
        case let flag as Bool: defaults?.set(flag, forKey: key)
        case let number as Int: defaults?.set(number, forKey: key)
        case let number as Int64: defaults?.set(Int(number), forKey: key)
        case let number as Int32: defaults?.set(Int(number), forKey: key)
        case let number as Double: defaults?.set(number, forKey: key)
        case let number as Float: defaults?.set(Double(number), forKey: key)
        case let date as Date: defaults?.set(date, forKey: key)
        case let url as URL: defaults?.set(url, forKey: key)
        case let data as Data: defaults?.set(data.base64EncodedString(), forKey: key)
        case let items as [String]: defaults?.set(items, forKey: key)
        default:
            guard JSONSerialization.isValidJSONObject(object),
                let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            else { return }
            defaults?.set(String(decoding: json, as: UTF8.self), forKey: key)
        }
    }

    /// Stores text; nil removes the key.
    public func set(_ value: String?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores data as Base64 text (which ``data(forKey:)`` decodes); nil removes the key.
    public func set(_ value: Data?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores a list: a list of strings as itself, any other list as JSON text; nil removes the
    /// key.
    public func set(_ value: [Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores a dictionary as JSON text (which ``dictionary(forKey:)`` parses); nil removes the
    /// key, and one that is not valid JSON is not stored.
    public func set(_ value: [String: Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores a whole number (as an `Int`: 64 bits on every platform Widgetty runs on).
    public func set(_ value: Int64, forKey key: String) { defaults?.set(Int(value), forKey: key) }
    /// Stores a number with a fraction.
    public func set(_ value: Double, forKey key: String) { defaults?.set(value, forKey: key) }
    /// Stores a flag.
    public func set(_ value: Bool, forKey key: String) { defaults?.set(value, forKey: key) }

    /// Removes the key; a widget that read it reloads, as with any change to the shared store.
    public func removeObject(forKey key: String) { defaults?.removeObject(forKey: key) }

    /// Whether the store is there: its writes are already durable, so there is nothing to wait for.
    @discardableResult
    public func synchronize() -> Bool { defaults != nil }
}

/// In a change notice's `userInfo`: why values changed (an `NSNumber` of the reasons below).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// In a change notice's `userInfo`: the keys that changed.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// Reasons of a change notice (never posted here).
public let NSUbiquitousKeyValueStoreServerChange = 0
/// Apple's reason for a first download from iCloud; never posted here.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// Apple's reason for going over the iCloud quota; never posted here.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// Apple's reason for an iCloud account change; never posted here.
public let NSUbiquitousKeyValueStoreAccountChange = 3
