import Foundation
import WidgettyTerminal

/// Renders a view into cells: the contract the host uses. Pure: the only clock it reads is the
/// environment's `now` (set to the wall clock only when the caller leaves it unset).
@MainActor
public enum ViewRenderer {
    /// Where a root view of `size` goes in `bounds`: centred, as SwiftUI places it, except that a
    /// view taller than its cell starts at the top (a list longer than its cell shows its first
    /// items, not its middle). Wider stays centred, as SwiftUI cuts a line too long for it.
    static func rootOrigin(of size: Size, in bounds: Rect) -> Point {
        let centred = Alignment.center.origin(of: size, in: bounds)
        return Point(x: centred.x, y: size.height > bounds.height ? bounds.minY : centred.y)
    }

    /// The view laid out in `size` (centred when smaller, as SwiftUI places a root view; from its
    /// top when taller, so what is cut off is its end, never its first rows), its
    /// cells, its links in reading order, its widget URL, the next instant its text changes, and
    /// the size it needed when that is more than `size` (``RenderedView/overflow``).
    public static func render<V: View>(_ view: V, size: Size, environment: EnvironmentValues = EnvironmentValues()) -> RenderedView {
        var environment = environment
        if !environment.hasNow { environment.now = Date() }
        let canvas = Canvas(size: size)
        // Layout and drawing too: a view that builds children while it lays out reads then.
        let (fitted, undeclaredRead, rebuildAt, tickingTexts) = BodyTimeScope.recording {
            let node = view._makeNode(in: BuildContext(environment: environment))
            let fitted = node.sizeThatFits(ProposedSize(canvas.buffer.size))
            node.draw(in: Rect(origin: rootOrigin(of: fitted, in: canvas.buffer.bounds), size: fitted), on: canvas)
            return fitted
        }
        if let rebuildAt { canvas.noteChange(at: rebuildAt) }
        let links = canvas.links.enumerated().sorted { a, b in
            let (fa, fb) = (a.element.frame, b.element.frame)
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
        let fits = fitted.width <= size.width && fitted.height <= size.height
        var rendered = RenderedView(buffer: canvas.buffer, links: links, widgetURL: canvas.widgetURL, nextChange: canvas.nextChange,
                                    overflow: fits ? nil : fitted)
        if !canvas.tickingTexts.isEmpty, !canvas.tickingCovered, !undeclaredRead {
            let drawn = Set(canvas.tickingTexts.map { ObjectIdentifier($0.node) })
            rendered.ticking = TickingTexts(
                spans: canvas.tickingTexts, silent: tickingTexts.filter { !drawn.contains(ObjectIdentifier($0)) },
                renderedAt: environment.now, rebuildAt: rebuildAt)
        }
        return rendered
    }
}
