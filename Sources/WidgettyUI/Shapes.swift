import Foundation
import WidgettyTerminal

/// A shape that fills its frame, as SwiftUI's `Shape`. Unfilled, a shape is filled with the
/// foreground style; `.fill(_:)` chooses the colour or gradient (drawn cell by cell over the
/// frame); `.stroke(_:lineWidth:)` draws a box-drawing outline (rounded for round shapes) in
/// one colour, a gradient's first.
public protocol Shape: View {
    /// Whether the outline is drawn with rounded corners.
    var _isRounded: Bool { get }
    /// What `.clipShape(self)` cuts pictures to (the frame unless a shape says otherwise).
    func _clipOutline(in environment: EnvironmentValues) -> ClipOutline
}

extension Shape {
    public var body: Never { primitiveBody(Self.self) }

    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .rectangle }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let style = environment.foregroundStyle?._resolve(in: environment)
            ?? HierarchicalShapeStyle.primary._resolve(in: environment)
        return FillNode(style)
    }

    /// The shape filled with a style's colour.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _FilledShape {
        _FilledShape(style: AnyShapeStyle(content))
    }

    /// The shape's outline in a style's colour.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StrokedShape {
        _StrokedShape(style: AnyShapeStyle(content), rounded: _isRounded)
    }

    /// The shape's outline in a style's colour.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StrokedShape {
        stroke(content, lineWidth: lineWidth)
    }

    /// The outline in the foreground style (a cell's line has one width).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape { stroke(HierarchicalShapeStyle.primary, lineWidth: lineWidth) }

    /// The outline with a stroke style (its width, caps and dashes are one line in cells).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StrokedShape { stroke(content, lineWidth: style.lineWidth) }

    /// The outline in the foreground style with a stroke style.
    public func stroke(style: StrokeStyle) -> _StrokedShape { stroke(lineWidth: style.lineWidth) }

    /// The outline inside the frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape { stroke(lineWidth: lineWidth) }

    /// The outline inside the frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StrokedShape { stroke(content, style: style) }
}

/// A shape filled with a style.
public struct _FilledShape: View {
    let style: AnyShapeStyle
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        FillNode(style._resolve(in: context.environment))
    }
}

/// A shape's outline drawn with box-drawing characters.
public struct _StrokedShape: View {
    let style: AnyShapeStyle
    let rounded: Bool
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let resolved = style._resolve(in: context.environment)
        var cellStyle = Style(foreground: resolved.foreground ?? .default)
        if resolved.dim { cellStyle.attributes.insert(.dim) }
        return OutlineNode(style: cellStyle, rounded: rounded)
    }
}

/// An outline filling whatever it is offered.
final class OutlineNode: LayoutNode {
    let style: Style
    let rounded: Bool
    init(style: Style, rounded: Bool) {
        self.style = style
        self.rounded = rounded
    }
    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 2, height: proposal.height ?? 2)
    }
    override func draw(in rect: Rect, on canvas: Canvas) {
        BoxDrawing.stroke(rect, rounded: rounded, style: style, on: canvas)
    }
}

/// A rectangle, as in SwiftUI.
public struct Rectangle: Shape {
    public init() {}
    public var _isRounded: Bool { false }
}

/// A rectangle with rounded corners, as in SwiftUI.
public struct RoundedRectangle: Shape {
    public let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public var _isRounded: Bool { cornerRadius > 0 }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline {
        .roundedRectangle(radius: Double(cornerRadius / max(environment.cellMetrics.pointsPerColumn, 0.001)))
    }
}

/// The corner style of a rounded rectangle, as in SwiftUI (accepted).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A circle, as in SwiftUI: a rounded box in cells; as a clip shape, a circle cut from pictures.
public struct Circle: Shape {
    public init() {}
    public var _isRounded: Bool { true }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .circle }
}

/// An ellipse, as in SwiftUI: a rounded box in cells; as a clip shape, an ellipse cut from pictures.
public struct Ellipse: Shape {
    public init() {}
    public var _isRounded: Bool { true }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .ellipse }
}

/// A capsule, as in SwiftUI: a rounded box in cells; as a clip shape, a capsule cut from pictures.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public var _isRounded: Bool { true }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .capsule }
}

/// The shape of the widget's container, as in SwiftUI: a rounded box in cells.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public var _isRounded: Bool { true }
}

/// How an outline is drawn, as SwiftUI's `StrokeStyle`: a cell's line has one width, so the
/// width, caps, joins and dashes are accepted and one box-drawing line is drawn.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Line ends, as CoreGraphics' `CGLineCap`.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// Line corners, as CoreGraphics' `CGLineJoin`.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}
