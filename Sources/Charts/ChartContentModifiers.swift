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
    /// A label for screen readers, given as a string; accepted as written, nothing is drawn.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// The value a screen reader would speak for the marks; accepted as written.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    /// The spoken value given as a string; accepted as written, the chart looks the same.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    /// Hides the marks from screen readers on Apple's systems; accepted as written, they are still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Where an annotation goes, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    let position: PlotAnnotation.Position
    /// Above the mark, as `.top`; Swift Charts picks a side by the space, cells always take the row above.
    public static let automatic = AnnotationPosition(position: .top)
    /// Centred on the row above the mark.
    public static let top = AnnotationPosition(position: .top)
    /// Centred on the row below the mark.
    public static let bottom = AnnotationPosition(position: .bottom)
    /// On the mark's row, ending a cell before it.
    public static let leading = AnnotationPosition(position: .leading)
    /// On the mark's row, starting a cell or two after it.
    public static let trailing = AnnotationPosition(position: .trailing)
    /// Over the middle of the mark, covering its cells.
    public static let overlay = AnnotationPosition(position: .overlay)
    /// Drawn as `.top`: a row of cells has no corners to hang text from.
    public static let topLeading = AnnotationPosition(position: .top)
    /// Drawn as `.top`, centred over the mark rather than at its right-hand corner.
    public static let topTrailing = AnnotationPosition(position: .top)
    /// Drawn as `.bottom`, centred under the mark rather than at its left-hand corner.
    public static let bottomLeading = AnnotationPosition(position: .bottom)
    /// Drawn as `.bottom`: the row under the mark, centred.
    public static let bottomTrailing = AnnotationPosition(position: .bottom)
}

/// How a line's points are joined, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable {
    let interpolation: PlotInterpolation
    /// Straight runs of braille dots from point to point.
    public static let linear = InterpolationMethod(interpolation: .linear)
    /// A smooth curve through every point, as Widgetty draws all curved lines.
    public static let catmullRom = InterpolationMethod(interpolation: .curved)
    /// Drawn as `.catmullRom`: in braille dots the two curves cannot be told apart.
    public static let cardinal = InterpolationMethod(interpolation: .curved)
    /// Drawn as `.catmullRom`, which may overshoot between points where Apple's monotone curve would not.
    public static let monotone = InterpolationMethod(interpolation: .curved)
    /// Each step changes height at the first point and runs flat to the next.
    public static let stepStart = InterpolationMethod(interpolation: .stepStart)
    /// Each step runs flat to halfway between points, then changes height.
    public static let stepCenter = InterpolationMethod(interpolation: .stepCenter)
    /// Each step runs flat from a point and changes height at the next one.
    public static let stepEnd = InterpolationMethod(interpolation: .stepEnd)
    /// A Catmull–Rom curve; `alpha` is accepted as written (the curve is always the uniform one).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A curve through every point; `tension` is accepted as written.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A point's symbol, as Swift Charts' `ChartSymbolShape`: drawn as one glyph.
public protocol ChartSymbolShape: Sendable {
    /// The glyph a cell shows for it.
    var glyph: String { get }
}

/// The standard symbols, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    /// The character drawn in a point's cell.
    public let glyph: String
    /// A filled circle, `●`: the first symbol groups take.
    public static let circle = BasicChartSymbolShape(glyph: "●")
    /// A filled square, `■`.
    public static let square = BasicChartSymbolShape(glyph: "■")
    /// An upward triangle, `▲`.
    public static let triangle = BasicChartSymbolShape(glyph: "▲")
    /// A filled diamond, `◆`.
    public static let diamond = BasicChartSymbolShape(glyph: "◆")
    /// A filled pentagon, `⬟`; some terminal fonts lack it and draw a box.
    public static let pentagon = BasicChartSymbolShape(glyph: "⬟")
    /// A plus sign, `+`, plain ASCII.
    public static let plus = BasicChartSymbolShape(glyph: "+")
    /// A multiplication cross, `×`.
    public static let cross = BasicChartSymbolShape(glyph: "×")
    /// An asterisk, `*`, plain ASCII.
    public static let asterisk = BasicChartSymbolShape(glyph: "*")
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// `.symbol(.circle)`: points drawn as `●`.
    public static var circle: BasicChartSymbolShape { .circle }
    /// `.symbol(.square)`: points drawn as `■`.
    public static var square: BasicChartSymbolShape { .square }
    /// `.symbol(.triangle)`: points drawn as `▲`.
    public static var triangle: BasicChartSymbolShape { .triangle }
    /// `.symbol(.diamond)`: points drawn as `◆`.
    public static var diamond: BasicChartSymbolShape { .diamond }
    /// `.symbol(.pentagon)`: points drawn as `⬟`.
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    /// `.symbol(.plus)`: points drawn as `+`.
    public static var plus: BasicChartSymbolShape { .plus }
    /// `.symbol(.cross)`: points drawn as `×`.
    public static var cross: BasicChartSymbolShape { .cross }
    /// `.symbol(.asterisk)`: points drawn as `*`.
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}
