import Foundation
import WidgettyTerminal

/// A colour or pattern to draw with, as SwiftUI's `ShapeStyle`. In cells a style has a
/// foreground (for text and glyphs, possibly dim) and a fill (for backgrounds and shapes).
public protocol ShapeStyle: Sendable {
    /// The terminal colours of this style in an environment.
    func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle
}

/// A shape style reduced to terminal colours: nil means "draw nothing" (clear).
public struct _ResolvedStyle: Hashable, Sendable {
    var foreground: TerminalColor?
    var dim = false
    var fill: TerminalColor?

    static let clear = _ResolvedStyle(foreground: nil, fill: nil)
}

/// The levels of the foreground, as SwiftUI's `.primary` … `.quaternary`: primary is the
/// default foreground, the others are dim; as fills they are greys that recede with the level.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        let dark: [UInt8] = [7, 240, 237, 235], light: [UInt8] = [0, 250, 252, 254]
        let index = min(max(level, 0), 3)
        let fill: TerminalColor = index == 0
            ? .ansi(environment.colorScheme == .dark ? 7 : 0)
            : .palette(environment.colorScheme == .dark ? dark[index] : light[index])
        return _ResolvedStyle(foreground: .default, dim: level > 0, fill: fill)
    }
}

/// A style at a lower level of the hierarchy than its base, as `.fill.tertiary`.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        var resolved = base._resolve(in: environment)
        resolved.dim = true
        resolved.fill = HierarchicalShapeStyle(level: level + 1)._resolve(in: environment).fill
        return resolved
    }
}

extension ShapeStyle {
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 0) }
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 1) }
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 2) }
}

/// The system fill for shapes and containers (`.fill`), a grey.
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        HierarchicalShapeStyle(level: 1)._resolve(in: environment)
    }
}

/// The view's background (`.background`): the terminal's default background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        _ResolvedStyle(foreground: .default, fill: .default)
    }
}

/// The view's tint (`.tint`), blue when none is set.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        (environment.tint ?? .blue)._resolve(in: environment)
    }
}

/// The view's foreground style as a shape style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        environment.foregroundStyle?._resolve(in: environment) ?? HierarchicalShapeStyle.primary._resolve(in: environment)
    }
}

/// Any shape style, type-erased, as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.base = style }
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle { base._resolve(in: environment) }
}

/// Colours to blend, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient, as in SwiftUI. Cells have one colour each, so it is drawn as its first colour.
public struct LinearGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        gradient.colors.first?._resolve(in: environment) ?? .clear
    }
}

extension LinearGradient: View {
    public var body: Never { primitiveBody(Self.self) }
    public func _makeNode(in context: BuildContext) -> LayoutNode {
        FillNode(fill: _resolve(in: context.environment).fill)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
