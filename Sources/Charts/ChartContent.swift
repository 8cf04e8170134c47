import Foundation
import WidgettyUI

/// What a `Chart` shows, as Swift Charts' `ChartContent`: marks, and content built of them
/// (`ForEach`, `if`, modifiers). Each content hands its marks to the chart engine.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }

    /// Appends the marks this content draws, for Widgetty's chart engine.
    func _appendMarks(to marks: inout [PlotMark])
}

extension ChartContent {
    public func _appendMarks(to marks: inout [PlotMark]) { body._appendMarks(to: &marks) }

    /// The marks of this content, in order.
    var plotMarks: [PlotMark] {
        var marks: [PlotMark] = []
        _appendMarks(to: &marks)
        return marks
    }
}

extension Never: ChartContent {
    public func _appendMarks(to marks: inout [PlotMark]) {}
}

/// A mark: content that draws one thing and has no body of its own.
@MainActor @preconcurrency
public protocol _PrimitiveChartMark: ChartContent where Body == Never {
    /// The mark as the chart engine draws it.
    var _plotMark: PlotMark { get }
}

extension _PrimitiveChartMark {
    public var body: Never { fatalError("\(Self.self) is a mark; its body is never evaluated") }
    public func _appendMarks(to marks: inout [PlotMark]) { marks.append(_plotMark) }
}

/// Chart content that draws nothing.
public struct EmptyChartContent: ChartContent {
    public init() {}
    public var body: Never { fatalError("EmptyChartContent has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {}
}

/// Several pieces of chart content in one builder block.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    public var value: (repeat each Content)
    public init(_ content: repeat each Content) { value = (repeat each content) }
    public var body: Never { fatalError("TupleChartContent has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {
        for content in repeat each value { content._appendMarks(to: &marks) }
    }
}

/// One of two pieces of chart content, chosen by an `if`/`else` or a `switch`.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalChartContent has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {
        switch storage {
        case .trueContent(let content): content._appendMarks(to: &marks)
        case .falseContent(let content): content._appendMarks(to: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) { self?._appendMarks(to: &marks) }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {
        for element in data { content(element)._appendMarks(to: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_elements: data, id: \.self, content: content)
    }
}

/// The result builder of chart content, as Swift Charts' `ChartContentBuilder`.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first: TrueContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second: FalseContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}
