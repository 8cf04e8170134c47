import WidgettyTerminal

/// One control of the strip as drawn: where it goes (its whole chip, a column of margin each
/// side of its content), its rendered content, the name shown until that comes, and its look.
public struct ControlStripChip: Sendable {
    public var frame: Rect
    /// The control rendered on one line (`accessoryInline`), the chip's width less its margins.
    public var content: CellBuffer?
    /// The control's name, shown while it has no content (loading, or failed).
    public var title: String
    public var focused: Bool
    /// Why it shows no fresh value: ``WidgetCellChrome/Marker`` as a cell shows it.
    public var marker: WidgetCellChrome.Marker?

    public init(frame: Rect, content: CellBuffer? = nil, title: String, focused: Bool = false, marker: WidgetCellChrome.Marker? = nil) {
        self.frame = frame
        self.content = content
        self.title = title
        self.focused = focused
        self.marker = marker
    }

    /// Where the chip's content goes: inside its margins.
    public static func contentFrame(of frame: Rect) -> Rect {
        frame.inset(top: 0, leading: 1, bottom: 0, trailing: 1)
    }
}

/// Draws the control strip, the row of controls across the top of every page (as Control Center
/// holds them): each chip's control on one line, a `│` between chips, `‹` `›` at the ends while
/// more lie that way. The focused chip is drawn in reverse video, so it shows without colour; a
/// control that failed shows `✗` and its name, one whose last reload failed `!` at its end.
public enum ControlStripPainter {
    /// The rows the strip takes at the top of the screen.
    public static let rows = 1

    public static func draw(
        _ chips: [ControlStripChip], moreBefore: Bool, moreAfter: Bool, into buffer: inout CellBuffer, theme: HomeTheme
    ) {
        guard buffer.height > 0 else { return }
        let row = Rect(x: 0, y: 0, width: buffer.width, height: rows)
        buffer.fill(row, with: .blank)
        for chip in chips {
            let frame = chip.frame.intersection(row)
            guard frame.width > 2 else { continue }
            let content = ControlStripChip.contentFrame(of: frame)
            switch chip.marker {
            case .failed:
                buffer.write(TextFitting.truncate("✗ " + chip.title, toWidth: content.width), at: content.origin, style: theme.error)
            case .stale, nil:
                if let drawn = chip.content {
                    buffer.draw(drawn.copy(of: Rect(origin: .zero, size: content.size).intersection(drawn.bounds)), at: content.origin)
                } else {
                    buffer.write(TextFitting.truncate(chip.title, toWidth: content.width), at: content.origin, style: theme.secondary)
                }
            }
            if case .stale = chip.marker { buffer.write("!", at: Point(x: frame.maxX - 1, y: frame.minY), style: theme.warning) }
            if chip.focused { buffer.restyle(frame) { $0.attributes.insert(.reverse) } }
        }
        for (chip, next) in zip(chips, chips.dropFirst()) where next.frame.minX > chip.frame.maxX {
            buffer.write("│", at: Point(x: chip.frame.maxX, y: chip.frame.minY), style: theme.border)
        }
        if moreBefore { buffer.write("‹", at: Point(x: 0, y: 0), style: theme.secondary) }
        if moreAfter { buffer.write("›", at: Point(x: row.maxX - 1, y: 0), style: theme.secondary) }
    }
}
