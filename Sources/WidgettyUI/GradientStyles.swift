import Foundation
import WidgettyTerminal

// The four gradients of SwiftUI as shape styles and views. Each fills cell by cell: a cell gets
// the colour at its centre (see ``GradientGeometry`` and ``CellPaint``); text in a gradient
// foreground gets it per glyph, over the text's own frame.

/// A linear gradient, as in SwiftUI: colours along the line from `startPoint` to `endPoint` in
/// the frame's unit square, the same across it.
public struct LinearGradient: ShapeStyle, Hashable {
    /// The colours and where they stand along the line.
    public var gradient: Gradient
    /// Where the line starts, in the frame's unit square: ``UnitPoint/top`` for a top-to-bottom
    /// gradient.
    public var startPoint: UnitPoint
    /// Where the line ends; cells past it take the last colour.
    public var endPoint: UnitPoint

    /// A gradient along a line between two points of the frame's unit square.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Colours at given places (0 to 1) from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        gradient.resolved(.linear(start: startPoint, end: endPoint), in: environment)
    }
}

/// A radial gradient, as in SwiftUI: circles around `center` (in the unit square), from
/// `startRadius` to `endRadius` in points (the environment's ``CellMetrics`` makes them cells).
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat

    /// Circles of colour around a point, from `startRadius` to `endRadius` in points: a cell's
    /// distance counts its columns and rows as ``CellMetrics`` sizes them.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Evenly spread colours in circles around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Colours at given places in circles around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        gradient.resolved(.radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)), in: environment)
    }
}

/// An elliptical gradient, as in SwiftUI: ellipses around `center` shaped like the frame, the
/// radii fractions of its size (0.5 from the centre reaches the middle of each edge).
public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    /// Ellipses of colour shaped like the frame; radii are fractions of the frame (0.5 reaches the
    /// edges).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Evenly spread colours in ellipses around `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Colours at given places in ellipses around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        gradient.resolved(.elliptical(center: center, startFraction: Double(startRadiusFraction),
                                      endFraction: Double(endRadiusFraction)), in: environment)
    }
}

/// An angular (conic) gradient, as in SwiftUI: colours by angle around `center`, clockwise from
/// `startAngle` (0 points to the trailing edge) to `endAngle`; equal angles make a whole turn.
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle

    /// Colours by angle around a point, clockwise from `startAngle` to `endAngle`; left at zero,
    /// both make a whole turn.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Evenly spread colours swept from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Colours at given places swept from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Evenly spread colours in a whole turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Colours at given places in a whole turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        gradient.resolved(.angular(center: center, start: startAngle.radians, end: endAngle.radians), in: environment)
    }
}

extension LinearGradient: View {
    /// Never called: the gradient as a view fills its frame, cell by cell.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}

extension RadialGradient: View {
    /// Never called: the gradient fills its frame as a view, a colour for each cell's centre.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}

extension EllipticalGradient: View {
    /// Never called: as a view, the gradient fills all the room it is offered.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}

extension AngularGradient: View {
    /// Never called: the gradient as a view is a fill of the whole frame.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}
