import Foundation
import WidgettyTerminal

/// Insets around a child (`.padding`); negative insets pull the child outwards.
final class PaddingNode: LayoutNode {
    let child: LayoutNode
    let top: Int, leading: Int, bottom: Int, trailing: Int

    init(child: LayoutNode, top: Int, leading: Int, bottom: Int, trailing: Int) {
        self.child = child
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - leading - trailing) },
                                 height: proposal.height.map { max(0, $0 - top - bottom) })
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let inner = Rect(x: rect.minX + leading, y: rect.minY + top,
                         width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
        let size = child.sizeThatFits(ProposedSize(inner.size))
        child.draw(in: Rect(origin: inner.origin, size: size), on: canvas)
    }
}

/// A frame with fixed and/or flexible sides around a child (`.frame(...)`), aligning the child in it.
final class FrameNode: LayoutNode {
    let child: LayoutNode
    let width: Int?, height: Int?
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment

    init(child: LayoutNode, width: Int? = nil, height: Int? = nil,
         minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
         minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment) {
        self.child = child
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func side(_ fixed: Int?, _ proposed: Int?, _ minimum: Int?, _ ideal: Int?, _ maximum: Int?) -> Int? {
            if let fixed { return fixed }
            guard let proposed else { return ideal }
            var value = proposed
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return ProposedSize(width: side(width, proposal.width, minWidth, idealWidth, maxWidth),
                            height: side(height, proposal.height, minHeight, idealHeight, maxHeight))
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let childSize = child.sizeThatFits(childProposal(proposal))
        func side(_ fixed: Int?, _ proposed: Int?, _ child: Int, _ minimum: Int?, _ ideal: Int?, _ maximum: Int?) -> Int {
            if let fixed { return fixed }
            guard minimum != nil || maximum != nil else { return child }
            let offered = proposed ?? ideal ?? child
            let upper = maximum ?? child
            let lower = minimum ?? min(child, upper)
            return max(lower, min(upper, offered))
        }
        return Size(width: side(width, proposal.width, childSize.width, minWidth, idealWidth, maxWidth),
                    height: side(height, proposal.height, childSize.height, minHeight, idealHeight, maxHeight))
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let size = child.sizeThatFits(childProposal(ProposedSize(rect.size)))
        child.draw(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), on: canvas)
    }
}

/// A child offered nil (its ideal size) on some axes (`.fixedSize()`).
final class FixedSizeNode: LayoutNode {
    let child: LayoutNode
    let horizontal: Bool, vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func adjusted(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(adjusted(proposal)) }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let size = child.sizeThatFits(adjusted(ProposedSize(rect.size)))
        child.draw(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size), on: canvas)
    }
}

/// A child with another view behind or in front of it, sized to the child (`.background`, `.overlay`).
final class LayeredNode: LayoutNode {
    let child: LayoutNode
    let layer: LayoutNode
    let inFront: Bool
    let alignment: Alignment

    init(child: LayoutNode, layer: LayoutNode, inFront: Bool, alignment: Alignment) {
        self.child = child
        self.layer = layer
        self.inFront = inFront
        self.alignment = alignment
    }

    override var aspectRatio: Double? { child.aspectRatio }
    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let layerSize = layer.sizeThatFits(ProposedSize(rect.size))
        let layerRect = Rect(origin: alignment.origin(of: layerSize, in: rect), size: layerSize)
        if !inFront { layer.draw(in: layerRect, on: canvas) }
        child.draw(in: rect, on: canvas)
        if inFront { layer.draw(in: layerRect, on: canvas) }
    }
}

/// A child with a box-drawing border one cell outside it (`.border`, `.cornerRadius`, stroked shapes).
final class BorderNode: LayoutNode {
    let child: LayoutNode
    let style: Style
    let rounded: Bool

    init(child: LayoutNode, style: Style, rounded: Bool) {
        self.child = child
        self.style = style
        self.rounded = rounded
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + 2, height: size.height + 2)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let inner = rect.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        let size = child.sizeThatFits(ProposedSize(inner.size))
        child.draw(in: Rect(origin: inner.origin, size: size), on: canvas)
        BoxDrawing.stroke(rect, rounded: rounded, style: style, on: canvas)
    }
}

/// Box-drawing outlines.
enum BoxDrawing {
    static func stroke(_ rect: Rect, rounded: Bool, style: Style, on canvas: Canvas) {
        guard rect.width >= 2, rect.height >= 2 else {
            if rect.height == 1, rect.width > 0 {
                canvas.write(String(repeating: "─", count: rect.width), at: rect.origin, style: style)
            } else if rect.width == 1 {
                for y in rect.minY..<rect.maxY { canvas.write("│", at: Point(x: rect.minX, y: y), style: style) }
            }
            return
        }
        let corners = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let across = String(repeating: "─", count: rect.width - 2)
        canvas.write(corners[0] + across + corners[1], at: rect.origin, style: style)
        canvas.write(corners[2] + across + corners[3], at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            canvas.write("│", at: Point(x: rect.minX, y: y), style: style)
            canvas.write("│", at: Point(x: rect.maxX - 1, y: y), style: style)
        }
    }
}

/// A child that keeps its space but draws nothing (`.hidden()`, `.opacity(0)`).
final class HiddenNode: LayoutNode {
    let child: LayoutNode
    init(child: LayoutNode) { self.child = child }
    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
}

/// A child whose drawing is cut at its own frame (`.clipped()`), pictures in it to an outline
/// (`.clipShape`).
final class ClipNode: LayoutNode {
    let child: LayoutNode
    let outline: ClipOutline
    init(child: LayoutNode, outline: ClipOutline = .rectangle) {
        self.child = child
        self.outline = outline
    }
    override var aspectRatio: Double? { child.aspectRatio }
    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    override func draw(in rect: Rect, on canvas: Canvas) {
        canvas.clipping(to: rect, outline: outline) { child.draw(in: rect, on: canvas) }
    }
}

/// A child that opens a URL when chosen (`Link`), or sets the whole view's URL (`.widgetURL`).
final class URLNode: LayoutNode {
    let child: LayoutNode
    let url: URL?
    let isWidgetURL: Bool
    /// The key that chooses the link inside its widget (`.keyboardShortcut`).
    let shortcut: Character?

    init(child: LayoutNode, url: URL?, isWidgetURL: Bool, shortcut: Character? = nil) {
        self.child = child
        self.url = url
        self.isWidgetURL = isWidgetURL
        self.shortcut = shortcut
    }

    override var aspectRatio: Double? { child.aspectRatio }
    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func draw(in rect: Rect, on canvas: Canvas) {
        if isWidgetURL {
            if canvas.widgetURL == nil { canvas.widgetURL = url }
            child.draw(in: rect, on: canvas)
            return
        }
        let region = rect.intersection(canvas.clip)
        if let url, !region.isEmpty { canvas.links.append(LinkRegion(frame: region, url: url, shortcut: shortcut)) }
        child.draw(in: rect, on: canvas)
    }
}
