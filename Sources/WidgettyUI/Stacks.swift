import WidgettyTerminal
import Foundation

/// Views in a column, as SwiftUI's `VStack`. Default spacing is 0 rows (a row is tall already).
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of views lined up by `alignment`, `spacing` rows apart (in points or cells, per
    /// ``CellMetrics``; 0 when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the stack lays out its views in rows itself.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .vertical
        return StackNode(axis: .vertical, alignment: alignment.position, spacing: max(0, Cells(context.environment).rows(spacing) ?? 0),
                         children: content._makeViewList(in: inner))
    }
}

/// Views in a row, as SwiftUI's `HStack`. Default spacing is 1 column.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of views lined up by `alignment`, `spacing` columns apart (1 when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the stack lays out its views in columns itself.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = .horizontal
        return StackNode(axis: .horizontal, alignment: alignment.position, spacing: max(0, Cells(context.environment).columns(spacing) ?? 1),
                         children: content._makeViewList(in: inner))
    }
}

/// Views on top of each other, as SwiftUI's `ZStack`; later views are drawn over earlier ones.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Views placed over each other, each lined up in the stack's frame by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: the stack draws each view in order, later ones over earlier ones' cells.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return OverlayStackNode(alignment: alignment, children: content._makeViewList(in: inner))
    }
}

/// Flexible empty space, as SwiftUI's `Spacer`: grows along its stack's axis (both axes outside
/// a stack), never below `minLength` cells (default 0).
public struct Spacer: View {
    let minLength: CGFloat?
    /// A spacer that takes the room its stack leaves, at least `minLength` (points or cells; 0 when
    /// nil).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Never called: a spacer is empty cells.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let cells = Cells(context.environment)
        let length = minLength.map { context.stackAxis == .vertical ? cells.rows($0) : cells.columns($0) }
        return SpacerNode(axis: context.stackAxis, minLength: max(0, length ?? 0))
    }
}

/// The layout of a `Spacer`.
final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: Int

    init(axis: Axis?, minLength: Int) {
        self.axis = axis
        self.minLength = minLength
    }

    override var isSpacer: Bool { true }

    override func measure(_ proposal: ProposedSize) -> Size {
        let width = max(minLength, proposal.width ?? 0)
        let height = max(minLength, proposal.height ?? 0)
        switch axis {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }
}

/// A thin line between views, as SwiftUI's `Divider`: `─` across a vertical stack (or outside
/// any stack), `│` down a horizontal one. Drawn dim.
public struct Divider: View {
    /// A divider: one dim line of `─` or `│`, as its stack runs.
    public init() {}
    /// Never called: the divider is drawn in box-drawing characters.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        DividerNode(vertical: context.stackAxis == .horizontal, style: context.environment.resolvedForeground(dimByDefault: true))
    }
}
