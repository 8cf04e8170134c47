import Foundation
import WidgettyUI

/// What a `Chart` shows, as Swift Charts' `ChartContent`: marks, and content built of them
/// (`ForEach`, `if`, modifiers). Each content hands its marks to the chart engine.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of; `Never` for a mark.
    associatedtype Body: ChartContent
    /// What this content is built from, for content written out of other marks (a `struct` of your
    /// own conforming to `ChartContent`).
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
    /// Content with no marks, as an empty builder block gives.
    public init() {}
    /// No body: empty content has nothing to build.
    public var body: Never { fatalError("EmptyChartContent has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {}
}

/// Several pieces of chart content in one builder block.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    /// The pieces, in the order the block lists them.
    public var value: (repeat each Content)
    /// The pieces of a block with more than one line, their marks drawn in order.
    public init(_ content: repeat each Content) { value = (repeat each content) }
    /// No body: the pieces hand their marks over themselves.
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
    /// No body: an optional hands over its wrapped content's marks, or none when it is nil.
    public var body: Never { fatalError("Optional chart content has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) { self?._appendMarks(to: &marks) }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// No body: each element's content hands over its marks, in the data's order.
    public var body: Never { fatalError("ForEach has no body") }
    public func _appendMarks(to marks: inout [PlotMark]) {
        for element in data { content(element)._appendMarks(to: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Content for each element of `data`, told apart by the key path `id`; the marks are drawn in
    /// the collection's order.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    /// Content for each element of a collection of `Identifiable` values.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Content for each number of a range (`ForEach(0..<7) { day in … }`).
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_elements: data, id: \.self, content: content)
    }
}

/// The result builder of chart content, as Swift Charts' `ChartContentBuilder`.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    /// Lets a mark or other chart content stand as a line of a `Chart` block.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// An empty block: content with no marks.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// A one-line block: that content, as written.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    /// A block of several lines, kept in order so later marks draw over earlier ones.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }
    /// An `if` without `else` in a block, in the form older compilers ask for.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// An `if` without `else` in a block: the content when the condition holds, nothing otherwise.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// The `if` side of an `if`/`else` (or a `switch` case) in a chart block.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first: TrueContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .trueContent(first))
    }
    /// The `else` side of an `if`/`else` (or a later `switch` case) in a chart block.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second: FalseContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .falseContent(second))
    }
    /// An `if #available` in a chart block: its content, as written.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}
