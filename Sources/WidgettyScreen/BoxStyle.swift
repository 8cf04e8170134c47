import WidgettyTerminal

/// The line characters of a box border. Focus uses the heavy set, so it shows without colour.
public struct BoxStyle: Hashable, Sendable {
    public var topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    public var horizontal: String, vertical: String

    public init(
        topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: String, vertical: String
    ) {
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    public static let rounded = BoxStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    public static let heavy = BoxStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")

    /// Draws the border of `rect` into `buffer` (nothing when it is smaller than 2×2).
    public func draw(_ rect: Rect, into buffer: inout CellBuffer, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let line = String(repeating: horizontal, count: rect.width - 2)
        buffer.write(topLeft + line + topRight, at: rect.origin, style: style)
        buffer.write(bottomLeft + line + bottomRight, at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        guard rect.height > 2 else { return }
        if TerminalText.isPlain(vertical), TerminalText.width(of: vertical) == 1 {
            // One cell repeated down both sides: no text to measure per row.
            let side = Cell(vertical, style: style)
            buffer.fill(Rect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2), with: side)
            buffer.fill(Rect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2), with: side)
            return
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            buffer.write(vertical, at: Point(x: rect.minX, y: y), style: style)
            buffer.write(vertical, at: Point(x: rect.maxX - 1, y: y), style: style)
        }
    }
}
