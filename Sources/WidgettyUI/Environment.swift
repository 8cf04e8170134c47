import WidgettyTerminal
import Foundation

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

/// A property that reads a value of the environment the view is rendered in, as SwiftUI's
/// `@Environment(\.widgetFamily) var family`. Read it only inside `body`.
@MainActor @propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentScope.current[keyPath: keyPath] }
}

/// A view whose subtree sees a changed environment value.
struct EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func _makeNode(content: _ContentBuilder, in context: BuildContext) -> LayoutNode {
        var context = context
        context.environment[keyPath: keyPath] = value
        return content.makeNode(context)
    }
}

/// A view whose subtree sees its environment changed by a closure.
struct EnvironmentTransformModifier: ViewModifier {
    let transform: (inout EnvironmentValues) -> Void

    func _makeNode(content: _ContentBuilder, in context: BuildContext) -> LayoutNode {
        var context = context
        transform(&context.environment)
        return content.makeNode(context)
    }
}

extension View {
    /// This view with an environment value changed for its whole subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// This view with the environment changed by `transform` for its whole subtree.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    func environmentChange(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(transform: transform))
    }
}
