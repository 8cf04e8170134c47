// The built-in widgets, written only against the public widget API (WidgettyKit and WidgettyUI,
// which `import Widgetty` re-exports), exactly as a third-party author would write them.
import WidgettyKit
import WidgettyUI

/// The widgets that ship with Widgetty, as one bundle (kinds `clock`, `calendar`, …).
public struct BuiltinWidgetBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ClockWidget()
        WorldClockWidget()
        CalendarWidget()
        CountdownWidget()
        TodoWidget()
        SystemWidget()
        GitWidget()
        DiskWidget()
        NetworkWidget()
        BatteryWidget()
    }
}

/// The built-in widgets for the host to register.
@MainActor
public enum BuiltinWidgets {
    /// Every built-in widget kind, in gallery order.
    public static var all: [AnyWidgetDescriptor] { BuiltinWidgetBundle().widgetDescriptors }
}
