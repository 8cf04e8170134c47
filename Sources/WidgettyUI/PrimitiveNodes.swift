import WidgettyTerminal

/// A node that fills whatever it is offered with a background colour (a `Color`, a filled
/// shape), or cell by cell with a style's paint (a gradient, a colour seen through).
final class FillNode: LayoutNode {
    let fill: TerminalColor?
    let paint: CellPaint?

    init(_ style: _ResolvedStyle) {
        fill = style.fill
        paint = style.paint
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        if let paint {
            canvas.fill(rect, paint: paint, frame: rect)
        } else if let fill {
            canvas.fill(rect, background: fill)
        }
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

/// A fixed run of text on one row that never wraps (a glyph, a bar): truncated at the right
/// edge; coloured by `paint` cell by cell over its frame when the foreground is a gradient.
final class GlyphNode: LayoutNode {
    let text: String
    let style: Style
    let paint: CellPaint?
    let width: Int

    init(_ text: String, style: Style, paint: CellPaint? = nil) {
        self.text = text
        self.style = style
        self.paint = paint
        self.width = TerminalText.width(of: text)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(width, proposal.width ?? width), height: 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.clipping(to: rect) {
            if let paint {
                canvas.write(text, at: rect.origin, style: style, paint: paint, frame: rect)
            } else {
                canvas.write(text, at: rect.origin, style: style)
            }
        }
    }
}

/// Rows of fixed text (big digits, multi-row glyph art), clipped to the rectangle it is given;
/// coloured by `paint` cell by cell over that rectangle when the foreground is a gradient.
final class BlockNode: LayoutNode {
    let rows: [String]
    let style: Style
    let paint: CellPaint?
    let size: Size

    init(rows: [String], style: Style, paint: CellPaint? = nil) {
        self.rows = rows
        self.style = style
        self.paint = paint
        self.size = Size(width: rows.map { TerminalText.width(of: $0) }.max() ?? 0, height: rows.count)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(size.width, proposal.width ?? size.width), height: min(size.height, proposal.height ?? size.height))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        canvas.clipping(to: rect) {
            for (index, row) in rows.enumerated() {
                let origin = Point(x: rect.minX, y: rect.minY + index)
                if let paint {
                    canvas.write(row, at: origin, style: style, paint: paint, frame: rect)
                } else {
                    canvas.write(row, at: origin, style: style)
                }
            }
        }
    }
}
