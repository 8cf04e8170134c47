import Foundation
import WidgettyTerminal

/// The surface nodes draw on during one render: the cell buffer plus what the render reports
/// besides cells (link regions, the widget URL, the next instant its text changes).
public final class Canvas {
    var buffer: CellBuffer
    var links: [LinkRegion] = []
    var widgetURL: URL?
    var nextChange: Date?
    /// Drawing outside this rectangle is dropped (narrowed by `.clipped()`).
    var clip: Rect

    init(size: Size) {
        buffer = CellBuffer(size: size)
        clip = buffer.bounds
    }

    /// Records that something drawn changes at `date`.
    func noteChange(at date: Date?) {
        guard let date else { return }
        if let current = nextChange, current <= date { return }
        nextChange = date
    }

    /// Fills a rectangle with blank cells of a background colour.
    func fill(_ rect: Rect, background: TerminalColor) {
        buffer.fill(rect.intersection(clip), with: .blank(Style(background: background)))
    }

    /// Writes one grapheme-run of text at `point`; cells keep the background already under them
    /// unless `style` has one. Returns the columns taken.
    @discardableResult
    func write(_ text: String, at point: Point, style: Style) -> Int {
        guard style.background == .default, point.y >= 0, point.y < buffer.height else {
            return buffer.write(text, at: point, style: style, clip: clip)
        }
        var x = point.x
        for grapheme in text {
            var cellStyle = style
            if x >= 0, x < buffer.width { cellStyle.background = buffer[x, point.y].style.background }
            x += buffer.write(String(grapheme), at: Point(x: x, y: point.y), style: cellStyle, clip: clip)
        }
        return x - point.x
    }

    /// Runs `draw` with drawing limited to `rect` as well.
    func clipping(to rect: Rect, _ draw: () -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        defer { clip = saved }
        draw()
    }
}
