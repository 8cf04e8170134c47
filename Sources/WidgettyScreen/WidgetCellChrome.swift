import WidgettyTerminal

/// Everything drawn around and into one widget cell of the home screen: its border and title,
/// its rendered content, focus, the stale marker, stack dots and link hints.
public struct WidgetCellChrome: Sendable {
    /// Why a cell is not showing fresh content.
    public enum Marker: Hashable, Sendable {
        /// The last reload failed or timed out; the last good entry is still shown.
        case stale(reason: String, age: String)
        /// The widget could not be shown at all (unknown kind, unsupported family, …).
        case failed(reason: String)
    }

    /// An alert of the widget fires: `⚠` before the title, reversed until acknowledged (visible
    /// without colour), plain after.
    public enum AlertMark: Hashable, Sendable {
        case firing, acknowledged
    }

    public var frame: Rect
    public var title: String
    /// The widget's rendered view, sized to ``contentFrame``.
    public var content: CellBuffer?
    public var focused: Bool
    public var marker: Marker?
    /// Whether an alert of the widget fires.
    public var alert: AlertMark?
    /// Position in a smart stack: (shown, count).
    public var stackPosition: (index: Int, count: Int)?
    /// Hint letters for the links in the content, at content coordinates; x may be -1 or the
    /// content's width (the margin or border column beside it).
    public var linkHints: [(position: Point, letter: Character)]
    /// Columns of margin between the border and the content (0 when margins are disabled).
    public var contentMargin: Int

    public init(
        frame: Rect, title: String, content: CellBuffer? = nil, focused: Bool = false, marker: Marker? = nil,
        stackPosition: (index: Int, count: Int)? = nil, linkHints: [(position: Point, letter: Character)] = [],
        contentMargin: Int = 1
    ) {
        self.frame = frame
        self.title = title
        self.content = content
        self.focused = focused
        self.marker = marker
        self.stackPosition = stackPosition
        self.linkHints = linkHints
        self.contentMargin = contentMargin
    }

    /// Where a cell of this frame draws its widget's content: inside the border and the margin.
    public static func contentFrame(of frame: Rect, margin: Int = 1) -> Rect {
        frame.inset(top: 1, leading: 1 + margin, bottom: 1, trailing: 1 + margin)
    }

    public var contentFrame: Rect { Self.contentFrame(of: frame, margin: contentMargin) }

    /// Draws the cell into a screen buffer.
    public func draw(into buffer: inout CellBuffer, theme: HomeTheme) {
        guard frame.width >= 4, frame.height >= 3 else { return }
        buffer.fill(frame, with: .blank)
        let borderStyle = focused ? theme.focusedBorder : theme.border
        (focused ? BoxStyle.heavy : BoxStyle.rounded).draw(frame, into: &buffer, style: borderStyle)

        var markerText = ""
        switch marker {
        case .stale: markerText = " ! "
        case .failed: markerText = " ✗ "
        case nil: break
        }
        let alertWidth = alert == nil ? 0 : 1
        let titleRoom = frame.width - 4 - alertWidth - (markerText.isEmpty ? 0 : markerText.count + 1)
        if let alert, frame.width > 8 {
            var style = theme.error
            if alert == .firing { style.attributes.insert(.reverse) }
            buffer.write("⚠", at: Point(x: frame.minX + 2, y: frame.minY), style: style)
        }
        if titleRoom > 0 {
            let title = " " + TextFitting.truncate(title, toWidth: max(0, titleRoom - 2)) + " "
            buffer.write(
                title, at: Point(x: frame.minX + 2 + alertWidth, y: frame.minY), style: focused ? theme.focusedTitle : theme.title)
        }
        if !markerText.isEmpty, frame.width > markerText.count + 3 {
            let markerStyle = if case .failed = marker { theme.error } else { theme.warning }
            buffer.write(markerText, at: Point(x: frame.maxX - 2 - markerText.count, y: frame.minY), style: markerStyle)
        }

        let inner = contentFrame
        if let content, !inner.isEmpty {
            var clipped = content
            if content.size != inner.size {
                clipped = CellBuffer(size: inner.size)
                clipped.draw(content, at: .zero)
            }
            buffer.draw(clipped, at: inner.origin)
            // A hint may sit in the column left or right of the content (margin or border), never
            // outside the cell.
            let room = Rect(x: inner.minX - 1, y: inner.minY, width: inner.width + 2, height: inner.height)
            for hint in linkHints {
                let point = Point(x: inner.minX + hint.position.x, y: inner.minY + hint.position.y)
                guard room.contains(point), frame.contains(point) else { continue }
                buffer.write(String(hint.letter), at: point, style: theme.linkHint)
            }
        }
        switch marker {
        case .failed(let reason) where inner.height >= 1:
            // Nothing else to show: the reason fills the cell, on every page and focus.
            for (i, line) in TextFitting.wrap(reason, toWidth: inner.width).prefix(inner.height).enumerated() {
                buffer.write(line, at: Point(x: inner.minX, y: inner.minY + i), style: theme.error)
            }
        case .stale(let reason, let age) where focused && inner.height >= 1:
            let y = inner.maxY - 1
            buffer.fill(Rect(x: inner.minX, y: y, width: inner.width, height: 1), with: .blank(theme.warning))
            buffer.write(
                TextFitting.truncate("stale \(age): \(reason)", toWidth: inner.width), at: Point(x: inner.minX, y: y),
                style: theme.warning)
        case .stale(let reason, _) where !focused:
            // Unfocused, the content keeps its rows and the reason sits on the bottom border,
            // left of the stack dots: a failed reload always says why where it happened.
            let dotsWidth = (stackPosition.map { $0.count > 1 ? $0.count * 2 + 1 : 0 } ?? 0)
            let room = dotsWidth > 0 ? (frame.width - dotsWidth) / 2 - 3 : frame.width - 4
            if room >= 6 {
                buffer.write(" " + TextFitting.truncate(reason, toWidth: room - 2) + " ",
                             at: Point(x: frame.minX + 1, y: frame.maxY - 1), style: theme.warning)
            }
        default:
            break
        }
        if let stack = stackPosition, stack.count > 1 {
            let dots = (0..<stack.count).map { $0 == stack.index ? "●" : "○" }.joined(separator: " ")
            let width = TerminalText.width(of: dots) + 2
            if width < frame.width - 2 {
                buffer.write(
                    " " + dots + " ", at: Point(x: frame.minX + (frame.width - width) / 2, y: frame.maxY - 1),
                    style: borderStyle)
            }
        }
    }
}
