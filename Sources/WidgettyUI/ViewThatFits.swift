import WidgettyTerminal

/// The first of several views whose ideal size fits the space offered, as SwiftUI's
/// `ViewThatFits`; the last when none does. `in:` names the axes that must fit (both by default).
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// The first of the builder's views that fits the room on `axes`, measured at its ideal size.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never called: the views are measured in turn and the chosen one is drawn.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return ViewThatFitsNode(axes: axes, children: content._makeViewList(in: inner))
    }
}

/// The layout of a ``ViewThatFits``: chooses a child for each proposal, then is that child.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]

    init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.children = children
    }

    /// The child shown for `proposal`: the first whose ideal size (on the axes that must fit) is
    /// within it.
    func choice(for proposal: ProposedSize) -> LayoutNode? {
        let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? children.last
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        choice(for: ProposedSize(rect.size))?.draw(in: rect, on: canvas)
    }
}
