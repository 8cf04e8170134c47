import WidgettyTerminal
import Foundation

/// A direction of layout, as in SwiftUI.
public enum Axis: Hashable, Sendable {
    /// Across the screen (columns) or down it (rows).
    case horizontal, vertical

    /// A set of axes, as in `fixedSize` and `scrollDisabled`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits: 1 horizontal, 2 vertical.
        public let rawValue: Int
        /// A set from its bits, as ``rawValue`` gives them.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Columns only: a view keeps its ideal width and takes the offered height.
        public static let horizontal = Set(rawValue: 1)
        /// Rows only: a view keeps its ideal height and takes the offered width.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A place on one axis where a shorter length lines up inside a longer one: at the start
/// (leading or top), in the middle, or at the end (trailing or bottom). What a
/// ``HorizontalAlignment`` or a ``VerticalAlignment`` comes down to in cells.
enum AlignmentPosition: Hashable, Sendable {
    case start, center, end

    /// The offset of a length `inner` aligned inside `outer` (halves round down).
    func offset(_ inner: Int, in outer: Int) -> Int {
        switch self {
        case .start: 0
        case .center: (outer - inner) / 2
        case .end: outer - inner
        }
    }
}

/// Where views line up across a vertical stack or a frame, as in SwiftUI.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Leading is the start, trailing the end.
    let position: AlignmentPosition
    /// Lines views up on the left (left-to-right text is the only direction a terminal draws).
    public static let leading = HorizontalAlignment(position: .start)
    /// Centres views; when the spare columns are odd, the extra one goes on the right.
    public static let center = HorizontalAlignment(position: .center)
    /// Lines views up on the right.
    public static let trailing = HorizontalAlignment(position: .end)
    /// A list row separator's start: the same as ``leading``, since rows have no inset separators
    /// in cells.
    public static let listRowSeparatorLeading = leading
    /// A list row separator's end: the same as ``trailing``.
    public static let listRowSeparatorTrailing = trailing

    /// The offset of a length `inner` aligned inside `outer`.
    func offset(_ inner: Int, in outer: Int) -> Int { position.offset(inner, in: outer) }
}

/// Where views line up across a horizontal stack or a frame, as in SwiftUI. Text baselines
/// are the first and last rows of a view.
public struct VerticalAlignment: Hashable, Sendable {
    /// Top is the start, bottom the end.
    let position: AlignmentPosition
    /// Lines views up on their first row.
    public static let top = VerticalAlignment(position: .start)
    /// Centres views; when the spare rows are odd, the extra one goes below.
    public static let center = VerticalAlignment(position: .center)
    /// Lines views up on their last row.
    public static let bottom = VerticalAlignment(position: .end)
    /// The first row of text: a cell row has one baseline, so this is ``top``.
    public static let firstTextBaseline = top
    /// The last row of text, which is ``bottom`` for the same reason as ``firstTextBaseline``.
    public static let lastTextBaseline = bottom

    /// The offset of a length `inner` aligned inside `outer`.
    func offset(_ inner: Int, in outer: Int) -> Int { position.offset(inner, in: outer) }
}

/// A horizontal and a vertical alignment together, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    /// The horizontal half: where a narrower view sits in wider room.
    public var horizontal: HorizontalAlignment
    /// The vertical half: where a shorter view sits in taller room.
    public var vertical: VerticalAlignment
    /// An alignment of the two halves, for the ones with no name (there are nine names below).
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// In the middle both ways: the default of `frame`, `ZStack` and `overlay`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top row, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom row, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a rectangle of `size` aligned inside `rect`.
    func origin(of size: Size, in rect: Rect) -> Point {
        Point(x: rect.minX + horizontal.offset(size.width, in: rect.width),
              y: rect.minY + vertical.offset(size.height, in: rect.height))
    }
}

/// How text lines line up, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines of a multi-line `Text` start at the left, are centred (odd spare columns go right), or
    /// end at the right.
    case leading, center, trailing
}

/// A side of a rectangle, as in SwiftUI.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The sides of a rectangle: `top` and `bottom` are rows, `leading` and `trailing` columns
    /// (leading is the left in a terminal).
    case top, leading, bottom, trailing

    /// A set of sides, as in `.padding(.horizontal, 2)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The sides as bits, one per ``Edge`` by its raw value.
        public let rawValue: Int8
        /// A set from its bits, as ``rawValue`` gives them.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one side.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// The top row alone.
        public static let top = Set(.top)
        /// The left side alone.
        public static let leading = Set(.leading)
        /// The bottom row alone.
        public static let bottom = Set(.bottom)
        /// The right side alone.
        public static let trailing = Set(.trailing)
        /// Every side, the default of `.padding()` and `.ignoresSafeArea()`.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Left and right: `.padding(.horizontal)` pads columns only.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom: `.padding(.vertical)` pads rows only.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on each side, as in SwiftUI: cells, or points when the environment's ``CellMetrics`` says so.
public struct EdgeInsets: Hashable, Sendable {
    /// Space above, in rows (or points, as ``CellMetrics`` says).
    public var top: CGFloat
    /// Space on the left, in columns (or points).
    public var leading: CGFloat
    /// Space below, in rows (or points).
    public var bottom: CGFloat
    /// Space on the right, in columns (or points).
    public var trailing: CGFloat
    /// Insets of the lengths given; a side left out is 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A point in a view's unit square, as in SwiftUI (gradients' start and end points).
public struct UnitPoint: Hashable, Sendable {
    /// Across, from 0 at the left edge to 1 at the right.
    public var x: CGFloat
    /// Down, from 0 at the top row to 1 at the bottom one.
    public var y: CGFloat
    /// A point of the unit square; values outside 0...1 lie beyond the view's edges.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-left corner, (0, 0); the same point as ``topLeading``.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle, (0.5, 0.5): a radial gradient's usual centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge, (0, 0.5): a left-to-right gradient starts here.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0): a top-to-bottom gradient starts here.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-left corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner, (1, 1): with ``topLeading``, a diagonal gradient's ends.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Cell counts from SwiftUI's `CGFloat` lengths, through the environment's ``CellMetrics``:
/// rounded, infinity becomes ``ProposedSize/unbounded``.
struct Cells {
    let metrics: CellMetrics

    init(_ environment: EnvironmentValues) { metrics = environment.cellMetrics }

    func columns(_ value: CGFloat) -> Int { Self.count(value, per: metrics.pointsPerColumn) }
    func rows(_ value: CGFloat) -> Int { Self.count(value, per: metrics.pointsPerRow) }
    func columns(_ value: CGFloat?) -> Int? { value.map(columns) }
    func rows(_ value: CGFloat?) -> Int? { value.map(rows) }
    func length(_ value: CGFloat, on axis: Axis) -> Int { axis == .horizontal ? columns(value) : rows(value) }

    private static func count(_ value: CGFloat, per unit: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? ProposedSize.unbounded : 0 }
        return Int((value / max(unit, 0.001)).rounded())
    }
}

/// How many of SwiftUI's points a cell stands for. Widgetty's own views measure in cells
/// (``cells``, the default); a host may render a widget written with iOS point sizes
/// (`.padding(16)`, `.frame(width: 60)`, `spacing: 8`) with ``points`` instead.
public struct CellMetrics: Hashable, Sendable {
    /// How many points one column stands for: 1 for ``cells``, 8 for ``points``.
    public var pointsPerColumn: CGFloat
    /// How many points one row stands for: 1 for ``cells``, 16 for ``points`` (a cell is about
    /// twice as tall as wide).
    public var pointsPerRow: CGFloat

    /// Metrics of your own, say 10 by 20 for a design drawn at another scale; a length is divided
    /// by these and rounded to whole cells.
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }

    /// Lengths are cells: `.padding(2)` is two columns and two rows.
    public static let cells = CellMetrics(pointsPerColumn: 1, pointsPerRow: 1)
    /// Lengths are iOS points: a column is 8 points wide, a row 16 points tall.
    public static let points = CellMetrics(pointsPerColumn: 8, pointsPerRow: 16)
}

private struct CellMetricsKey: EnvironmentKey { static var defaultValue: CellMetrics { .cells } }

extension EnvironmentValues {
    /// How lengths given to padding, frames, spacing and spacers become cells (default: they are cells).
    public var cellMetrics: CellMetrics {
        get { self[CellMetricsKey.self] }
        set { self[CellMetricsKey.self] = newValue }
    }
}
