import Foundation
import WidgettyTerminal

/// Colours to blend, as SwiftUI's `Gradient`: colours spread evenly, or stops at locations
/// from 0 to 1. As a shape style it is drawn top to bottom, as in SwiftUI.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along the gradient, 0 to 1.
    public struct Stop: Hashable, Sendable {
        /// The colour at this place.
        public var color: Color
        /// Where the colour stands, from 0 (the start) to 1 (the end); cells between stops blend
        /// the two.
        public var location: CGFloat
        /// A stop of a colour at a location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colours and where they stand, in order.
    public var stops: [Stop]

    /// A gradient of stops at given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of colours spread evenly from 0 to 1 (one colour is a plain fill).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The gradient laid out by `geometry` in an environment: its one colour when it has only
    /// one, else a paint whose representative colour stands in where a colour cannot vary.
    func resolved(_ geometry: GradientGeometry, in environment: EnvironmentValues) -> _ResolvedStyle {
        guard stops.count > 1 else { return stops.first?.color._resolve(in: environment) ?? .clear }
        let behind: PaintColor = environment.colorScheme == .light ? .white : .black
        let paint = CellPaint(
            stops: stops.map { CellPaint.Stop(color: $0.color.paintColor(in: environment, behind: behind), location: Double($0.location)) },
            geometry: geometry, environment: environment)
        guard let color = paint.representative else { return .clear }
        return _ResolvedStyle(foreground: color, fill: color, paint: paint)
    }
}

extension Gradient: ShapeStyle {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        resolved(.linear(start: .top, end: .bottom), in: environment)
    }
}

/// A gradient whose drawing is left to where it is used, as SwiftUI's `AnyGradient`
/// (`Color.blue.gradient`): as a shape style, top to bottom; in `.linearGradient(_:startPoint:endPoint:)`
/// and its kin, as they say.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient of any stops, drawn top to bottom unless a gradient style says otherwise.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle { gradient._resolve(in: environment) }
}

extension AnyGradient: View {
    /// Never called: the gradient fills its frame, a colour for each cell.
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode { FillNode(_resolve(in: context.environment)) }
}
