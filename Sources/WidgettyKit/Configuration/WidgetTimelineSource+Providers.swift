/// The host's view of WidgetKit's two provider protocols: what `StaticConfiguration`,
/// `AppIntentConfiguration` and a `#Preview(…, timelineProvider:)` ask.
extension WidgetTimelineSource {
    /// A `TimelineProvider`'s answers, its completion handlers awaited.
    public init<Provider: TimelineProvider>(_ provider: Provider) {
        self.init(
            placeholder: { context in AnyTimelineEntry(provider.placeholder(in: context)) },
            snapshot: { context, _ in
                AnyTimelineEntry(try await CompletionGate.firstValue { provider.getSnapshot(in: context, completion: $0) })
            },
            timeline: { context, _ in
                AnyTimeline(try await CompletionGate.firstValue { provider.getTimeline(in: context, completion: $0) })
            }
        )
    }

    /// An `AppIntentTimelineProvider`'s answers for the configuration the values decode to.
    init<Provider: AppIntentTimelineProvider>(
        _ provider: Provider,
        intents: IntentDecodeCache<Provider.Intent> = IntentDecodeCache(),
        immediateTimeline: (@Sendable (TimelineProviderContext, [String: IntentValue]) -> AnyTimeline?)? = nil
    ) {
        let findsEntities = IntentSchema.hasEntityParameters(Provider.Intent.self)
        self.init(
            placeholder: { context in AnyTimelineEntry(provider.placeholder(in: context)) },
            snapshot: { context, values in
                let configuration = try intents.intent(from: values)
                if findsEntities { try await IntentSchema.resolveEntities(in: configuration) }
                return AnyTimelineEntry(await provider.snapshot(for: configuration, in: context))
            },
            timeline: { context, values in
                let configuration = try intents.intent(from: values)
                if findsEntities { try await IntentSchema.resolveEntities(in: configuration) }
                return AnyTimeline(await provider.timeline(for: configuration, in: context))
            },
            immediateTimeline: immediateTimeline
        )
    }
}
