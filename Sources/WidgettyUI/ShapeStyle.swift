import Foundation
import WidgettyTerminal

/// A colour or pattern to draw with, as SwiftUI's `ShapeStyle`. In cells a style has a
/// foreground (for text and glyphs, possibly dim) and a fill (for backgrounds and shapes).
public protocol ShapeStyle: Sendable {
    /// The terminal colours of this style in an environment.
    func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle
}

/// A shape style reduced to terminal colours: nil means "draw nothing" (clear). `paint`, when
/// set, is what fills and glyphs draw cell by cell instead (a gradient, a colour seen through);
/// `foreground` and `fill` are then its one colour for what cannot vary (borders, gauges).
public struct _ResolvedStyle: Hashable, Sendable {
    var foreground: TerminalColor?
    var dim = false
    var fill: TerminalColor?
    var paint: CellPaint?

    static let clear = _ResolvedStyle(foreground: nil, fill: nil)

    /// Whether the style draws nothing (`Color.clear`, opacity 0).
    public var isClear: Bool { foreground == nil && fill == nil && paint == nil }

    /// This style seen through at `opacity` (the rule is ``CellPaint``'s): clear at 0, itself at
    /// 1; between, its paint's colours thinned, or its fill colour made a paint seen through. A
    /// foreground that is the terminal's default has no RGB to blend and is drawn dim below 0.8.
    func opacity(_ opacity: Double, in environment: EnvironmentValues) -> _ResolvedStyle {
        guard opacity < 1 else { return self }
        guard opacity > 0 else { return .clear }
        var style = self
        if let paint {
            style.paint = paint.multiplyingOpacity(by: opacity)
        } else if let fill, let color = PaintColor(fill, opacity: opacity) {
            style.paint = CellPaint(uniform: color, environment: environment)
        }
        if foreground == .default, opacity < 0.8 { style.dim = true }
        return style
    }

    /// The paint glyphs are drawn with: none when the foreground is the terminal's default,
    /// which has no RGB (it is drawn dim instead).
    var foregroundPaint: CellPaint? { foreground == .default ? nil : paint }
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
        resolved.paint = nil
        return resolved
    }
}

extension ShapeStyle {
    /// This style one level down, dimmed, with the grey fill of `.secondary` behind shapes.
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 0) }
    /// This style two levels down, dimmed, with the grey fill of `.tertiary`, as in
    /// `.fill.tertiary`.
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 1) }
    /// This style three levels down, dimmed, with the faintest grey fill (the one nearest the
    /// background, light or dark).
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 2) }
}

/// The system fill for shapes and containers (`.fill`), a grey.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// The system fill: a grey (palette 240 on a dark scheme, 250 on a light one) behind shapes and
    /// containers.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        HierarchicalShapeStyle(level: 1)._resolve(in: environment)
    }
}

/// The view's tint (`.tint`), blue when none is set.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint, resolved when drawn: `.tint(_:)`'s colour, or blue.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        (environment.tint ?? .blue)._resolve(in: environment)
    }
}

/// The view's foreground style as a shape style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style, resolved when drawn: `.foregroundStyle(_:)`'s, or the terminal's
    /// default foreground.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        environment.foregroundStyle?._resolve(in: environment) ?? HierarchicalShapeStyle.primary._resolve(in: environment)
    }
}

/// Any shape style, type-erased, as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Any shape style, with its type forgotten: for a property that holds a colour or a gradient.
    public init<S: ShapeStyle>(_ style: S) { self.base = style }
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle { base._resolve(in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The terminal's default foreground for text; as a fill, white on a dark scheme, black on a
    /// light one.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// Dim text; as a fill, a dark grey (palette 240) or a light one (250).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// Dim text; as a fill, a darker grey (237) or a lighter one (252).
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// Dim text; as a fill, the faintest grey (235 or 254).
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill, a grey, as `.background(.fill)` writes it.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The view's tint, or blue, as `.foregroundStyle(.tint)` writes it.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The view's foreground style, as `.fill(.foreground)` writes it.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
