import WidgettyUI

/// The size class of a widget, as in WidgetKit. On the home screen a small widget takes one
/// grid slot, medium two side by side, large two by two, extra large four by two.
/// `accessoryInline` is one line of text, for status bars.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryInline

    public var description: String { rawValue }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}

extension EnvironmentValues {
    /// The family of the widget being rendered, as in WidgetKit's `@Environment(\.widgetFamily)`.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}
