import WidgettyTerminal

/// A size offered to a view by its parent, in cells; nil on an axis asks for the view's ideal size.
public struct ProposedSize: Hashable, Sendable {
    /// The columns offered, or nil to ask for the ideal width.
    public var width: Int?
    /// The rows offered, or nil to ask for the ideal height.
    public var height: Int?
    /// A proposal of so many columns and rows.
    public init(width: Int?, height: Int?) { self.width = width; self.height = height }

    /// A length larger than any terminal: what `.infinity` becomes.
    public static let unbounded = 1 << 24
    static let unspecified = ProposedSize(width: nil, height: nil)

    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    func length(on axis: Axis) -> Int? { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension Size {
    func length(on axis: Axis) -> Int { axis == .horizontal ? width : height }
    static func along(_ axis: Axis, _ main: Int, cross: Int) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// A view's layout and drawing, built from the view value once per render: answers how big it
/// wants to be for a proposed size, and draws itself into a rectangle of a ``Canvas``.
public class LayoutNode {
    /// Which children a stack sizes first (higher first), as SwiftUI's `layoutPriority`.
    var layoutPriority: Double = 0
    /// Whether this node is a `Spacer`: stacks size content before spacers.
    var isSpacer: Bool { false }
    /// The width-to-height ratio of the content as it looks (a picture's), which
    /// `.aspectRatio(contentMode:)` and `.scaledToFit()` keep; nil when the content has none.
    var aspectRatio: Double? { nil }

    /// The sizes measured so far this render: stacks ask each child about a few proposals
    /// (none, zero, unbounded, its share) many times over, so this keeps layout linear. A
    /// node sees a handful of distinct proposals, so a list beats hashing.
    private var measured: [(proposal: ProposedSize, size: Size)] = []

    init() {}

    /// The size the view takes for a proposal (memoised per proposal).
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        for entry in measured where entry.proposal == proposal { return entry.size }
        let size = measure(proposal)
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        if measured.isEmpty { measured.reserveCapacity(4) }  // one allocation for the usual few
        measured.append((proposal, clamped))
        return clamped
    }

    /// The size for a proposal; subclasses override.
    func measure(_ proposal: ProposedSize) -> Size { .zero }

    /// Draws the view into `rect` (which its parent chose, usually its measured size).
    func draw(in rect: Rect, on canvas: Canvas) {}
}

/// A node that shows nothing and takes no space.
final class EmptyNode: LayoutNode {}
