import Foundation
import WidgettyTerminal
import WidgettyUI

/// How drawing a view tick by tick compared with rendering it whole at each instant.
public struct TickComparison: Sendable {
    /// Instants drawn by redrawing only the time-driven texts of the previous result.
    public var patched = 0
    /// Instants where that was refused and the view was rendered whole.
    public var renderedWhole = 0
    /// Instants where the result differed from a whole render (cells or next change).
    public var mismatches: [Date] = []
}

/// Draws `view` at each of `instants` in turn as the host does while only time passes — the
/// previous result redrawn at the new instant when ``RenderedView/redrawn(at:)`` allows it, else
/// rendered whole — and compares every result with the view rendered whole at that instant.
@MainActor
public func compareTicks<V: View>(
    _ view: V, size: Size, environment: EnvironmentValues = .fixedForTests, at instants: [Date]
) -> TickComparison {
    var comparison = TickComparison()
    var shown: RenderedView?
    for instant in instants {
        var environment = environment
        environment.now = instant
        let whole = ViewRenderer.render(view, size: size, environment: environment)
        let drawn: RenderedView
        if let patched = shown?.redrawn(at: instant) {
            comparison.patched += 1
            drawn = patched
        } else {
            comparison.renderedWhole += 1
            drawn = whole
        }
        if drawn.buffer != whole.buffer || drawn.nextChange != whole.nextChange { comparison.mismatches.append(instant) }
        shown = drawn
    }
    return comparison
}
