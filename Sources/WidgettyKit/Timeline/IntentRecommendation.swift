import WidgettyUI

/// A configuration a provider suggests where a widget cannot be configured by hand (watchOS
/// complications), as in WidgetKit's `recommendations()`. The home screen's edit panel
/// configures every widget, so Widgetty keeps them for source compatibility and never asks.
public struct IntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    public let intent: Intent
    public let description: LocalizedStringKey

    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description
    }

    public init<Description: StringProtocol>(intent: Intent, description: Description) {
        self.init(intent: intent, description: LocalizedStringKey(String(description)))
    }
}
