/// The result builder behind `body` and every view-taking closure, as in SwiftUI: sequences,
/// `if`/`else`, `switch`, optionals and availability checks.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
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
}

/// Several views side by side in a builder block; the enclosing stack decides how they are laid out.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { primitiveBody(Self.self) }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}

/// A type-erased view.
public struct AnyView: View {
    public let base: any View
    public init<V: View>(_ view: V) { self.base = view }
    public init<V: View>(erasing view: V) { self.base = view }
    public var body: Never { primitiveBody(Self.self) }
}
