import WidgettyUI

/// How a picture is drawn when the widget is drawn `accented` (a tinted home screen), as
/// WidgetKit's `WidgetAccentedRenderingMode`. Widgetty draws a widget `accented` never (see
/// ``WidgetRenderingMode``), so a picture is drawn as it is in every mode, as iOS draws it in
/// full colour.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    /// Tinted with the accent, as the widget's accented content is.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Made grey, then tinted with the accent.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// Made grey, untinted.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// In its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How the picture is drawn in accented rendering: the picture as it is, the only way
    /// Widgetty draws it (widgets are drawn in full colour, or in one foreground without colour).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image { self }
}
