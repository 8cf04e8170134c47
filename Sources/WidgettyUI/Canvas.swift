import Foundation
import WidgettyTerminal

/// The surface nodes draw on during one render: the cell buffer plus what the render reports
/// besides cells (link regions, the widget URL, the next instant its text changes).
final class Canvas {
    var buffer: CellBuffer
    var links: [LinkRegion] = []
    var widgetURL: URL?
    var nextChange: Date?
    /// Drawing outside this rectangle is dropped (narrowed by `.clipped()`).
    var clip: Rect
    /// The round outlines drawing is cut to besides `clip` (`.clipShape(Circle())`), innermost
    /// last. Pictures honour them pixel by pixel; other views are cut at the frame (`clip`).
    var masks: [ClipMask] = []
    /// The time-driven texts and bars drawn so far, where, for ``RenderedView/redrawn(at:)``.
    var tickingTexts: [TickingSpan] = []
    /// Something was drawn over a time-driven text after it: patching that text alone would
    /// draw over it, so the render can only be redone whole.
    var tickingCovered = false

    init(size: Size) {
        buffer = CellBuffer(size: size)
        clip = buffer.bounds
    }

    /// A canvas over cells drawn before, to draw a few things again.
    init(buffer: CellBuffer) {
        self.buffer = buffer
        clip = buffer.bounds
    }

    /// Records a time-driven node drawn in `rect`.
    func noteTicking(_ node: any TimeDrivenNode, in rect: Rect) {
        let area = rect.intersection(clip)
        if !area.isEmpty { tickingTexts.append(TickingSpan(node: node, rect: rect, clip: clip)) }
    }

    /// Notes cells drawn in `area` over any time-driven text drawn before.
    func noteDrawn(_ area: Rect) {
        guard !tickingTexts.isEmpty, !tickingCovered, !area.isEmpty else { return }
        for span in tickingTexts where !span.area.intersection(area).isEmpty {
            tickingCovered = true
            return
        }
    }

    /// Records that something drawn changes at `date`.
    func noteChange(at date: Date?) {
        guard let date else { return }
        if let current = nextChange, current <= date { return }
        nextChange = date
    }

    /// Fills a rectangle with blank cells of a background colour.
    func fill(_ rect: Rect, background: TerminalColor) {
        noteDrawn(rect.intersection(clip))
        buffer.fill(rect.intersection(clip), with: .blank(Style(background: background)))
    }

    /// Writes a run of text on one row at `point`; cells keep the background already under them
    /// unless `style` has one. Returns the columns taken.
    @discardableResult
    func write(_ text: String, at point: Point, style: Style) -> Int {
        if !tickingTexts.isEmpty {
            noteDrawn(Rect(x: point.x, y: point.y, width: 2 * text.unicodeScalars.count, height: 1).intersection(clip))
        }
        guard style.background == .default, point.y >= 0, point.y < buffer.height else {
            return buffer.write(text, at: point, style: style, clip: clip)
        }
        // A grapheme takes at most two columns and has at least one scalar: this bounds the span.
        let start = max(0, point.x)
        let end = min(buffer.width, point.x + 2 * text.unicodeScalars.count)
        guard start < end else { return buffer.write(text, at: point, style: style, clip: clip) }
        let row = point.y * buffer.width
        guard buffer.cells[(row + start)..<(row + end)].contains(where: { $0.style.background != .default }) else {
            return buffer.write(text, at: point, style: style, clip: clip)
        }
        let backgrounds = buffer.cells[(row + start)..<(row + end)].map(\.style.background)
        let written = buffer.write(text, at: point, style: style, clip: clip)
        let stop = min(end, point.x + written)
        for x in start..<stop where backgrounds[x - start] != .default {
            let background = backgrounds[x - start]
            buffer.restyle(Rect(x: x, y: point.y, width: 1, height: 1)) { $0.background = background }
        }
        return written
    }

    /// Runs `draw` with drawing limited to `rect` as well.
    func clipping(to rect: Rect, _ draw: () -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        defer { clip = saved }
        draw()
    }

    /// Runs `draw` with drawing limited to `rect`, and pictures to `outline` in `rect`.
    func clipping(to rect: Rect, outline: ClipOutline, _ draw: () -> Void) {
        guard outline != .rectangle else { return clipping(to: rect, draw) }
        masks.append(ClipMask(outline: outline, rect: rect))
        defer { masks.removeLast() }
        clipping(to: rect, draw)
    }

    /// Whether the pixel at column `x`, pixel row `y` (two to a cell row) is inside every mask.
    func isUnmasked(pixelX x: Int, pixelY y: Int) -> Bool {
        masks.allSatisfy { $0.contains(pixelX: x, pixelY: y) }
    }
}
