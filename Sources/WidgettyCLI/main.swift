// The `widgetty` executable: the Widgetty program with the built-in widgets.
import WidgettyApp

MainActor.assumeIsolated { WidgettyProgram.main() }
