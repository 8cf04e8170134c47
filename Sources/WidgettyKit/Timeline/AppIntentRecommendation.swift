/// A ready-made configuration of an intent widget, as WidgetKit's `AppIntentRecommendation`: what
/// `recommendations()` of an `AppIntentTimelineProvider` returns. `widgetty gallery` lists them
/// under their widget, with the parameters each sets.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    public let intent: Intent
    public let description: LocalizedStringResource

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }

    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: LocalizedStringResource(String(description)))
    }
}

/// A recommendation with its types erased: its description and the values it sets.
public struct WidgetRecommendation: Hashable, Sendable, Codable {
    public let description: String
    public let values: [String: IntentValue]

    public init(description: String, values: [String: IntentValue]) {
        self.description = description
        self.values = values
    }
}

extension AppIntentTimelineProvider {
    /// No recommendations unless the provider gives some.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
