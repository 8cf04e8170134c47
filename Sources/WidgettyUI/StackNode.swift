import WidgettyTerminal

/// The layout of `HStack` and `VStack`: children in a row or column, space divided as SwiftUI
/// does: higher `layoutPriority` first, then the least flexible child first (the smaller one among equals), each offered an
/// equal share of what is left among its peers, after the minimum lengths of lower-priority
/// children and of spacers are set aside (so spacers yield to content).
final class StackNode: LayoutNode {
    let axis: Axis
    /// Where children shorter than the stack line up across its axis: the position of a
    /// `VStack`'s horizontal alignment or an `HStack`'s vertical one.
    let alignment: AlignmentPosition
    let spacing: Int
    let children: [LayoutNode]

    init(axis: Axis, alignment: AlignmentPosition, spacing: Int, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    private var lastLayout: (proposal: ProposedSize, sizes: [Size])?

    /// The size of every child for a proposal (the last one remembered: drawing asks again
    /// for the proposal that measuring settled on).
    func childSizes(_ proposal: ProposedSize) -> [Size] {
        if let lastLayout, lastLayout.proposal == proposal { return lastLayout.sizes }
        let sizes = layOut(proposal)
        lastLayout = (proposal, sizes)
        return sizes
    }

    private func layOut(_ proposal: ProposedSize) -> [Size] {
        let cross = proposal.length(on: axis == .horizontal ? .vertical : .horizontal)
        guard let main = proposal.length(on: axis) else {
            return children.map { $0.sizeThatFits(.along(axis, nil, cross: cross)) }
        }
        var sizes = Array(repeating: Size.zero, count: children.count)
        var remaining = main - spacing * max(0, children.count - 1)
        var least: [Int] = [], most: [Int] = [], flexibility: [Int] = []
        for child in children {
            let low = child.sizeThatFits(.along(axis, 0, cross: cross)).length(on: axis)
            let high = child.sizeThatFits(.along(axis, ProposedSize.unbounded, cross: cross)).length(on: axis)
            least.append(low)
            most.append(high)
            flexibility.append(high - low)
        }
        let order = children.indices.sorted { a, b in
            let pa = children[a].layoutPriority, pb = children[b].layoutPriority
            if pa != pb { return pa > pb }
            if children[a].isSpacer != children[b].isSpacer { return !children[a].isSpacer }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if most[a] != most[b] { return most[a] < most[b] }
            return a < b
        }
        var sized = Array(repeating: false, count: children.count)
        for index in order {
            let child = children[index]
            var reserved = 0, peers = 0
            for other in children.indices where !sized[other] {
                let priority = children[other].layoutPriority
                if priority == child.layoutPriority, children[other].isSpacer == child.isSpacer {
                    peers += 1
                } else if priority < child.layoutPriority || (priority == child.layoutPriority && children[other].isSpacer) {
                    reserved += least[other]
                }
            }
            let offer = max(0, (remaining - reserved) / max(1, peers))
            let size = child.sizeThatFits(.along(axis, offer, cross: cross))
            sizes[index] = size
            sized[index] = true
            remaining -= size.length(on: axis)
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
            let offset = alignment.offset(size.length(on: crossAxis), in: crossLength)
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
