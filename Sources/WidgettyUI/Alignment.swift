import WidgettyTerminal
import Foundation

/// A direction of layout, as in SwiftUI.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes, as in `fixedSize` and `scrollDisabled`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
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
    public static let leading = HorizontalAlignment(position: .start)
    public static let center = HorizontalAlignment(position: .center)
    public static let trailing = HorizontalAlignment(position: .end)
    public static let listRowSeparatorLeading = leading
    public static let listRowSeparatorTrailing = trailing

    /// The offset of a length `inner` aligned inside `outer`.
    func offset(_ inner: Int, in outer: Int) -> Int { position.offset(inner, in: outer) }
}

/// Where views line up across a horizontal stack or a frame, as in SwiftUI. Text baselines
/// are the first and last rows of a view.
public struct VerticalAlignment: Hashable, Sendable {
    /// Top is the start, bottom the end.
    let position: AlignmentPosition
    public static let top = VerticalAlignment(position: .start)
    public static let center = VerticalAlignment(position: .center)
    public static let bottom = VerticalAlignment(position: .end)
    public static let firstTextBaseline = top
    public static let lastTextBaseline = bottom

    /// The offset of a length `inner` aligned inside `outer`.
    func offset(_ inner: Int, in outer: Int) -> Int { position.offset(inner, in: outer) }
}

/// A horizontal and a vertical alignment together, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a rectangle of `size` aligned inside `rect`.
    func origin(of size: Size, in rect: Rect) -> Point {
        Point(x: rect.minX + horizontal.offset(size.width, in: rect.width),
              y: rect.minY + vertical.offset(size.height, in: rect.height))
    }
}

/// How text lines line up, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A side of a rectangle, as in SwiftUI.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of sides, as in `.padding(.horizontal, 2)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on each side, as in SwiftUI: cells, or points when the environment's ``CellMetrics`` says so.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A point in a view's unit square, as in SwiftUI (gradients' start and end points).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
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
    public var pointsPerColumn: CGFloat
    public var pointsPerRow: CGFloat

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
