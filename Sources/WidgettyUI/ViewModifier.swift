import WidgettyTerminal
/// A reusable change to a view, as in SwiftUI: write `body(content:)` and apply it with
/// `.modifier(_:)`. Widgetty's own modifiers build their layout node directly.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view type ``body(content:)`` returns.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content
    /// The modified view: `content` with your changes around it, as in
    /// `content.padding(1).background(.fill)`.
    @ViewBuilder func body(content: Content) -> Body

    /// The node of the modified view, given a way to build the node of the original view.
    func _makeNode(content: _ContentBuilder, in context: BuildContext) -> LayoutNode
}

extension ViewModifier {
    public func _makeNode(content: _ContentBuilder, in context: BuildContext) -> LayoutNode {
        BodyTimeScope.building {
            let view = EnvironmentScope.evaluating(in: context.environment) {
                body(content: _ViewModifier_Content(builder: content))
            }
            return view._makeNode(in: context)
        }
    }
}

extension ViewModifier where Body == Never {
    /// Never called: a modifier of this kind builds its layout node itself.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// Builds the node of the view a modifier is applied to, in whatever context the modifier chooses.
@MainActor
public struct _ContentBuilder {
    let makeNode: @MainActor (BuildContext) -> LayoutNode
}

/// The original view inside a ``ViewModifier``'s `body(content:)`.
public struct _ViewModifier_Content: View {
    let builder: _ContentBuilder
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { builder.makeNode(context) }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier
    /// A view with a modifier applied; `.modifier(_:)` makes these.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    /// Never called: the modifier's `body(content:)` builds what is drawn.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let content = self.content
        return modifier._makeNode(content: _ContentBuilder { content._makeNode(in: $0) }, in: context)
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that wraps the content's node in another node.
struct NodeWrappingModifier: ViewModifier {
    let wrap: (LayoutNode, BuildContext) -> LayoutNode

    func _makeNode(content: _ContentBuilder, in context: BuildContext) -> LayoutNode {
        wrap(content.makeNode(context), context)
    }
}

extension View {
    func wrapNode(_ wrap: @escaping (LayoutNode, BuildContext) -> LayoutNode) -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(NodeWrappingModifier(wrap: wrap))
    }
}
