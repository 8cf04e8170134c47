import WidgettyUI

/// A widget configured through an App Intent, as in WidgetKit: its `@Parameter`s appear in the
/// host's edit panel.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    public init<Provider: AppIntentTimelineProvider>(
        kind: String,
        intent: Intent.Type = Intent.self,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let intents = IntentDecodeCache<Intent>()
        let source = WidgetTimelineSource(
            placeholder: { context in AnyTimelineEntry(provider.placeholder(in: context)) },
            snapshot: { context, values in
                let configuration = try intents.intent(from: values)
                return AnyTimelineEntry(await provider.snapshot(for: configuration, in: context))
            },
            timeline: { context, values in
                let configuration = try intents.intent(from: values)
                return AnyTimeline(await provider.timeline(for: configuration, in: context))
            }
        )
        _widgetDescriptors = [
            AnyWidgetDescriptor(
                kind: kind,
                intent: AnyConfigurationIntentType(Intent.self),
                source: source,
                entryCodec: .forEntry(Provider.Entry.self),
                makeView: entryView(content)
            )
        ]
    }
}
