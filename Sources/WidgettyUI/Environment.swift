import WidgettyTerminal
import Foundation

/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
public protocol EnvironmentKey {
    /// The type of the value the key stands for.
    associatedtype Value
    /// The value when no view above has set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree (the widget family, the colour scheme, the current
/// instant, …), as in SwiftUI. Extend it with computed properties over an ``EnvironmentKey``.
public struct EnvironmentValues {
    /// The values set, newest first, one per key. Every modifier copies the environment and
    /// every text reads a dozen values, so a copy is one reference, a read walks a short chain
    /// (no hashing, no dynamic casts) and a write shares everything after the key it replaces.
    private var newest: EnvironmentNode?

    /// An environment with every key at its default (a dark colour scheme, the small family, the
    /// current time zone and calendar).
    public init() {}

    /// The value of a key of your own, or its default: `self[MyKey.self]` in an `EnvironmentValues`
    /// extension's property.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var node = newest
            while let current = node {
                // A key type always stores values of its own `Value` type.
                if current.key == id { return unsafeDowncast(current, to: EnvironmentValueNode<K.Value>.self).value }
                node = current.next
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            var depth = 0
            var node = newest
            while let current = node, current.key != id {
                depth += 1
                node = current.next
            }
            // A new key goes in front; an old value is left out, the nodes in front of it copied.
            let rest = node.map { EnvironmentNode.copying(newest, count: depth, onto: $0.next) } ?? newest
            newest = EnvironmentValueNode(key: id, value: newValue, next: rest)
        }
    }
}

/// One value of an ``EnvironmentValues`` chain.
class EnvironmentNode {
    let key: ObjectIdentifier
    let next: EnvironmentNode?

    init(key: ObjectIdentifier, next: EnvironmentNode?) {
        self.key = key
        self.next = next
    }

    /// The same value in front of another rest of the chain.
    func copy(next: EnvironmentNode?) -> EnvironmentNode { preconditionFailure("EnvironmentNode is abstract") }

    /// The first `count` nodes of `chain`, copied in front of `tail`.
    static func copying(_ chain: EnvironmentNode?, count: Int, onto tail: EnvironmentNode?) -> EnvironmentNode? {
        guard count > 0, let chain else { return tail }
        return chain.copy(next: copying(chain.next, count: count - 1, onto: tail))
    }
}

/// A value of type `Value` in an ``EnvironmentValues`` chain.
final class EnvironmentValueNode<Value>: EnvironmentNode {
    let value: Value

    init(key: ObjectIdentifier, value: Value, next: EnvironmentNode?) {
        self.value = value
        super.init(key: key, next: next)
    }

    override func copy(next: EnvironmentNode?) -> EnvironmentNode {
        EnvironmentValueNode(key: key, value: value, next: next)
    }
}

/// A property that reads a value of the environment the view is rendered in, as SwiftUI's
/// `@Environment(\.widgetFamily) var family`. Read it only inside `body`.
@MainActor @propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`, as `@Environment(\.colorScheme) var scheme` writes it.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment the view is being built in; read it inside `body`.
    public var wrappedValue: Value {
        BodyTimeScope.noteRead(keyPath)
        return EnvironmentScope.current[keyPath: keyPath]
    }
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
