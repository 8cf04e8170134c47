/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree (the widget family, the colour scheme, the current
/// instant, …), as in SwiftUI. Extend it with computed properties over an ``EnvironmentKey``.
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
