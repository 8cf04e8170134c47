import WidgettyKit
import WidgettyTerminal

/// The slot grid of the home screen for one terminal size: how many columns and rows of small
/// slots, and how big each is. Slots are roughly square on screen (a cell is about twice as
/// tall as it is wide, so a slot is about 2.4 columns per row), and at most four across and
/// three down, as on a phone: a larger terminal gets larger slots, whose widgets draw more
/// (bigger digits, longer graphs), rather than more empty ones. A home file's `grid:` may ask
/// for more.
public struct GridMetrics: Hashable, Sendable {
    public var columns: Int
    public var rows: Int
    public var slotSize: Size
    /// Where the grid sits (centred in the area it was fitted to).
    public var origin: Point

    /// The smallest slot a widget can be drawn in: a border and three lines of text.
    public static let minimumSlot = Size(width: 12, height: 5)

    /// The most columns and rows the grid gets by itself (4 × 3 from about 120×40 up).
    public static let automaticLimit = (columns: 4, rows: 3)

    public init(columns: Int, rows: Int, slotSize: Size, origin: Point) {
        self.columns = columns
        self.rows = rows
        self.slotSize = slotSize
        self.origin = origin
    }

    /// The grid for an area, or nil when not even one small slot fits. `columns`/`rows` force a
    /// grid (as far as the minimum slot size allows).
    public static func fitting(_ area: Rect, columns: Int? = nil, rows: Int? = nil) -> GridMetrics? {
        let minimum = minimumSlot
        guard area.width >= minimum.width, area.height >= minimum.height else { return nil }
        let maxRows = area.height / minimum.height
        let maxColumns = area.width / minimum.width
        let automaticRows = min(automaticLimit.rows, Int((Double(area.height) / 12).rounded()))
        let rowCount = min(maxRows, max(1, rows ?? automaticRows))
        let slotHeight = area.height / rowCount
        let automaticColumns = min(
            automaticLimit.columns, Int((Double(area.width) / (2.4 * Double(slotHeight))).rounded()))
        let columnCount = min(maxColumns, max(1, columns ?? automaticColumns))
        let slotWidth = area.width / columnCount
        let origin = Point(
            x: area.minX + (area.width - slotWidth * columnCount) / 2,
            y: area.minY + (area.height - slotHeight * rowCount) / 2)
        return GridMetrics(
            columns: columnCount, rows: rowCount, slotSize: Size(width: slotWidth, height: slotHeight), origin: origin)
    }

    /// The slots a family takes, clamped to the grid (an extra-large widget on a three-column grid
    /// takes the full width).
    public func span(of family: WidgetFamily) -> (columns: Int, rows: Int) {
        let wanted: (Int, Int)
        switch family {
        case .systemSmall, .accessoryInline, .accessoryCircular, .accessoryRectangular, .accessoryCorner: wanted = (1, 1)
        case .systemMedium: wanted = (2, 1)
        case .systemLarge: wanted = (2, 2)
        case .systemExtraLarge: wanted = (4, 2)
        }
        return (min(wanted.0, columns), min(wanted.1, rows))
    }

    /// The screen rectangle of a block of slots.
    public func frame(column: Int, row: Int, columns spanColumns: Int, rows spanRows: Int) -> Rect {
        Rect(
            x: origin.x + column * slotSize.width, y: origin.y + row * slotSize.height,
            width: spanColumns * slotSize.width, height: spanRows * slotSize.height)
    }
}
