import Foundation

/// SwiftUI's view state, as widget views declare it. A widget view is rebuilt from its entry on
/// every render and nothing it shows can change it (interaction runs App Intents), so each of these
/// keeps the value it was given, as it reads in a widget on iOS.

/// A view's own value, as SwiftUI's `@State`: the initial value, for the life of one render.
@propertyWrapper
public struct State<Value> {
    private var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { .constant(value) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// An object a view observes, as SwiftUI's `@StateObject`: the object, made once per render.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
}

/// An object a view is given to observe, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    private let object: ObjectType
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }
    public var wrappedValue: ObjectType { object }
}

/// A value a view keeps across launches in `UserDefaults`, as SwiftUI's `@AppStorage`: read from
/// the given suite (the standard one by default); writes go to it too.
@propertyWrapper
public struct AppStorage<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

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

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? String }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Int }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Double }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(default: wrappedValue, key: key, store: store) { $0 as? Bool }
    }
}
