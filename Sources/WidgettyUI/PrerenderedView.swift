import Foundation
import WidgettyTerminal

/// Why a ``PrerenderedView`` could not show what a render at this size and instant would: the
/// receiver should ask whoever rendered it for a fresh render.
public enum PrerenderedStaleness: Hashable, Sendable {
    /// It was rendered at `rendered` but is shown at `shown`: what fits is drawn.
    case size(rendered: Size, shown: Size)
    /// Its time-driven parts cannot be redrawn at this instant (a text changed its shape, a body
    /// that read `now` must be built again, or it was rendered after this instant).
    case time(renderedAt: Date?, shownAt: Date)
    /// It was rendered for the environment `rendered` but is drawn in `shown` (a theme or
    /// appearance, a tint, the locale or the time zone changed): its cells show another's.
    case environment(rendered: DrawnEnvironment, shown: DrawnEnvironment)
}

/// A view rendered elsewhere — by a widget extension, in its own process — drawn from its cells:
/// its links and widget URL kept, its time-driven parts (``RenderedView/ticking``) redrawn at the
/// environment's `now` and handed on, so the render that draws this view can be patched as time
/// passes exactly as if the original view were drawn in this process.
///
/// Shown at another size than it was rendered at, it draws what fits from its top-left corner
/// and reports ``PrerenderedStaleness/size(rendered:shown:)`` through `onStale`; drawn in another
/// environment than the one it was rendered for, it reports
/// ``PrerenderedStaleness/environment(rendered:shown:)``.
public struct PrerenderedView: View {
    let rendered: RenderedView
    let renderedFor: DrawnEnvironment?
    let onStale: (@MainActor @Sendable (PrerenderedStaleness) -> Void)?

    /// A view of cells already rendered (for the environment `renderedFor`, when known); `onStale`
    /// hears when they no longer match the time, size or environment shown.
    public init(
        _ rendered: RenderedView, renderedFor: DrawnEnvironment? = nil, onStale: (@MainActor @Sendable (PrerenderedStaleness) -> Void)? = nil
    ) {
        self.rendered = rendered
        self.renderedFor = renderedFor
        self.onStale = onStale
    }

    /// Never called: the rendered cells are copied in as they are.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let now = context.environment.now
        if let renderedFor, let onStale, case let shown = DrawnEnvironment(context.environment), shown != renderedFor {
            onStale(.environment(rendered: renderedFor, shown: shown))
        }
        var view = rendered
        var live = true
        if let ticking = view.ticking {
            // Redrawn apart from the enclosing render: what that records is this view's own.
            if now != ticking.renderedAt, !BodyTimeScope.recording({ view.redraw(at: now) }).result {
                live = false
                onStale?(.time(renderedAt: ticking.renderedAt, shownAt: now))
            }
        } else if let change = view.nextChange, now >= change {
            live = false
            onStale?(.time(renderedAt: nil, shownAt: now))
        }
        if live, let ticking = view.ticking {
            // Handed on to the enclosing render, as if its own texts had made them.
            if let rebuildAt = ticking.rebuildAt { BodyTimeScope.noteDeclaration(until: rebuildAt) }
            for span in ticking.spans { BodyTimeScope.noteTickingText(span.node) }
            for node in ticking.silent { BodyTimeScope.noteTickingText(node) }
        }
        return PrerenderedNode(rendered: view, live: live, onStale: onStale)
    }
}

/// The layout of a ``PrerenderedView``: as large as its cells, never more than offered.
final class PrerenderedNode: LayoutNode {
    /// The view as at the instant drawn.
    let rendered: RenderedView
    /// Whether its cells are what a render at that instant would give.
    let live: Bool
    let onStale: (@MainActor @Sendable (PrerenderedStaleness) -> Void)?

    init(rendered: RenderedView, live: Bool, onStale: (@MainActor @Sendable (PrerenderedStaleness) -> Void)?) {
        self.rendered = rendered
        self.live = live
        self.onStale = onStale
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let size = rendered.buffer.size
        return Size(width: min(size.width, proposal.width ?? size.width), height: min(size.height, proposal.height ?? size.height))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        let view = rendered
        let fits = rect.size == view.buffer.size
        if !fits, let report = onStale {
            let staleness = PrerenderedStaleness.size(rendered: view.buffer.size, shown: rect.size)
            MainActor.assumeIsolated { report(staleness) }
        }
        let area = rect.intersection(canvas.clip)
        canvas.noteDrawn(area)
        blit(view.buffer, at: rect.origin, within: area, on: canvas)
        let offset = { (r: Rect) in Rect(origin: Point(x: r.minX + rect.minX, y: r.minY + rect.minY), size: r.size) }
        for link in view.links {
            let frame = offset(link.frame).intersection(area)
            if !frame.isEmpty { canvas.links.append(LinkRegion(frame: frame, url: link.url)) }
        }
        if canvas.widgetURL == nil { canvas.widgetURL = view.widgetURL }
        guard live, fits else { return }
        guard let ticking = view.ticking else {
            canvas.noteChange(at: view.nextChange)
            return
        }
        for span in ticking.spans {
            let moved = TickingSpan(node: span.node, rect: offset(span.rect), clip: offset(span.clip).intersection(area))
            if !moved.area.isEmpty { canvas.tickingTexts.append(moved) }
            canvas.noteChange(at: span.node.nextChange)
        }
    }

    /// Copies the cells of `buffer` placed at `origin` that fall in `area`, wide graphemes whole.
    private func blit(_ buffer: CellBuffer, at origin: Point, within area: Rect, on canvas: Canvas) {
        let (x0, x1) = (max(area.minX, origin.x), min(area.maxX, origin.x + buffer.width))
        let (y0, y1) = (max(area.minY, origin.y), min(area.maxY, origin.y + buffer.height))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let cell = buffer[x - origin.x, y - origin.y]
                if cell.isContinuation {
                    // The right half of a wide grapheme whose left half is cut off.
                    if x == area.minX { canvas.buffer.setCell(.blank(cell.style), x: x, y: y) }
                    continue
                }
                if cell.width == 2, x + 1 >= area.maxX {
                    canvas.buffer.setCell(.blank(cell.style), x: x, y: y)
                } else {
                    canvas.buffer.setCell(cell, x: x, y: y)
                }
            }
        }
    }
}
