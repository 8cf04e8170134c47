/// A piece of user interface, as in SwiftUI: a value that describes what to show through its
/// `body`. Primitive views (`Text`, stacks, …) have `Never` as their body and draw themselves.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Never.self) }
}

/// The `body` of a primitive view, which draws itself: never evaluated by the renderer, so
/// reaching it is a programming error in Widgetty, not in the widget.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view; its body is never evaluated")
}
