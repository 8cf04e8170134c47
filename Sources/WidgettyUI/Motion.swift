import Foundation
import WidgettyTerminal

/// Motion in SwiftUI, as widget code writes it. A terminal cell does not animate: animations and
/// transitions are accepted and the final state is drawn; an offset moves a view by whole cells;
/// a rotation is drawn unrotated (a glyph cannot turn).

/// An animation curve, as SwiftUI's `Animation` (accepted; never run).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The animation SwiftUI picks when none is named; nothing moves in a terminal.
    public static let `default` = Animation(name: "default")
    /// A constant-speed animation (not run: the end state is drawn).
    public static let linear = Animation(name: "linear")
    /// An animation that starts slowly (not run).
    public static let easeIn = Animation(name: "easeIn")
    /// An animation that ends slowly (not run).
    public static let easeOut = Animation(name: "easeOut")
    /// An animation that starts and ends slowly (not run).
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring (not run: a terminal shows the view at rest).
    public static let spring = Animation(name: "spring")
    /// A spring that overshoots (not run).
    public static let bouncy = Animation(name: "bouncy")
    /// A spring that settles without overshooting (not run).
    public static let smooth = Animation(name: "smooth")
    /// ``linear`` over a duration in seconds; the duration is ignored.
    public static func linear(duration: Double) -> Animation { .linear }
    /// ``easeIn`` over a duration; ignored like every curve.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// ``easeOut`` over a duration; ignored like every curve.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// ``easeInOut`` over a duration; the change shows at once.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring by response and damping; the values are accepted and the view shows its end state.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring by duration and bounce; accepted, never run.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    /// The animation after a delay in seconds: returned unchanged, as nothing is run.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation sped up or slowed down: returned unchanged.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated forever: returned unchanged, so a pulsing view stays still (a
    /// terminal widget should not burn wake-ups on it).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated some times: returned unchanged.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// How a view comes and goes, as SwiftUI's `AnyTransition` (accepted).
public struct AnyTransition: Sendable {
    let name: String
    /// Fade in or out; in a terminal the view appears or goes at once.
    public static let opacity = AnyTransition(name: "opacity")
    /// Grow from or shrink to nothing; the view appears or goes at once.
    public static let scale = AnyTransition(name: "scale")
    /// Slide in from the leading edge; the view appears at once.
    public static let slide = AnyTransition(name: "slide")
    /// No transition at all, which is what every transition looks like in cells.
    public static let identity = AnyTransition(name: "identity")
    /// Move in from an edge; the edge is ignored.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Push in from an edge, pushing the old view out; the edge is ignored.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Two transitions at once: returns the first, since neither is shown.
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
