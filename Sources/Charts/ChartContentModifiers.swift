import Foundation
import WidgettyUI

/// Chart content with a change made to each of its marks (a colour, a group, a symbol…).
public struct _ChangedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout PlotMark) -> Void

    public var body: Never { fatalError("_ChangedChartContent has no body") }

    public func _appendMarks(to marks: inout [PlotMark]) {
        let start = marks.count
        content._appendMarks(to: &marks)
        for index in start..<marks.count { change(&marks[index]) }
    }
}

extension ChartContent {
    func changingMarks(_ change: @escaping (inout PlotMark) -> Void) -> _ChangedChartContent<Self> {
        _ChangedChartContent(content: self, change: change)
    }

    /// The marks drawn in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        changingMarks { $0.style = style }
    }

    /// The marks coloured by a value: one colour per value, from the palette (or
    /// `chartForegroundStyleScale`), named in the legend; lines and areas of one value form a series.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.datum.groupName
        return changingMarks { $0.group = group }
    }

    /// The points' symbols chosen by a value: one symbol per value.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.datum.groupName
        return changingMarks { $0.symbolGroup = group }
    }

    /// The points drawn with `symbol`'s glyph.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let glyph = symbol.glyph
        return changingMarks { $0.symbol = glyph }
    }

    /// The points drawn as a view of one's own: its first cell's character.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let glyph = ChartViewText.firstGlyph(of: symbol())
        return changingMarks { $0.symbol = glyph }
    }

    /// Points are one cell whatever their size: accepted as written.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { self }

    /// Points are one cell whatever their size: accepted as written.
    public func symbolSize(_ size: CGSize) -> some ChartContent { self }

    /// A line or rule drawn dashed when `style` has a dash; its width is the cell's line.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        let dashed = !style.dash.isEmpty
        return changingMarks { $0.dashed = dashed }
    }

    /// How a line's or an area's points are joined.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        let interpolation = method.interpolation
        return changingMarks { $0.interpolation = interpolation }
    }

    /// A line of text beside each mark: the view drawn as text on one row.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let text = ChartViewText.line(of: content())
        let place = position.position
        return changingMarks { $0.annotation = PlotAnnotation(text, position: place) }
    }

    /// Marks are drawn whole in cells: accepted as written.
    public func opacity(_ opacity: Double) -> some ChartContent { self }

    /// Bars are whole cells: accepted as written.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { self }

    /// Read by VoiceOver on Apple's systems; accepted as written.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Where an annotation goes, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    let position: PlotAnnotation.Position
    public static let automatic = AnnotationPosition(position: .top)
    public static let top = AnnotationPosition(position: .top)
    public static let bottom = AnnotationPosition(position: .bottom)
    public static let leading = AnnotationPosition(position: .leading)
    public static let trailing = AnnotationPosition(position: .trailing)
    public static let overlay = AnnotationPosition(position: .overlay)
    public static let topLeading = AnnotationPosition(position: .top)
    public static let topTrailing = AnnotationPosition(position: .top)
    public static let bottomLeading = AnnotationPosition(position: .bottom)
    public static let bottomTrailing = AnnotationPosition(position: .bottom)
}

/// How a line's points are joined, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable {
    let interpolation: PlotInterpolation
    public static let linear = InterpolationMethod(interpolation: .linear)
    public static let catmullRom = InterpolationMethod(interpolation: .curved)
    public static let cardinal = InterpolationMethod(interpolation: .curved)
    public static let monotone = InterpolationMethod(interpolation: .curved)
    public static let stepStart = InterpolationMethod(interpolation: .stepStart)
    public static let stepCenter = InterpolationMethod(interpolation: .stepCenter)
    public static let stepEnd = InterpolationMethod(interpolation: .stepEnd)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A point's symbol, as Swift Charts' `ChartSymbolShape`: drawn as one glyph.
public protocol ChartSymbolShape: Sendable {
    /// The glyph a cell shows for it.
    var glyph: String { get }
}

/// The standard symbols, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    public let glyph: String
    public static let circle = BasicChartSymbolShape(glyph: "●")
    public static let square = BasicChartSymbolShape(glyph: "■")
    public static let triangle = BasicChartSymbolShape(glyph: "▲")
    public static let diamond = BasicChartSymbolShape(glyph: "◆")
    public static let pentagon = BasicChartSymbolShape(glyph: "⬟")
    public static let plus = BasicChartSymbolShape(glyph: "+")
    public static let cross = BasicChartSymbolShape(glyph: "×")
    public static let asterisk = BasicChartSymbolShape(glyph: "*")
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}
