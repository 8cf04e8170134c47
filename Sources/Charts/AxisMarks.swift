import Foundation
import WidgettyUI

/// What an axis shows, as Swift Charts' `AxisContent`: `AxisMarks` and what they hold.
@MainActor @preconcurrency
public protocol AxisContent {
    /// The axis as Widgetty's chart engine draws it.
    var plotAxis: PlotAxis { get }
}

/// The result builder of axis content: the last `AxisMarks` of a block decides.
@MainActor @resultBuilder
public enum AxisContentBuilder {
    /// Lets one `AxisMarks` (or other axis content) stand as a line of the block.
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// A block of one `AxisMarks`: that axis, as written.
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
    /// A block of several `AxisMarks`: the last one is the axis drawn; Apple's layering of several
    /// sets of marks on one axis has no room in cells.
    public static func buildBlock<C: AxisContent>(_ content: C...) -> AnyAxisContent {
        AnyAxisContent(plotAxis: content.last?.plotAxis ?? PlotAxis())
    }
    /// The `if` branch of an `if`/`else` in the block, when it is the one taken.
    public static func buildEither<C: AxisContent>(first: C) -> AnyAxisContent { AnyAxisContent(plotAxis: first.plotAxis) }
    /// The `else` branch of an `if`/`else` in the block, when it is the one taken.
    public static func buildEither<C: AxisContent>(second: C) -> AnyAxisContent { AnyAxisContent(plotAxis: second.plotAxis) }
}

/// Axis content of any kind.
public struct AnyAxisContent: AxisContent {
    /// The axis the wrapped content describes.
    public let plotAxis: PlotAxis
}

/// A part of one axis mark, as Swift Charts' `AxisMark`: a grid line, a tick or a value's label.
@MainActor @preconcurrency
public protocol AxisMark {
    /// How the part changes the axis.
    func _apply(to axis: inout AxisMarkParts)
}

/// What an axis mark's parts ask for.
public struct AxisMarkParts {
    var grid = false
    var labels = false
    var format: (@MainActor (PlotDatum) -> String?)?
}

/// The result builder of one axis mark's parts.
@MainActor @resultBuilder
public enum AxisMarkBuilder {
    /// Lets a grid line, tick or value label stand as a line of an `AxisMarks` closure.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> [any AxisMark] { [mark] }
    /// The parts of every line of the closure together.
    public static func buildBlock(_ parts: [any AxisMark]...) -> [any AxisMark] { parts.flatMap { $0 } }
    /// An `if` without `else` in the closure: its parts when the condition holds, none otherwise
    /// (so `if value.index % 2 == 0 { AxisValueLabel() }` labels every other value).
    public static func buildOptional(_ parts: [any AxisMark]?) -> [any AxisMark] { parts ?? [] }
    /// The parts of the `if` side of an `if`/`else` in the closure.
    public static func buildEither(first: [any AxisMark]) -> [any AxisMark] { first }
    /// The parts of the `else` side of an `if`/`else` in the closure.
    public static func buildEither(second: [any AxisMark]) -> [any AxisMark] { second }
}

/// A grid line across the plot at each labelled value (drawn faint).
public struct AxisGridLine: AxisMark {
    /// A grid line at each value; where it is centred and its stroke are accepted as written (the
    /// line is one faint cell wide either way).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func _apply(to axis: inout AxisMarkParts) { axis.grid = true }
}

/// A tick at each value: cells have no room beside the labels, so accepted as written.
public struct AxisTick: AxisMark {
    /// A tick, accepted so Swift Charts code compiles; it draws nothing.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func _apply(to axis: inout AxisMarkParts) {}
}

/// Each value's label: in its usual form, through a format style, or a view of one's own.
public struct AxisValueLabel: AxisMark {
    let format: (@MainActor (PlotDatum) -> String?)?

    /// Each value's label in its usual form (numbers rounded to fit, instants as times or days);
    /// the placement, spacing, orientation and collision arguments are accepted as written.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        format = nil
    }

    /// Labels through a date format style (`.dateTime.weekday()`).
    public init<F: FormatStyle & Sendable>(format: F, centered: Bool? = nil) where F.FormatInput == Date, F.FormatOutput == String {
        self.format = { datum in if case .date(let date) = datum { format.format(date) } else { nil } }
    }

    /// Labels through a number format style (`.percent`, `.number.precision(…)`).
    public init<F: FormatStyle & Sendable>(format: F, centered: Bool? = nil) where F.FormatInput == Double, F.FormatOutput == String {
        self.format = { datum in if case .number(let value) = datum { format.format(value) } else { nil } }
    }

    /// Labels through an integer format style, the value rounded to a whole number first; a value
    /// that is not a number keeps its usual label.
    public init<F: FormatStyle & Sendable>(format: F, centered: Bool? = nil) where F.FormatInput == Int, F.FormatOutput == String {
        self.format = { datum in
            if case .number(let value) = datum, let whole = Int(exactly: value.rounded()) { format.format(whole) } else { nil }
        }
    }

    /// A label of one's own: the view, read as text on one row.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {
        let text = ChartViewText.line(of: content())
        format = { _ in text }
    }

    public func _apply(to axis: inout AxisMarkParts) {
        axis.labels = true
        if let format { axis.format = format }
    }
}

/// How labels that collide are resolved: cells leave out the later one; accepted as written.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// Later labels that would overlap earlier ones are left out, the one thing cells do.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Accepted as written; labels still collide-and-drop as with `.automatic`.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Accepted as written; overlapping labels are still left out rather than drawn over each other.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// Labels read across in cells; accepted as written.
public struct AxisValueLabelOrientation: Sendable {
    /// Labels read left to right, the only way a terminal writes them.
    public static let automatic = AxisValueLabelOrientation()
    /// Labels read left to right, as with `.automatic`.
    public static let horizontal = AxisValueLabelOrientation()
    /// Accepted as written; a terminal cannot turn text, so the label stays horizontal.
    public static let vertical = AxisValueLabelOrientation()
    /// Accepted as written; the label stays horizontal, as with `.vertical`.
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// A value on an axis, as an `AxisMarks` closure gets it.
public struct AxisValue {
    let datum: PlotDatum
    /// The value's place among the labelled values, from 0 (`index % 2` to label every other one).
    public let index: Int
    /// How many values the axis labels, for telling the first and last apart.
    public let count: Int

    /// The value as `type`, nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch datum {
        case .number(let value):
            if P.self == Double.self { return value as? P }
            if P.self == Int.self { return Int(exactly: value.rounded()) as? P }
            if P.self == Float.self { return Float(value) as? P }
            return nil
        case .date(let date): return date as? P
        case .category(let name): return name as? P
        }
    }
}

/// Where an axis' labels go, as Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Sendable {
    let position: PlotAxis.Position
    /// Swift Charts' default: vertical labels trailing, horizontal ones along the bottom row.
    public static let automatic = AxisMarkPosition(position: .automatic)
    /// Vertical labels in a column left of the plot; the only position that changes the drawing.
    public static let leading = AxisMarkPosition(position: .leading)
    /// Vertical labels right of the plot, where `.automatic` puts them already.
    public static let trailing = AxisMarkPosition(position: .trailing)
    /// Accepted as written; horizontal labels stay on the bottom row.
    public static let top = AxisMarkPosition(position: .top)
    /// Horizontal labels on the bottom row, where they always go.
    public static let bottom = AxisMarkPosition(position: .bottom)
}

/// Which values of an axis get marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    let values: PlotAxis.Values
    /// Round values chosen for the columns or rows there are, as many as fit without crowding.
    public static var automatic: AxisMarkValues { AxisMarkValues(values: .automatic(desiredCount: nil)) }
    /// Round values, about `desiredCount` of them when given; whether the ends are rounded is
    /// accepted as written (the chart rounds the fitted range itself).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of a number.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(values: .stride(step)) }
    /// Every `count` units of time.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(values: .stride(Self.seconds(component) * Double(max(1, count))))
    }
    /// How many seconds one `component` counts for a time stride: a month as 30 days, a year as 365
    /// (so strides of months drift against the calendar, unlike Apple's).
    public static func seconds(_ component: Calendar.Component) -> Double {
        switch component {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day, .weekday: return 86400
        case .weekOfYear, .weekOfMonth: return 604_800
        case .month: return 2_592_000
        case .year: return 31_536_000
        default: return 86400
        }
    }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    /// Exactly the values listed (`[0, 50, 100]`, dates or category names), each labelled.
    public init(arrayLiteral elements: any Plottable...) { values = .explicit(elements.map(\._plotDatum)) }
}

/// The marks of an axis, as Swift Charts' `AxisMarks`: which values get them, where the labels
/// go, and what each has (with no closure: labels).
public struct AxisMarks: AxisContent {
    /// The axis as the chart engine draws it: position, values, grid and labels.
    public let plotAxis: PlotAxis

    /// Marks at the given values with labels and no grid, the labels where `position` puts them;
    /// `preset` is accepted as written.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        var axis = PlotAxis()
        axis.position = position.position
        axis.values = values.values
        plotAxis = axis
    }

    /// Marks whose parts come from the closure: a grid line if it holds `AxisGridLine`, labels if
    /// it holds `AxisValueLabel`; it is asked again for each value's label when drawn.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]) {
        var axis = PlotAxis()
        axis.position = position.position
        axis.values = values.values
        // What the marks hold is read from the first value's; each label is asked for its own value.
        var probe = AxisMarkParts()
        for part in content(AxisValue(datum: .number(0), index: 0, count: 1)) { part._apply(to: &probe) }
        axis.grid = probe.grid
        axis.labels = probe.labels
        axis.label = { datum, index, count in
            var parts = AxisMarkParts()
            for part in content(AxisValue(datum: datum, index: index, count: count)) { part._apply(to: &parts) }
            // No label at this value (`if` in the closure): none drawn; a label without a format: the usual one.
            guard parts.labels else { return "" }
            return parts.format?(datum)
        }
        plotAxis = axis
    }

    /// Marks with labels at exactly the values of a sequence (numbers, dates or category names).
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values)
    where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: .explicit(values.map(\._plotDatum))))
    }

    /// Marks at exactly the values of a sequence, each one's parts from the closure.
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]) where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: .explicit(values.map(\._plotDatum))),
                  content: content)
    }
}

/// The look of an axis' marks, as Swift Charts' `AxisMarkPreset`; accepted as written.
public struct AxisMarkPreset: Sendable {
    /// Swift Charts' default preset; nothing to choose between in cells.
    public static let automatic = AxisMarkPreset()
    /// Accepted as written; the labels are laid out as with `.automatic`.
    public static let extended = AxisMarkPreset()
    /// Accepted as written; labels are fitted to the columns either way.
    public static let aligned = AxisMarkPreset()
    /// Accepted as written; labels sit outside the plot as always.
    public static let inset = AxisMarkPreset()
}
