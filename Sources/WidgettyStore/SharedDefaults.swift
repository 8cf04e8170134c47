import Foundation

/// `UserDefaults` for the terminal's shared container: the keys of one suite of the
/// ``SharedStore``, read and written as `UserDefaults(suiteName:)` would, from a widget, from the
/// app that feeds it, or from `widgetty defaults`.
///
/// ```swift
/// let todo = SharedDefaults(suiteName: "group.todo")
/// todo?.set("buy milk", forKey: "next")
/// let next = todo?.string(forKey: "next")
/// ```
///
/// As with `UserDefaults`, getters return nil (or 0/false) when the key is absent or the store
/// cannot be read, and setters do not throw; ``SharedStore`` has throwing versions for code that
/// must know. Reading a suite inside a widget's provider makes the widget reload when the suite
/// changes.
public struct SharedDefaults: Sendable {
    /// The suite's name, as `widgetty defaults --suite NAME` names it (an App Group identifier such
    /// as `group.todo` ports unchanged).
    public let suiteName: String
    /// The store the suite lives in: ``SharedStore/standard`` unless another was given (tests give
    /// their own).
    public let store: SharedStore

    /// The suite in the standard store; nil for an empty name or when the store cannot be opened.
    public init?(suiteName: String) {
        guard case .success(let store) = SharedStore.standard else { return nil }
        self.init(suiteName: suiteName, store: store)
    }

    /// The suite in a given store; nil for an empty name.
    public init?(suiteName: String, store: SharedStore) {
        guard !suiteName.isEmpty else { return nil }
        self.suiteName = suiteName
        self.store = store
    }

    // MARK: Reading

    /// The value under `key` with its type.
    public func object(forKey key: String) -> SharedValue? {
        try? store.value(forKey: key, suite: suiteName)
    }

    /// Text, or a number or URL written as text.
    public func string(forKey key: String) -> String? {
        switch object(forKey: key) {
        case .string(let text): return text
        case .url(let url): return url.absoluteString
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        default: return nil
        }
    }

    /// A whole number (a decimal one truncated, text parsed, true as 1); 0 when absent.
    public func integer(forKey key: String) -> Int {
        switch object(forKey: key) {
        case .int(let number): return number
        case .double(let number) where number.isFinite && abs(number) < 9e18: return Int(number)
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Int(text.trimmingCharacters(in: .whitespaces)) ?? 0
        default: return 0
        }
    }

    /// A decimal number (text parsed); 0 when absent.
    public func double(forKey key: String) -> Double {
        switch object(forKey: key) {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .string(let text): return Double(text.trimmingCharacters(in: .whitespaces)) ?? 0
        default: return 0
        }
    }

    /// True for `true`, a non-zero number, or the text `true`/`yes`/`1`; false otherwise.
    public func bool(forKey key: String) -> Bool {
        switch object(forKey: key) {
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .double(let number): return number != 0
        case .string(let text): return ["true", "yes", "1"].contains(text.lowercased())
        default: return false
        }
    }

    /// The date under `key`, or nil when absent or stored as another kind (text is not parsed as a
    /// date).
    public func date(forKey key: String) -> Date? {
        if case .date(let date) = object(forKey: key) { return date }
        return nil
    }

    /// A URL, or text that parses as one.
    public func url(forKey key: String) -> URL? {
        switch object(forKey: key) {
        case .url(let url): return url
        case .string(let text): return URL(string: text)
        default: return nil
        }
    }

    /// The list of text under `key`, or nil when absent or stored as another kind.
    public func stringArray(forKey key: String) -> [String]? {
        if case .array(let items) = object(forKey: key) { return items }
        return nil
    }

    /// Every key of the suite with its value.
    public func dictionaryRepresentation() -> [String: SharedValue] {
        (try? store.values(suite: suiteName)) ?? [:]
    }

    // MARK: Writing

    /// Stores a value of any of the store's kinds; nil removes the key. A widget that read the
    /// suite reloads.
    public func set(_ value: SharedValue?, forKey key: String) {
        try? store.set(value, forKey: key, suite: suiteName)
    }

    /// Stores text; nil removes the key.
    public func set(_ value: String?, forKey key: String) { set(value.map(SharedValue.string), forKey: key) }
    /// Stores a whole number.
    public func set(_ value: Int, forKey key: String) { set(.int(value), forKey: key) }
    /// Stores a number with a fraction.
    public func set(_ value: Double, forKey key: String) { set(.double(value), forKey: key) }
    /// Stores a flag.
    public func set(_ value: Bool, forKey key: String) { set(.bool(value), forKey: key) }
    /// Stores a date, as seconds since 1970 with their fraction; nil removes the key.
    public func set(_ value: Date?, forKey key: String) { set(value.map(SharedValue.date), forKey: key) }
    /// Stores a URL; nil removes the key.
    public func set(_ value: URL?, forKey key: String) { set(value.map(SharedValue.url), forKey: key) }
    /// Stores a list of text; nil removes the key.
    public func set(_ value: [String]?, forKey key: String) { set(value.map(SharedValue.array), forKey: key) }

    /// Removes the key; ``object(forKey:)`` then answers nil and the numeric getters 0.
    public func removeObject(forKey key: String) {
        set(nil as SharedValue?, forKey: key)
    }
}
