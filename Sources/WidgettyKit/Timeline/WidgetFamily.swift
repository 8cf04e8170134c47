import WidgettyUI

/// The size class of a widget, as in WidgetKit. On the home screen a small widget takes one
/// grid slot, medium two side by side, large two by two, extra large four by two.
/// The lock-screen families are for status lines and small slots: `accessoryInline` is one line
/// of text (a tmux status line); `accessoryCircular` (a gauge or a short value, 10×5 cells) and
/// `accessoryRectangular` (up to four short lines, 24×4) are what `render` prints by default and
/// take one grid slot on the home screen; watchOS' `accessoryCorner` is accepted and drawn like a
/// circular one.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// One grid slot of the home screen.
    case systemSmall
    /// Two slots side by side.
    case systemMedium
    /// Two by two slots.
    case systemLarge
    /// Four by two slots, as on an iPad.
    case systemExtraLarge
    /// A round lock-screen slot, 10×5 cells: a gauge or a short value, drawn in one grid slot on
    /// the home screen.
    case accessoryCircular
    /// A lock-screen rectangle of up to four short lines, 24×4 cells.
    case accessoryRectangular
    /// One line of text, as a tmux status line shows it.
    case accessoryInline
    /// watchOS' corner slot: accepted, drawn like ``accessoryCircular``.
    case accessoryCorner

    /// The lock-screen (and watch) families.
    public var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: return true
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return false
        }
    }

    /// The case's name, `systemSmall`; ``shortName`` is what the home file writes.
    public var description: String { rawValue }

    /// The name the home file, the command line and scripts use: `small`, `rectangular`, …
    public var shortName: String {
        switch self {
        case .systemSmall: return "small"
        case .systemMedium: return "medium"
        case .systemLarge: return "large"
        case .systemExtraLarge: return "extraLarge"
        case .accessoryCircular: return "circular"
        case .accessoryRectangular: return "rectangular"
        case .accessoryInline: return "inline"
        case .accessoryCorner: return "corner"
        }
    }
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
