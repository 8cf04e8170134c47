import WidgettyTerminal

/// A box centred over the screen with a title in its top border: what the help overlay and
/// every modal panel are drawn in. The inside is cleared.
public struct PanelBox {
    /// The whole box, border included.
    public let frame: Rect

    /// A box of at most `width`×`height` cells, centred in `screen` and shrunk to fit it.
    public init(width: Int, height: Int, in screen: Size) {
        let w = min(screen.width, width)
        let h = min(screen.height, height)
        frame = Rect(x: (screen.width - w) / 2, y: (screen.height - h) / 2, width: w, height: h)
    }

    /// A box at exactly `frame` (a banner along an edge).
    public init(frame: Rect) {
        self.frame = frame
    }

    /// The area inside the border, less one column of padding on each side.
    public var content: Rect {
        Rect(x: frame.minX + 2, y: frame.minY + 1, width: max(0, frame.width - 4), height: max(0, frame.height - 2))
    }

    /// Clears the box and draws its heavy border and title.
    public func draw(title: String, into buffer: inout CellBuffer, theme: HomeTheme) {
        guard frame.width >= 6, frame.height >= 3 else { return }
        buffer.fill(frame, with: .blank)
        BoxStyle.heavy.draw(frame, into: &buffer, style: theme.focusedBorder)
        let text = TextFitting.truncate(" \(title) ", toWidth: frame.width - 4)
        buffer.write(text, at: Point(x: frame.minX + 2, y: frame.minY), style: theme.focusedTitle)
    }
}

extension PanelBox {
    /// A box just big enough for `lines` (shrunk to the screen, lines cut to fit), drawn with its title.
    public static func drawLines(_ lines: [String], title: String, into buffer: inout CellBuffer, theme: HomeTheme) {
        let box = PanelBox(
            width: (lines.map { TerminalText.width(of: $0) }.max() ?? 0) + 4, height: lines.count + 2, in: buffer.size)
        guard box.frame.width >= 6, box.frame.height >= 3 else { return }
        box.draw(title: title, into: &buffer, theme: theme)
        for (i, line) in lines.prefix(box.content.height).enumerated() {
            buffer.write(
                TextFitting.truncate(line, toWidth: box.content.width), at: Point(x: box.content.minX, y: box.content.minY + i))
        }
    }
}
