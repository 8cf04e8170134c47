/// A SiriKit intent, as Xcode generates them from an `.intentdefinition` file: a class, so an
/// intent handler's `handler(for intent: INIntent)` is written as on iOS. Widgetty's
/// `IntentDefinitions` build plugin generates one final subclass per intent, which is also a
/// ``WidgetConfigurationIntent`` (what `IntentConfiguration` takes; a hand-written one works too).
/// It holds nothing itself: the parameters are the subclass's.
open class INIntent: @unchecked Sendable {
    /// An empty intent; the generated subclass sets its parameters' defaults.
    public required init() {}
}
