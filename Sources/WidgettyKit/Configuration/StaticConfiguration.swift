import WidgettyUI

/// A widget the user does not configure, as in WidgetKit.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    /// A widget of `kind` (the string a home file places it by) fed by `provider`, drawing
    /// `content` for each entry.
    public init<Provider: TimelineProvider>(
        kind: String,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        _widgetDescriptors = [
            AnyWidgetDescriptor(
                kind: kind,
                intent: nil,
                source: WidgetTimelineSource(provider),
                entryCodec: .forEntry(Provider.Entry.self),
                makeView: entryView(content)
            )
        ]
    }
}

/// The host's view maker for a content closure: the entry's original value goes back to it.
@MainActor
func entryView<Entry: TimelineEntry, Content: View>(
    _ content: @escaping (Entry) -> Content
) -> @MainActor (AnyTimelineEntry) -> AnyView {
    { entry in
        guard let typed = entry.base as? Entry else { return AnyView(EmptyView()) }
        return AnyView(content(typed))
    }
}
