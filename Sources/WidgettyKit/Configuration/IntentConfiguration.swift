import WidgettyUI

/// A widget configured through a SiriKit intent, as in WidgetKit: a class the `IntentDefinitions`
/// build plugin generated from an `.intentdefinition` file (see ``INIntent``), or any
/// ``WidgetConfigurationIntent``.
public struct IntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    /// A widget of `kind` configured through `intent`, fed by a SiriKit-style provider, drawing
    /// `content` for each entry.
    public init<Provider: IntentTimelineProvider>(
        kind: String,
        intent: Intent.Type,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let intents = IntentDecodeCache<Intent>()
        let findsEntities = IntentSchema.hasEntityParameters(Intent.self)
        let source = WidgetTimelineSource(
            placeholder: { context in AnyTimelineEntry(provider.placeholder(in: context)) },
            snapshot: { context, values in
                let configuration = try intents.intent(from: values)
                if findsEntities { try await IntentSchema.resolveEntities(in: configuration) }
                return AnyTimelineEntry(try await CompletionGate.firstValue {
                    provider.getSnapshot(for: configuration, in: context, completion: $0)
                })
            },
            timeline: { context, values in
                let configuration = try intents.intent(from: values)
                if findsEntities { try await IntentSchema.resolveEntities(in: configuration) }
                return AnyTimeline(try await CompletionGate.firstValue {
                    provider.getTimeline(for: configuration, in: context, completion: $0)
                })
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
