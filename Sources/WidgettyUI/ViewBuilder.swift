/// The result builder behind `body` and every view-taking closure, as in SwiftUI: sequences,
/// `if`/`else`, `switch`, optionals and availability checks.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { EmptyNode() }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { [] }
}

/// Several views side by side in a builder block; the enclosing stack decides how they are laid out.
public struct TupleView<each Content: View>: View {
    public var value: (repeat each Content)
    public init(_ content: repeat each Content) { self.value = (repeat each content) }
    public var body: Never { primitiveBody(Self.self) }

    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for child in repeat each value {
            nodes.append(contentsOf: child._makeViewList(in: context))
        }
        return nodes
    }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        context.single(_makeViewList(in: context))
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The branch taken.
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public var body: Never { primitiveBody(Self.self) }

    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): view._makeViewList(in: context)
        case .falseContent(let view): view._makeViewList(in: context)
        }
    }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        context.single(_makeViewList(in: context))
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }

    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        self.map { $0._makeViewList(in: context) } ?? []
    }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        context.single(_makeViewList(in: context))
    }
}

/// A type-erased view.
public struct AnyView: View {
    public let base: any View
    public init<V: View>(_ view: V) { self.base = view }
    public init<V: View>(erasing view: V) { self.base = view }
    public var body: Never { primitiveBody(Self.self) }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { base._makeViewList(in: context) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { base._makeNode(in: context) }
}

/// Views grouped without a layout of their own: the enclosing container lays them out.
public struct Group<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { content._makeViewList(in: context) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { context.single(_makeViewList(in: context)) }
}

/// One view per element of a collection (or per number of a range), as in SwiftUI. Its content
/// need not be a view: the `Charts` module makes it chart content too, as Swift Charts does.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public let data: Data
    public let content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// A `ForEach` of any content, for modules that give it builders of their own (`Charts`).
    public init(_elements data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }

    public var body: Never { primitiveBody(Self.self) }

    public func _makeViewList(in context: BuildContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for element in data {
            let view = EnvironmentScope.evaluating(in: context.environment) { content(element) }
            nodes.append(contentsOf: view._makeViewList(in: context))
        }
        return nodes
    }

    public func _makeNode(in context: BuildContext) -> LayoutNode { context.single(_makeViewList(in: context)) }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
