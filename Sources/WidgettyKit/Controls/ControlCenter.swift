/// Reloads controls, as WidgetKit's `ControlCenter` does: the running home screen asks each
/// control of the kind for its value again, at once (a control is a widget kind to Widgetty, so
/// this is ``WidgetCenter``'s reload).
public final class ControlCenter: Sendable {
    /// The one control center, as in WidgetKit.
    public static let shared = ControlCenter()

    private init() {}

    /// Asks every control of `kind` for its value again.
    public func reloadControls(ofKind kind: String) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }

    /// Asks every control (and every widget) for its value again.
    public func reloadAllControls() { WidgetCenter.shared.reloadAllTimelines() }
}
