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
