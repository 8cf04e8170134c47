import WidgettyTerminal

/// A node that fills whatever it is offered with a background colour (a `Color`, a filled shape).
final class FillNode: LayoutNode {
    let fill: TerminalColor?

    init(fill: TerminalColor?) { self.fill = fill }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard let fill else { return }
        canvas.fill(rect, background: fill)
    }
}

/// A line across (`─`) or down (`│`) whatever it is offered.
final class DividerNode: LayoutNode {
    let vertical: Bool
    let style: Style

    init(vertical: Bool, style: Style) {
        self.vertical = vertical
        self.style = style
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        vertical ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        if vertical {
            for y in rect.minY..<rect.maxY { canvas.write("│", at: Point(x: rect.minX, y: y), style: style) }
        } else if rect.width > 0 {
            canvas.write(String(repeating: "─", count: rect.width), at: rect.origin, style: style)
        }
    }
}

/// A fixed run of text on one row that never wraps (a glyph, a bar): truncated at the right edge.
final class GlyphNode: LayoutNode {
    let text: String
    let style: Style
    let width: Int

    init(_ text: String, style: Style) {
        self.text = text
        self.style = style
        self.width = TerminalText.width(of: text)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(width, proposal.width ?? width), height: 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.clipping(to: rect) { canvas.write(text, at: rect.origin, style: style) }
    }
}

/// Rows of fixed text (big digits, multi-row glyph art), clipped to the rectangle it is given.
final class BlockNode: LayoutNode {
    let rows: [String]
    let style: Style
    let size: Size

    init(rows: [String], style: Style) {
        self.rows = rows
        self.style = style
        self.size = Size(width: rows.map { TerminalText.width(of: $0) }.max() ?? 0, height: rows.count)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(size.width, proposal.width ?? size.width), height: min(size.height, proposal.height ?? size.height))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        canvas.clipping(to: rect) {
            for (index, row) in rows.enumerated() {
                canvas.write(row, at: Point(x: rect.minX, y: rect.minY + index), style: style)
            }
        }
    }
}
