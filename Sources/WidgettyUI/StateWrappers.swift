import Foundation

/// SwiftUI's view state, as widget views declare it. A widget view is rebuilt from its entry on
/// every render and nothing it shows can change it (interaction runs App Intents), so each of these
/// keeps the value it was given, as it reads in a widget on iOS.

/// A view's own value, as SwiftUI's `@State`: the initial value, for the life of one render.
@propertyWrapper
public struct State<Value> {
    private var value: Value
    /// State starting at a value, as `@State private var count = 0` writes it.
    public init(wrappedValue value: Value) { self.value = value }
    /// State starting at a value, SwiftUI's older spelling.
    public init(initialValue value: Value) { self.value = value }
    /// The value; a write is dropped, as nothing a widget shows can change its state.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    /// A binding for child views (`$count`), constant: a control cannot write through it.
    public var projectedValue: Binding<Value> { .constant(value) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil, as `@State private var item: Item?` writes it.
    public init() { self.init(wrappedValue: nil) }
}

/// An object a view observes, as SwiftUI's `@StateObject`: the object, made once per render.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    private let object: ObjectType
    /// Makes the object once, when the view is built for a render.
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { object = thunk() }
    /// The object: read it while drawing; changes it publishes do not redraw a widget.
    public var wrappedValue: ObjectType { object }
}

/// An object a view is given to observe, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    private let object: ObjectType
    /// The object to observe, as `@ObservedObject var model: Model` receives it.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// The object, SwiftUI's older spelling.
    public init(initialValue: ObjectType) { object = initialValue }
    /// The object; the widget is redrawn by its timeline, not by the object's changes.
    public var wrappedValue: ObjectType { object }
}

/// A value a view keeps across launches in `UserDefaults`, as SwiftUI's `@AppStorage`: read from
/// the given suite (the standard one by default); writes go to it too.
@propertyWrapper
public struct AppStorage<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// The value stored under the key, or the default when there is none or it has another type;
    /// setting it writes the suite.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

extension AppStorage {
    private init(default value: Value, key: String, store: UserDefaults?, decode: @escaping (Any) -> Value?) {
        let defaults = store ?? .standard
        read = { defaults.object(forKey: key).flatMap(decode) ?? value }
        write = { defaults.set($0, forKey: key) }
    }

    /// A string kept under `key` in `store` (the standard defaults when nil), `wrappedValue` until
    /// one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? String }
    }
    /// A whole number kept under `key` in `store`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Int }
    }
    /// A number with a fraction kept under `key` in `store`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Double }
    }
    /// A flag kept under `key` in `store`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Bool }
    }
}
