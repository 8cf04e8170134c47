import Foundation
import WidgettyTerminal

/// The bar of a `ProgressView(timerInterval:countsDown:)`: full at the interval's start and
/// empty at its end when counting down, the other way round when not, drawn like ``FractionBar``.
/// It follows `now` by itself: the host redraws it alone whenever it gains or loses an eighth
/// of a cell.
struct TimerBar: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    var body: Never { primitiveBody(Self.self) }

    func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let fill = environment.tintForeground
        return TimerBarNode(interval: interval, countsDown: countsDown, now: environment.now, style: Style(foreground: fill))
    }
}

/// The layout of a ``TimerBar`` at one instant: as wide as offered (10 cells ideally), one row.
final class TimerBarNode: LayoutNode, TimeDrivenNode {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let now: Date
    let style: Style
    /// When the bar as last drawn next gains or loses an eighth (it depends on the width drawn).
    private(set) var nextChange: Date?

    @MainActor
    init(interval: ClosedRange<Date>, countsDown: Bool, now: Date, style: Style) {
        self.interval = interval
        self.countsDown = countsDown
        self.now = now
        self.style = style
        super.init()
        BodyTimeScope.noteTickingText(self)
    }

    /// The eighths of a cell filled across `width` cells at `now`, and when that next changes:
    /// counting down, the time left rounds up (the bar is full at the start and empties exactly
    /// at the end); counting up, the time gone rounds down.
    func reading(width: Int) -> (eighths: Int, nextChange: Date?) {
        let steps = max(0, width) * 8
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        if now >= interval.upperBound || total <= 0 || steps == 0 { return (countsDown ? 0 : steps, nil) }
        if now < interval.lowerBound { return (countsDown ? steps : 0, interval.lowerBound) }
        let step = total / Double(steps)
        // The next change is never `now` itself, whatever the rounding (a change a millisecond
        // early only redraws the same bar once more).
        let elapsed = now.timeIntervalSince(interval.lowerBound)
        if countsDown {
            let remaining = total - elapsed
            let shown = min((remaining / step).rounded(.up), Double(steps))
            return (Int(shown), now.addingTimeInterval(max(remaining - (shown - 1) * step, 0.001)))
        }
        let shown = (elapsed / step).rounded(.down)
        return (Int(shown), now.addingTimeInterval(max((shown + 1) * step - elapsed, 0.001)))
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        nextChange = reading(width: rect.width).nextChange
        canvas.noteChange(at: nextChange)
        drawGlyphs(in: rect, on: canvas)
        canvas.noteTicking(self, in: rect)
    }

    func drawGlyphs(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        let eighths = reading(width: rect.width).eighths
        let full = eighths / 8, part = eighths % 8
        let filled = String(repeating: "█", count: full) + FractionBarNode.eighths[part]
        let used = full + (part > 0 ? 1 : 0)
        let x = canvas.write(filled, at: rect.origin, style: style)
        var trackStyle = Style()
        trackStyle.attributes = .dim
        canvas.write(String(repeating: "░", count: max(0, rect.width - used)), at: Point(x: rect.minX + x, y: rect.minY), style: trackStyle)
    }

    @MainActor
    func retimed(at now: Date, drawnIn rect: Rect?) -> TimerBarNode? {
        let node = TimerBarNode(interval: interval, countsDown: countsDown, now: now, style: style)
        if let rect { node.nextChange = node.reading(width: rect.width).nextChange }
        return node
    }
}

extension TimerBarNode {
    /// The bar's parameters as plain values (``TickingArchive``).
    var archivedPart: TickingBarPart {
        TickingBarPart(interval: interval, countsDown: countsDown, now: now, style: style)
    }

    /// The bar of `part` as it was: drawn in `rect` (nil: laid out, not drawn).
    @MainActor
    static func restored(_ part: TickingBarPart, drawnIn rect: Rect?) -> TimerBarNode {
        let node = TimerBarNode(interval: part.interval, countsDown: part.countsDown, now: part.now, style: part.style)
        if let rect { node.nextChange = node.reading(width: rect.width).nextChange }
        return node
    }
}
