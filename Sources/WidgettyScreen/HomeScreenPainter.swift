import WidgettyTerminal

/// Draws the whole home screen for one moment: the widget cells of the current page, the page
/// dots, and the status bar; or a short centred message when the terminal is too small.
public enum HomeScreenPainter {
    /// The part of the screen the slot grid may use: all but the page-dot row and the status bar,
    /// and the top row when the home file lists a control strip (``ControlStripPainter``).
    public static func gridArea(for size: Size, controlStrip: Bool = false) -> Rect {
        let top = controlStrip ? ControlStripPainter.rows : 0
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - 2 - top))
    }

    /// The status bar: a transient message, or the main keys.
    public struct StatusLine: Hashable, Sendable {
        public var message: String?
        public var hints: [String]
        public init(message: String? = nil, hints: [String]) {
            self.message = message
            self.hints = hints
        }
    }

    public static func paint(
        size: Size, cells: [WidgetCellChrome], page: Int, pageCount: Int, status: StatusLine,
        theme: HomeTheme = .standard, alertingPages: Set<Int> = []
    ) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        for cell in cells { cell.draw(into: &buffer, theme: theme) }
        if size.height >= 2, pageCount > 1 || !alertingPages.isEmpty {
            // A page with an alert firing shows ⚠ instead of its dot (reversed when it is this one).
            let dots = (0..<pageCount).map { alertingPages.contains($0) ? "⚠" : $0 == page ? "●" : "○" }
            let width = TerminalText.width(of: dots.joined(separator: " "))
            var x = max(0, (size.width - width) / 2)
            for (index, dot) in dots.enumerated() {
                var style = alertingPages.contains(index) ? theme.error : theme.pageDot
                if alertingPages.contains(index), index == page { style.attributes.insert(.reverse) }
                buffer.write(dot, at: Point(x: x, y: size.height - 2), style: style)
                x += TerminalText.width(of: dot) + 1
            }
        }
        if size.height >= 1 {
            let y = size.height - 1
            if let message = status.message {
                buffer.write(TextFitting.truncate(message, toWidth: size.width), at: Point(x: 0, y: y), style: theme.statusMessage)
            } else {
                buffer.write(
                    TextFitting.truncate(status.hints.joined(separator: "  "), toWidth: size.width), at: Point(x: 0, y: y),
                    style: theme.statusBar)
            }
        }
        return buffer
    }

    /// What a terminal too small for one widget shows: a short message, centred, cut to fit.
    public static func tooSmall(size: Size, minimum: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        let lines = ["Widgetty needs", "at least \(minimum.width)×\(minimum.height + 2)"]
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < size.height {
            let text = TextFitting.truncate(line, toWidth: size.width)
            buffer.write(text, at: Point(x: max(0, (size.width - TerminalText.width(of: text)) / 2), y: top + i))
        }
        return buffer
    }
}
