import WidgettyTerminal

/// The layout of `HStack` and `VStack`: children in a row or column, space divided as SwiftUI
/// does: higher `layoutPriority` first, then the least flexible child first, each offered an
/// equal share of what is left.
final class StackNode: LayoutNode {
    let axis: Axis
    /// Cross-axis alignment position: 0 leading/top, 1 center, 2 trailing/bottom.
    let alignment: Int
    let spacing: Int
    let children: [LayoutNode]

    init(axis: Axis, alignment: Int, spacing: Int, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    convenience init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [LayoutNode]) {
        self.init(axis: axis, alignment: alignment.position, spacing: spacing, children: children)
    }

    /// The size of every child along the main axis for a proposal.
    func childSizes(_ proposal: ProposedSize) -> [Size] {
        let cross = proposal.length(on: axis == .horizontal ? .vertical : .horizontal)
        guard let main = proposal.length(on: axis) else {
            return children.map { $0.sizeThatFits(.along(axis, nil, cross: cross)) }
        }
        var sizes = Array(repeating: Size.zero, count: children.count)
        var remaining = main - spacing * max(0, children.count - 1)
        let flexibility = children.map { child -> Int in
            let least = child.sizeThatFits(.along(axis, 0, cross: cross)).length(on: axis)
            let most = child.sizeThatFits(.along(axis, ProposedSize.unbounded, cross: cross)).length(on: axis)
            return most - least
        }
        let order = children.indices.sorted { a, b in
            let pa = children[a].layoutPriority, pb = children[b].layoutPriority
            if pa != pb { return pa > pb }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var left = children.count
        for index in order {
            let offer = max(0, remaining / left)
            let size = children[index].sizeThatFits(.along(axis, offer, cross: cross))
            sizes[index] = size
            remaining -= size.length(on: axis)
            left -= 1
        }
        return sizes
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let sizes = childSizes(proposal)
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let main = sizes.reduce(0) { $0 + $1.length(on: axis) } + spacing * max(0, children.count - 1)
        let cross = sizes.map { $0.length(on: crossAxis) }.max() ?? 0
        return .along(axis, main, cross: cross)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let sizes = childSizes(ProposedSize(rect.size))
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let crossLength = rect.size.length(on: crossAxis)
        var position = axis == .horizontal ? rect.minX : rect.minY
        for (child, size) in zip(children, sizes) {
            let inner = size.length(on: crossAxis)
            let offset: Int
            switch alignment {
            case 0: offset = 0
            case 2: offset = crossLength - inner
            default: offset = (crossLength - inner) / 2
            }
            let childRect = axis == .horizontal
                ? Rect(x: position, y: rect.minY + offset, width: size.width, height: size.height)
                : Rect(x: rect.minX + offset, y: position, width: size.width, height: size.height)
            child.draw(in: childRect, on: canvas)
            position += size.length(on: axis) + spacing
        }
    }
}

/// The layout of `ZStack`: children on top of each other, aligned in the largest one's size.
final class OverlayStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        var size = Size.zero
        for child in children {
            let s = child.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let proposal = ProposedSize(rect.size)
        for child in children {
            let size = child.sizeThatFits(proposal)
            child.draw(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), on: canvas)
        }
    }
}
