import WidgettyUI

/// The lock screen's words in WidgetKit that a terminal draws in its own way.

/// The backdrop of a lock-screen widget, as WidgetKit's `AccessoryWidgetBackground`: its frame
/// filled with a dark grey (on iOS a translucent disc or rounded rectangle).
public struct AccessoryWidgetBackground: View {
    /// A backdrop for a lock-screen widget, put behind its content in a `ZStack`.
    public init() {}
    /// The frame filled with a dark grey (white at 0.22).
    public var body: some View { Color(white: 0.22) }
}

/// How the system draws a widget, as in WidgetKit. A terminal draws in full colour; with no colour
/// (`NO_COLOR`) the widget is drawn `vibrant`, in the terminal's one foreground, as a lock screen does.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Full colour: how a terminal with colour draws every widget.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// The widget's content in one tint, as iOS draws tinted home screens; Widgetty never draws
    /// this way, but widget code may test for it.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// One foreground, no colours: how a widget is drawn under `NO_COLOR`, as on a lock screen.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name: `fullColor`, `accented` or `vibrant`.
    public var description: String { name }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// How the widget is drawn: `.fullColor`, or `.vibrant` when the terminal shows no colour.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's `containerBackground` is drawn: always, in a terminal cell.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether the widget's `.widgetLabel` is shown beside it: never, a terminal cell having no
    /// room around it, so a view that draws its label itself when this is false does so.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// The margins the home screen keeps inside a widget's border: one column each side, in the
    /// points widget code is written in (8 per column); none when the widget disabled its margins.
    public var widgetContentMargins: EdgeInsets {
        EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    }
}

extension View {
    /// A label shown beside an accessory widget by watchOS and the iOS lock screen: accepted; a
    /// terminal has no space around a cell to show it in.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// The same with a title.
    public func widgetLabel(_ title: String) -> some View { self }
    /// The same with a localised title.
    public func widgetLabel(_ titleKey: LocalizedStringKey) -> some View { self }
}
