// `#Preview`, in the forms widget code writes it. Each expands to a record the program keeps in a
// section of its own (WidgettyMacros' PreviewMacro); `preview` lists the records and shows one:
// a widget in its family stepping through the entries written, or its provider's timeline; a
// view as a widget's content. See WidgetPreviewRegistry for what each form becomes.

/// A view preview: `#Preview { MyView() }`, `#Preview("Name") { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
) = #externalMacro(module: "WidgettyMacros", type: "PreviewMacro")

/// A widget preview stepping through the entries written: `#Preview(as: .systemSmall) { MyWidget() }
/// timeline: { Entry(…); Entry(…) }`.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping @MainActor @Sendable () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor @Sendable () async -> [Entry]
) = #externalMacro(module: "WidgettyMacros", type: "PreviewMacro")

/// A widget preview asking a provider: `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping @MainActor @Sendable () -> W,
    timelineProvider: @escaping @MainActor @Sendable () -> Provider
) = #externalMacro(module: "WidgettyMacros", type: "PreviewMacro")

/// An intent widget's preview with one configuration: `#Preview(as: .systemSmall, using: intent) { … } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent,
    widget: @escaping @MainActor @Sendable () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor @Sendable () async -> [Entry]
) = #externalMacro(module: "WidgettyMacros", type: "PreviewMacro")

/// An intent widget's preview asking its provider: `#Preview(as:using:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor @Sendable () -> W,
    timelineProvider: @escaping @MainActor @Sendable () -> Provider
) = #externalMacro(module: "WidgettyMacros", type: "PreviewMacro")
