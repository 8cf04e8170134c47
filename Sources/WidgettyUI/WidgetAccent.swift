import WidgettyTerminal

private struct GraphColorsKey: EnvironmentKey { static var defaultValue: [Color] { [] } }

extension EnvironmentValues {
    /// Colours for the series of a graph, in order: the theme's (a terminal extension; empty
    /// when no theme is set, as in a plain render).
    public var graphColors: [Color] {
        get { self[GraphColorsKey.self] }
        set { self[GraphColorsKey.self] = newValue }
    }
}

extension View {
    /// Marks the subtree as the widget's accent, as WidgetKit's accented rendering does: its
    /// foreground is drawn in the tint (the widget's `tint:` in the home file, else the theme's
    /// accent), where a tint is set. Styles set inside it still win.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        environmentChange { environment in
            guard accentable, let tint = environment.tint else { return }
            environment.foregroundStyle = AnyShapeStyle(tint)
        }
    }
}
