/// A SiriKit intent, as `IntentConfiguration` takes it. Xcode generates one class per intent of
/// an `.intentdefinition` file; Widgetty's `IntentDefinitions` build plugin does the same (see
/// ``INObject``, ``INExtension``), and its classes conform here. A hand-written
/// ``WidgetConfigurationIntent`` may conform too: `IntentConfiguration` accepts either.
public protocol INIntent: WidgetConfigurationIntent {}
