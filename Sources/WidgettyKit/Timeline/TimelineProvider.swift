import Foundation

/// The source of a static widget's entries, as in WidgetKit.
///
/// Widgetty requires providers to be `Sendable`: the host calls them off the main actor.
/// A completion called twice is ignored after the first call; one never called times out.
public protocol TimelineProvider: Sendable {
    /// The entry type the provider makes and the widget's view draws.
    associatedtype Entry: TimelineEntry
    /// What a provider is told about the request: the family, the size in cells, whether it is a
    /// preview.
    typealias Context = TimelineProviderContext

    /// An entry shown at once, drawn redacted, while the real timeline loads.
    func placeholder(in context: Context) -> Entry
    /// One entry quickly, for previews (`context.isPreview`).
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries to show and when to ask again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// The source of a configurable widget's entries in the SiriKit-intent style of WidgetKit. Its
/// intent is a class generated from an `.intentdefinition` file (add the `IntentDefinitions`
/// plugin to the target) or any ``WidgetConfigurationIntent``.
public protocol IntentTimelineProvider: Sendable {
    /// The entry type the provider makes and the widget's view draws.
    associatedtype Entry: TimelineEntry
    /// The intent type that holds the widget's configuration, generated from the
    /// `.intentdefinition` file or written by hand.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is told about the request: family, size, preview or not.
    typealias Context = TimelineProviderContext

    /// A stand-in entry, drawn redacted (in `░` blocks) while the first timeline is on its way;
    /// it should return at once, without waiting for data.
    func placeholder(in context: Context) -> Entry
    /// One entry for the configuration, soon: shown in previews and the gallery
    /// (`context.isPreview`).
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries for the configuration and when to ask again; call `completion` once (within the
    /// widget's time limit, 15 s unless set).
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// The source of an App Intent–configured widget's entries, as in WidgetKit: async functions.
public protocol AppIntentTimelineProvider: Sendable {
    /// The entry type the provider makes and the widget's view draws.
    associatedtype Entry: TimelineEntry
    /// The ``WidgetConfigurationIntent`` whose `@Parameter`s the user sets in the edit panel.
    associatedtype Intent: WidgetConfigurationIntent
    /// The request's details: family, size in cells, whether it is a preview.
    typealias Context = TimelineProviderContext

    /// An entry shown at once, drawn redacted, while the real timeline loads.
    func placeholder(in context: Context) -> Entry
    /// One entry for the configuration, for previews and the gallery (`context.isPreview`).
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries for the configuration and the reload policy; runs off the drawing thread and is
    /// cut off past the widget's time limit (15 s unless set).
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Ready-made configurations the gallery offers (none by default).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}
