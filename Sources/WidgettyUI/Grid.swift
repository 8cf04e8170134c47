import Foundation
import WidgettyTerminal

/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow``'s views are its cells, a
/// column as wide as its widest cell, a row as tall as its tallest; a view that is not a row
/// (a `Divider`, a heading) spans the whole grid.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of rows, each cell lined up by `alignment`, columns `horizontalSpacing` apart (1
    /// column when nil) and rows `verticalSpacing` apart (none when nil).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Never called: the grid measures its columns and rows and draws the cells itself.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .vertical  // a view between rows (a Divider) runs across the grid
        let cells = Cells(context.environment)
        let rows: [[LayoutNode]] = content._makeViewList(in: inner).map { node in
            (node as? GridRowNode)?.cells ?? [node]
        }
        return GridNode(rows: rows, alignment: alignment,
                        columnSpacing: max(0, cells.columns(horizontalSpacing) ?? 1),
                        rowSpacing: max(0, cells.rows(verticalSpacing) ?? 0))
    }
}

/// One row of a ``Grid``: its views are the row's cells.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of cells; `alignment` overrides the grid's vertical alignment for this row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: the grid lays out the row's views as cells of its columns.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .horizontal
        return GridRowNode(cells: content._makeViewList(in: inner))
    }
}

extension View {
    /// Accepted: a cell spans one column.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// Accepted: columns follow the grid's alignment.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View { self }
    /// Accepted: every cell takes part in sizing its row and column.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

/// A ``GridRow``'s cells, which the grid lays out (alone, they are a row).
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    private lazy var alone = StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: cells)

    init(cells: [LayoutNode]) { self.cells = cells }

    override func measure(_ proposal: ProposedSize) -> Size { alone.sizeThatFits(proposal) }
    override func draw(in rect: Rect, on canvas: Canvas) { alone.draw(in: rect, on: canvas) }
}

/// The layout of a ``Grid``: column widths from the widest cell of each (narrowed in proportion
/// when the grid is offered less), row heights from the tallest; a one-cell row spans every column.
final class GridNode: LayoutNode {
    let rows: [[LayoutNode]]
    let alignment: Alignment
    let columnSpacing: Int
    let rowSpacing: Int

    init(rows: [[LayoutNode]], alignment: Alignment, columnSpacing: Int, rowSpacing: Int) {
        self.rows = rows
        self.alignment = alignment
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
    }

    private var columnCount: Int { rows.filter { $0.count > 1 }.map(\.count).max() ?? 1 }

    /// Each column's width and each row's height for a proposal.
    func tracks(_ proposal: ProposedSize) -> (columns: [Int], rows: [Int]) {
        let count = columnCount
        var widths = Array(repeating: 0, count: count)
        for row in rows where row.count > 1 || count == 1 {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
            }
        }
        if let available = proposal.width.map({ $0 - columnSpacing * (count - 1) }), available >= 0 {
            let total = widths.reduce(0, +)
            if total > available, total > 0 {
                widths = widths.map { $0 * available / total }
                widths[widths.count - 1] += available - widths.reduce(0, +)
            }
        }
        let fullWidth = widths.reduce(0, +) + columnSpacing * (count - 1)
        let heights = rows.map { row in
            if row.count == 1 && count > 1 {
                return row[0].sizeThatFits(ProposedSize(width: fullWidth, height: nil)).height
            }
            return row.enumerated().map { column, cell in
                cell.sizeThatFits(ProposedSize(width: widths[min(column, count - 1)], height: nil)).height
            }.max() ?? 0
        }
        return (widths, heights)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let (columns, rowHeights) = tracks(proposal)
        return Size(width: columns.reduce(0, +) + columnSpacing * max(0, columns.count - 1),
                    height: rowHeights.reduce(0, +) + rowSpacing * max(0, rowHeights.count - 1))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let (columns, rowHeights) = tracks(ProposedSize(rect.size))
        let fullWidth = columns.reduce(0, +) + columnSpacing * max(0, columns.count - 1)
        var y = rect.minY
        for (row, height) in zip(rows, rowHeights) {
            if row.count == 1 && columns.count > 1 {
                let frame = Rect(x: rect.minX, y: y, width: fullWidth, height: height)
                let size = row[0].sizeThatFits(ProposedSize(frame.size))
                row[0].draw(in: Rect(origin: alignment.origin(of: size, in: frame), size: size), on: canvas)
            } else {
                var x = rect.minX
                for (column, cell) in row.enumerated() where column < columns.count {
                    let frame = Rect(x: x, y: y, width: columns[column], height: height)
                    let size = cell.sizeThatFits(ProposedSize(frame.size))
                    let fitted = Size(width: min(size.width, frame.width), height: min(size.height, frame.height))
                    cell.draw(in: Rect(origin: alignment.origin(of: fitted, in: frame), size: fitted), on: canvas)
                    x += columns[column] + columnSpacing
                }
            }
            y += height + rowSpacing
        }
    }
}
