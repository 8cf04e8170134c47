import WidgettyTerminal
/// A piece of user interface, as in SwiftUI: a value that describes what to show through its
/// `body`. Primitive views (`Text`, stacks, …) have `Never` as their body and build their own
/// layout node.
@MainActor @preconcurrency
public protocol View {
    /// The view type `body` returns, usually `some View`.
    associatedtype Body: View
    /// What the view shows, built from other views; Widgetty evaluates it each time the widget is
    /// drawn.
    @ViewBuilder var body: Body { get }

    /// The layout node that lays out and draws this view. Composite views evaluate `body` in the
    /// environment of `context`; primitives build their node directly.
    func _makeNode(in context: BuildContext) -> LayoutNode

    /// The views this one contributes to an enclosing stack: one for most views, several for a
    /// `TupleView`, `ForEach` or `Group`, none for `EmptyView`.
    func _makeViewList(in context: BuildContext) -> [LayoutNode]
}

extension View {
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        BodyTimeScope.building { EnvironmentScope.evaluating(in: context.environment) { body }._makeNode(in: context) }
    }

    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        BodyTimeScope.building { EnvironmentScope.evaluating(in: context.environment) { body }._makeViewList(in: context) }
    }
}

extension View where Body == Never {
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        [_makeNode(in: context)]
    }
}

extension Never: View {
    /// A primitive view has no body.
    public typealias Body = Never
    /// Never called: `Never` stands as the body of views that draw themselves.
    public var body: Never { primitiveBody(Never.self) }
}

/// The `body` of a primitive view, which draws itself: never evaluated by the renderer, so
/// reaching it is a programming error in Widgetty, not in the widget.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view; its body is never evaluated")
}

/// What a view needs while its layout node is built: the environment and the axis of the
/// enclosing stack (which decides which way a `Spacer` or `Divider` goes).
public struct BuildContext {
    /// The values the view is built with: colour scheme, family, fonts, `now` and the rest.
    public var environment: EnvironmentValues
    var stackAxis: Axis?

    /// A context of an environment, outside any stack.
    public init(environment: EnvironmentValues) {
        self.environment = environment
        self.stackAxis = nil
    }

    /// The nodes of a list of views, as one node: an implicit vertical stack when there are several.
    func single(_ nodes: [LayoutNode]) -> LayoutNode {
        switch nodes.count {
        case 0: return EmptyNode()
        case 1: return nodes[0]
        default: return StackNode(axis: .vertical, alignment: .center, spacing: 0, children: nodes)
        }
    }
}

/// The environment current while a view's `body` is evaluated, which `@Environment` reads.
@MainActor
enum EnvironmentScope {
    static var current = EnvironmentValues()

    static func evaluating<T>(in environment: EnvironmentValues, _ body: () -> T) -> T {
        let saved = current
        current = environment
        defer { current = saved }
        return body()
    }
}
