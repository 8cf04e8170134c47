import WidgettyUI

/// A configuration a provider suggests where a widget cannot be configured by hand (watchOS
/// complications), as in WidgetKit's `recommendations()`. The home screen's edit panel
/// configures every widget, so Widgetty keeps them for source compatibility and never asks.
public struct IntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration recommended.
    public let intent: Intent
    /// The recommendation's name, as iOS lists it for a complication.
    public let description: LocalizedStringKey

    /// A recommendation of a configured intent under a name; kept, never shown.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation whose name is a plain string.
    public init<Description: StringProtocol>(intent: Intent, description: Description) {
        self.init(intent: intent, description: LocalizedStringKey(String(description)))
    }
}
