/// A ready-made configuration of an intent widget, as WidgetKit's `AppIntentRecommendation`: what
/// `recommendations()` of an `AppIntentTimelineProvider` returns. `widgetty gallery` lists them
/// under their widget, with the parameters each sets.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration: an intent with its parameters set as this recommendation offers them.
    public let intent: Intent
    /// The line the gallery shows for the recommendation ("Lisbon, in Celsius").
    public let description: LocalizedStringResource

    /// A recommendation of a configured intent under a description.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation whose description is a plain string.
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: LocalizedStringResource(String(description)))
    }
}

/// A recommendation with its types erased: its description and the values it sets.
public struct WidgetRecommendation: Hashable, Sendable, Codable {
    /// The recommendation's description, as the gallery lists it.
    public let description: String
    /// The parameter values it sets, by parameter key, as a new widget placed from it starts with.
    public let values: [String: IntentValue]

    /// An erased recommendation; the host makes these from a provider's `recommendations()`.
    public init(description: String, values: [String: IntentValue]) {
        self.description = description
        self.values = values
    }
}

extension AppIntentTimelineProvider {
    /// No recommendations unless the provider gives some.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
