import WidgettyUI

/// A widget configured through an App Intent, as in WidgetKit: its `@Parameter`s appear in the
/// host's edit panel.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    /// A widget of `kind` (the string a home file places it by) whose provider gets the intent the
    /// user configured, and whose view is `content` for each entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String,
        intent: Intent.Type = Intent.self,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        _widgetDescriptors = [Self.descriptor(kind: kind, provider: provider, intents: IntentDecodeCache(), immediate: nil, content: content)]
    }

    /// The same for a provider that can often answer at once: the host asks it on the drawing
    /// thread first (see ``ImmediateAppIntentTimelineProvider``).
    public init<Provider: ImmediateAppIntentTimelineProvider>(
        kind: String,
        intent: Intent.Type = Intent.self,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let intents = IntentDecodeCache<Intent>()
        let immediate: @Sendable (TimelineProviderContext, [String: IntentValue]) -> AnyTimeline? = { context, values in
            // An intent that does not decode is reported by the usual call.
            guard let configuration = try? intents.intent(from: values),
                let timeline = provider.immediateTimeline(for: configuration, in: context)
            else { return nil }
            return AnyTimeline(timeline)
        }
        _widgetDescriptors = [Self.descriptor(kind: kind, provider: provider, intents: intents, immediate: immediate, content: content)]
    }

    private static func descriptor<Provider: AppIntentTimelineProvider>(
        kind: String,
        provider: Provider,
        intents: IntentDecodeCache<Intent>,
        immediate: (@Sendable (TimelineProviderContext, [String: IntentValue]) -> AnyTimeline?)?,
        content: @escaping (Provider.Entry) -> Content
    ) -> AnyWidgetDescriptor where Provider.Intent == Intent {
        var descriptor = AnyWidgetDescriptor(
            kind: kind,
            intent: AnyConfigurationIntentType(Intent.self),
            source: WidgetTimelineSource(provider, intents: intents, immediateTimeline: immediate),
            entryCodec: .forEntry(Provider.Entry.self),
            makeView: entryView(content)
        )
        descriptor.recommendations = {
            provider.recommendations().map { recommendation in
                WidgetRecommendation(description: recommendation.description.key, values: IntentSchema.encode(recommendation.intent))
            }
        }
        return descriptor
    }
}
