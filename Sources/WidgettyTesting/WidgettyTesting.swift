// Testing helpers for widget authors: render a widget's view for an entry at a family to lines
// of text, call providers with a test context, and run a provider on the home screen's scheduler
// against a virtual clock to assert its timeline. Add the `WidgettyTesting` product to a test target.
@_exported import WidgettyKit
@_exported import WidgettyUI
@_exported import struct WidgettyTerminal.Size
@_exported import class WidgettyTestSupport.VirtualClock
