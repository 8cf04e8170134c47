import Foundation
import WidgettyTerminal

/// A shape that fills its frame, as SwiftUI's `Shape`. Unfilled, a shape is filled with the
/// foreground style; `.fill(_:)` chooses the colour or gradient (drawn cell by cell over the
/// frame); `.stroke(_:lineWidth:)` draws a box-drawing outline (rounded for round shapes) in
/// one colour, a gradient's first.
public protocol Shape: View {
    /// The shape's outline in a frame (in the units the view is written in). A shape of your own
    /// is drawn from it in braille dots; the built-in shapes fill or box their cells instead.
    func path(in rect: CGRect) -> Path
    /// Whether the shape is drawn from ``path(in:)`` (a shape of your own, a trimmed one) rather
    /// than as whole cells.
    var _drawsItsPath: Bool { get }
    /// Whether the outline is drawn with rounded corners.
    var _isRounded: Bool { get }
    /// What `.clipShape(self)` cuts pictures to (the frame unless a shape says otherwise).
    func _clipOutline(in environment: EnvironmentValues) -> ClipOutline
}

extension Shape {
    /// Never called: a shape is drawn from its cells or from its path, as the notes on ``Shape``
    /// say.
    public var body: Never { primitiveBody(Self.self) }

    public var _drawsItsPath: Bool { true }
    public var _isRounded: Bool { false }

    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .rectangle }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let style = environment.foregroundStyle?._resolve(in: environment)
            ?? HierarchicalShapeStyle.primary._resolve(in: environment)
        if _drawsItsPath {
            let shape = self
            return PathNode(make: { rect in shape.path(in: rect) }, mode: .fill, style: Self.dotStyle(style), metrics: environment.cellMetrics)
        }
        return FillNode(style)
    }

    /// The cells' style for dots drawn in a resolved style (its colour; a gradient's first).
    static func dotStyle(_ resolved: _ResolvedStyle) -> Style {
        var style = Style(foreground: resolved.foreground ?? resolved.fill ?? .default)
        if resolved.dim { style.attributes.insert(.dim) }
        return style
    }

    /// The outline maker when the shape is drawn from its path.
    private var pathMaker: (@MainActor (CGRect) -> Path)? {
        guard _drawsItsPath else { return nil }
        let shape = self
        let make: @MainActor (CGRect) -> Path = { rect in shape.path(in: rect) }
        return make
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _FilledShape { fill(ForegroundStyle(), style: style) }

    /// The shape filled with a style's colour.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _FilledShape {
        _FilledShape(style: AnyShapeStyle(content), path: pathMaker)
    }

    /// The shape's outline in a style's colour.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StrokedShape {
        _StrokedShape(style: AnyShapeStyle(content), rounded: _isRounded, path: pathMaker)
    }

    /// The part of the outline from `from` to `to` of its length, drawn in dots (a progress ring:
    /// `Circle().trim(from: 0, to: 0.7).stroke(…)`).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: from, to: to)
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

/// A shape filled with a style: whole cells, or the dots inside its path.
public struct _FilledShape: View {
    let style: AnyShapeStyle
    let path: (@MainActor (CGRect) -> Path)?
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let resolved = style._resolve(in: context.environment)
        if let path {
            return PathNode(make: path, mode: .fill, style: Rectangle.dotStyle(resolved), metrics: context.environment.cellMetrics)
        }
        return FillNode(resolved)
    }
}

/// A shape's outline drawn with box-drawing characters.
public struct _StrokedShape: View {
    let style: AnyShapeStyle
    let rounded: Bool
    let path: (@MainActor (CGRect) -> Path)?
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let resolved = style._resolve(in: context.environment)
        var cellStyle = Style(foreground: resolved.foreground ?? .default)
        if resolved.dim { cellStyle.attributes.insert(.dim) }
        if let path {
            return PathNode(make: path, mode: .stroke, style: cellStyle, metrics: context.environment.cellMetrics)
        }
        return OutlineNode(style: cellStyle, rounded: rounded)
    }
}

/// A shape cut to part of its outline (`trim(from:to:)`), always drawn from its path.
public struct _TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Path: Shape {
    /// The path as it is: a `Path` view draws itself where it was written, not fitted to the frame.
    public func path(in rect: CGRect) -> Path { self }
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
    /// A rectangle filling its frame: whole cells when filled, a box-drawing border when stroked.
    public init() {}
    public var _drawsItsPath: Bool { false }
    /// The frame itself, the outline a trimmed rectangle is drawn along.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as in SwiftUI.
public struct RoundedRectangle: Shape {
    /// The corner radius in points (or cells, per ``CellMetrics``); over 0, a stroke draws `╭╮╰╯`
    /// corners.
    public let cornerRadius: CGFloat
    /// A rectangle with rounded corners of a radius; the corner style is accepted and changes
    /// nothing.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public var _isRounded: Bool { cornerRadius > 0 }
    public var _drawsItsPath: Bool { false }
    /// The frame with its corners rounded, for a trimmed outline.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline {
        .roundedRectangle(radius: Double(cornerRadius / max(environment.cellMetrics.pointsPerColumn, 0.001)))
    }
}

/// The corner style of a rounded rectangle, as in SwiftUI (accepted).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners, or iOS's smoother squircle corners: the same arc in braille dots,
    /// and the same `╭╮╰╯` in a box.
    case circular, continuous
}

/// A circle, as in SwiftUI: a rounded box in cells; as a clip shape, a circle cut from pictures.
public struct Circle: Shape {
    /// A circle: a filled box or a rounded border in cells, since whole cells cannot be round; trim
    /// it for a dotted circle.
    public init() {}
    public var _isRounded: Bool { true }
    public var _drawsItsPath: Bool { false }
    /// The largest circle centred in the frame.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .circle }
}

/// An ellipse, as in SwiftUI: a rounded box in cells; as a clip shape, an ellipse cut from pictures.
public struct Ellipse: Shape {
    /// An ellipse: a filled box or a rounded border in cells.
    public init() {}
    public var _isRounded: Bool { true }
    public var _drawsItsPath: Bool { false }
    /// The ellipse that fits the frame, for a trimmed outline.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .ellipse }
}

/// A capsule, as in SwiftUI: a rounded box in cells; as a clip shape, a capsule cut from pictures.
public struct Capsule: Shape {
    /// A capsule; the corner style is accepted. Filled it is whole cells, stroked a rounded border.
    public init(style: RoundedCornerStyle = .circular) {}
    public var _isRounded: Bool { true }
    public var _drawsItsPath: Bool { false }
    /// The frame with ends as round as its shorter side allows, for a trimmed outline.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public func _clipOutline(in environment: EnvironmentValues) -> ClipOutline { .capsule }
}

/// The shape of the widget's container, as in SwiftUI: a rounded box in cells.
public struct ContainerRelativeShape: Shape {
    /// The container's shape, for `.clipShape(ContainerRelativeShape())` and backgrounds that
    /// follow the widget's corners.
    public init() {}
    public var _isRounded: Bool { true }
    public var _drawsItsPath: Bool { false }
    /// The frame with 16-point corners, near a widget's own, for a trimmed outline.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 16) }
}

/// How an outline is drawn, as SwiftUI's `StrokeStyle`: a cell's line has one width, so the
/// width, caps, joins and dashes are accepted and one box-drawing line is drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points: accepted, a box-drawing or dotted line is always one wide.
    public var lineWidth: CGFloat
    /// How line ends look: accepted, not drawn.
    public var lineCap: LineCap
    /// How corners look: accepted, not drawn.
    public var lineJoin: LineJoin
    /// How far a mitred corner may reach: accepted, not drawn.
    public var miterLimit: CGFloat
    /// Dash and gap lengths: accepted, the line is drawn solid.
    public var dash: [CGFloat]
    /// Where the dash pattern starts: accepted, not drawn.
    public var dashPhase: CGFloat

    /// A stroke style; every value is kept, and only `lineWidth` is passed on (to no effect in
    /// cells).
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
    public enum LineCap: Hashable, Sendable {
        /// Flat at the end point, rounded, or squared past it; a box-drawing line ends the same
        /// way with each.
        case butt, round, square
    }
    /// Line corners, as CoreGraphics' `CGLineJoin`.
    public enum LineJoin: Hashable, Sendable {
        /// A sharp, round or cut-off corner where two segments meet; in cells a corner is one
        /// box-drawing glyph whichever is chosen.
        case miter, round, bevel
    }
}
