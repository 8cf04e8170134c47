import Foundation

/// The source of a static widget's entries, as in WidgetKit.
///
/// Widgetty requires providers to be `Sendable`: the host calls them off the main actor.
/// A completion called twice is ignored after the first call; one never called times out.
public protocol TimelineProvider: Sendable {
    associatedtype Entry: TimelineEntry
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
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// The source of an App Intent–configured widget's entries, as in WidgetKit: async functions.
public protocol AppIntentTimelineProvider: Sendable {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Ready-made configurations the gallery offers (none by default).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}
