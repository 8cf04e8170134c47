/// The result builder behind `body` and every view-taking closure, as in SwiftUI: sequences,
/// `if`/`else`, `switch`, optionals and availability checks.
@MainActor @resultBuilder
public enum ViewBuilder {
    /// Each view written on a line of the builder, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty builder (`{}`) draws nothing: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A builder of one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views in a builder: a ``TupleView`` that the enclosing stack lays out one after
    /// another.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// The older name of ``buildOptional(_:)``, kept for code that still uses it.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: the view when the condition holds, no view (and no space or spacing)
    /// otherwise.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if`'s true branch (or a `switch` case), as one side of a conditional view.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// An `else` branch (or a later `switch` case), as the other side of a conditional view.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A view inside `if #available`: erased to ``AnyView`` so the builder's type does not depend
    /// on the check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Nothing: a placeholder for a branch that should draw no view, as `EmptyView()` in a `switch`
    /// default.
    public init() {}
    /// Never called: an empty view has no content of its own.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { EmptyNode() }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { [] }
}

/// Several views side by side in a builder block; the enclosing stack decides how they are laid out.
public struct TupleView<each Content: View>: View {
    /// The views, one per element of the pack, in the order written.
    public var value: (repeat each Content)
    /// The views of a builder block, kept together.
    public init(_ content: repeat each Content) { self.value = (repeat each content) }
    /// Never called: the enclosing stack lays out the views in ``value`` one by one.
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
    /// Never called: an optional view is its wrapped view when there is one and nothing otherwise.
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
    /// The view inside, whatever its type.
    public let base: any View
    /// Any view, with its type forgotten: for functions that return one of several view types.
    public init<V: View>(_ view: V) { self.base = view }
    /// The same as ``init(_:)``, under the label SwiftUI also accepts.
    public init<V: View>(erasing view: V) { self.base = view }
    /// Never called: an erased view draws as the view in ``base``.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { base._makeViewList(in: context) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { base._makeNode(in: context) }
}

/// Views grouped without a layout of their own: the enclosing container lays them out.
public struct Group<Content: View>: View {
    /// The grouped views.
    public let content: Content
    /// Groups the views of the builder so a modifier applies to each of them (`.font` on a group
    /// sets every text's font); the group adds no stack, frame or spacing of its own.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called: a group hands its views to the enclosing container.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeViewList(in context: BuildContext) -> [LayoutNode] { content._makeViewList(in: context) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { context.single(_makeViewList(in: context)) }
}

/// One view per element of a collection (or per number of a range), as in SwiftUI. Its content
/// need not be a view: the `Charts` module makes it chart content too, as Swift Charts does.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection whose elements become views.
    public let data: Data
    /// Builds the view of one element.
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
    /// One view per element, each known by the element's property at `id` (`id: \.self` for strings
    /// and numbers).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }

    /// Never called: the views of the elements take the group's place in the enclosing stack.
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
    /// One view per number of a constant range: `ForEach(0..<5) { i in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// One view per element of a collection of ``Identifiable`` values, known by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
