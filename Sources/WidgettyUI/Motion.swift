import Foundation
import WidgettyTerminal

/// Motion in SwiftUI, as widget code writes it. A terminal cell does not animate: animations and
/// transitions are accepted and the final state is drawn; an offset moves a view by whole cells;
/// a rotation is drawn unrotated (a glyph cannot turn).

/// An animation curve, as SwiftUI's `Animation` (accepted; never run).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// How a view comes and goes, as SwiftUI's `AnyTransition` (accepted).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// Runs `body` at once: there is nothing to animate in a cell.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Accepted; the final state is drawn.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Accepted; the final state is drawn.
    public func animation(_ animation: Animation?) -> some View { self }
    /// Accepted; views appear and disappear at once.
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// Drawn unrotated: a glyph cannot turn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// Drawn unrotated.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }

    /// The view drawn moved by `x` and `y` (whole cells, in the widget's units), its place in
    /// the layout unchanged, as SwiftUI's `offset`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNode { node, context in
            let cells = Cells(context.environment)
            return OffsetNode(child: node, dx: cells.columns(x), dy: cells.rows(y))
        }
    }

    /// The same with a size.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}

/// A child drawn moved by whole cells, measured as itself.
final class OffsetNode: LayoutNode {
    let child: LayoutNode
    let dx: Int, dy: Int

    init(child: LayoutNode, dx: Int, dy: Int) {
        self.child = child
        self.dx = dx
        self.dy = dy
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func draw(in rect: Rect, on canvas: Canvas) {
        child.draw(in: Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height), on: canvas)
    }
}
