import Foundation
import WidgettyTerminal

/// How content fills a frame, as in SwiftUI: whole inside it (`fit`) or covering it (`fill`,
/// overflowing on one axis: `.clipped()` or a `.clipShape` cuts the excess).
public enum ContentMode: Hashable, Sendable {
    /// Fit the whole content inside the frame, or fill the frame and let the content overflow one
    /// axis.
    case fit, fill
}

extension View {
    /// The view in the largest (`.fit`) or smallest (`.fill`) frame of the given proportions
    /// that the offered size allows, as SwiftUI's. `aspectRatio` is width over height as seen:
    /// a cell is about twice as tall as it is wide, so a square of 10 rows is 20 columns. Without
    /// a ratio the content's own is kept (a picture's); content without one (text, glyphs) is
    /// offered the size as it is.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNode { node, _ in AspectRatioNode(child: node, ratio: aspectRatio.map(Double.init), contentMode: contentMode) }
    }

    /// The view in a frame of the proportions of `aspectRatio` (width over height).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio: CGFloat? = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
        return self.aspectRatio(ratio, contentMode: contentMode)
    }

    /// The view in the largest frame of its own proportions that fits: `.aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The view in the smallest frame of its own proportions that covers the offered size:
    /// `.aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// A child offered the frame of a ratio that fits in, or covers, the proposal (`.aspectRatio`).
final class AspectRatioNode: LayoutNode {
    /// Rows are about twice as tall as columns are wide.
    static let rowsPerColumn = 2.0
    let child: LayoutNode
    let ratio: Double?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.child = child
        self.ratio = ratio
        self.contentMode = contentMode
    }

    override var aspectRatio: Double? { ratio ?? child.aspectRatio }

    /// What the child is offered for `proposal`.
    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        guard let ratio = ratio ?? child.aspectRatio, ratio > 0, ratio.isFinite else { return proposal }
        // Columns per row for the ratio: width / height as seen, a row being two columns tall.
        let cellRatio = ratio * Self.rowsPerColumn
        func finite(_ length: Int?) -> Int? { length.flatMap { $0 >= ProposedSize.unbounded ? nil : $0 } }
        func columns(forRows rows: Int) -> Int { Int((Double(rows) * cellRatio).rounded()) }
        func rows(forColumns columns: Int) -> Int { Int((Double(columns) / cellRatio).rounded()) }
        switch (finite(proposal.width), finite(proposal.height)) {
        case (nil, nil):
            return .unspecified
        case (let width?, nil):
            return ProposedSize(width: width, height: rows(forColumns: width))
        case (nil, let height?):
            return ProposedSize(width: columns(forRows: height), height: height)
        case (let width?, let height?):
            let widerThanRatio = Double(width) > Double(height) * cellRatio
            let byHeight = widerThanRatio == (contentMode == .fit)
            return byHeight
                ? ProposedSize(width: columns(forRows: height), height: height)
                : ProposedSize(width: width, height: rows(forColumns: width))
        }
    }

    /// The child's proposals behind the sizes this node answered: drawn in a size it answered,
    /// the child gets the same proposal again (not one worked out anew from that size, which
    /// rounding could make a cell different).
    private var answered: [(size: Size, childProposal: ProposedSize)] = []

    override func measure(_ proposal: ProposedSize) -> Size {
        let offered = childProposal(proposal)
        let size = child.sizeThatFits(offered)
        if !answered.contains(where: { $0.size == size }) { answered.append((size, offered)) }
        return size
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        let offered = answered.first { $0.size == rect.size }?.childProposal ?? childProposal(ProposedSize(rect.size))
        let size = child.sizeThatFits(offered)
        child.draw(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size), on: canvas)
    }
}
