import Foundation
import WidgettyTerminal

extension View {
    /// The view's centre placed at `x`, `y` of the space its parent offers, as SwiftUI's
    /// `position(x:y:)`: the result takes all that space, and the view keeps its own size.
    /// Lengths are the widget's units (cells, or points under ``CellMetrics/points``); the view's
    /// top leading corner is rounded to the nearest cell.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNode { node, context in
            let metrics = context.environment.cellMetrics
            return PositionNode(child: node, x: Double(x / max(metrics.pointsPerColumn, 0.001)),
                                y: Double(y / max(metrics.pointsPerRow, 0.001)))
        }
    }

    /// The same with a point.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}

/// A child centred on a point of the space offered (in cells, fractions kept), which the node
/// takes whole.
final class PositionNode: LayoutNode {
    let child: LayoutNode
    let x: Double, y: Double

    init(child: LayoutNode, x: Double, y: Double) {
        self.child = child
        self.x = x
        self.y = y
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let own = child.sizeThatFits(proposal)
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let size = child.sizeThatFits(ProposedSize(rect.size))
        func start(_ centre: Double, _ length: Int) -> Int {
            let value = (centre - Double(length) / 2).rounded()
            return value.isFinite ? Int(max(-Double(ProposedSize.unbounded), min(Double(ProposedSize.unbounded), value))) : 0
        }
        child.draw(in: Rect(x: rect.minX + start(x, size.width), y: rect.minY + start(y, size.height),
                            width: size.width, height: size.height), on: canvas)
    }
}
