import WidgettyTerminal

/// The view's background (`.background`), as SwiftUI's `BackgroundStyle`: the environment's
/// background style when one is set (`.backgroundStyle(_:)`), otherwise the terminal's own
/// background — the cells' default colour, which covers what is behind it as SwiftUI's opaque
/// system background does, and shows nothing on a screen of the default colour.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style, resolved where it is drawn.
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedStyle {
        guard let style = environment.backgroundStyle else { return _ResolvedStyle(foreground: .default, fill: .default) }
        // `.backgroundStyle(.background)` would name itself: resolve it without a background style.
        var outer = environment
        outer.backgroundStyle = nil
        return style._resolve(in: outer)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The view's background as a shape style (`.fill(.background)`): the terminal's own background
    /// unless `.backgroundStyle(_:)` set another.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background()` and the `.background` shape style draw (`.backgroundStyle(_:)`);
    /// nil: the terminal's own background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// The style `.background()` and the `.background` shape style draw in the subtree.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChange { $0.backgroundStyle = AnyShapeStyle(style) }
    }
}
