import WidgettyTerminal

/// A shape style seen through, as SwiftUI's `ShapeStyle.opacity(_:)`: blended with what is
/// behind it cell by cell (the rule is ``CellPaint``'s); clear at 0.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        base._resolve(in: environment).opacity(opacity, in: environment)
    }
}

extension _OpacityShapeStyle: View where Base: View {
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}

extension ShapeStyle {
    /// This style seen through at `opacity`, 0 (clear) to 1.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self: View {
    /// This style (a gradient, which is also a view) seen through at `opacity`: as a view it
    /// fills its frame blended with what is behind it.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
