import Foundation

extension View {
    /// A shape filled with a style behind the view, in the view's size, as SwiftUI's
    /// `background(_:in:fillStyle:)`: `.background(.black, in: .capsule)`. Drawn as the shape's
    /// fill is (a built-in shape's cells whole, a shape of one's own in braille dots).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// The environment's background style in a shape behind the view, as SwiftUI's
    /// `background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}

// The shapes by their short names, where a `Shape` is expected: `.background(.red, in: .circle)`,
// `.clipShape(.rect(cornerRadius: 8))`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with a corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The widget's own outline.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
