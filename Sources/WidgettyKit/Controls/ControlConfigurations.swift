import Foundation
import WidgettyUI

/// A control the user does not configure, as in WidgetKit: its template, drawn with the value
/// its provider gives (or with none).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control as the host sees it.
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    /// A control of `kind` (the string a home file places it by) whose template reads no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping @MainActor () -> Content) {
        _widgetDescriptors = [
            ControlDescriptor.make(kind: kind, intent: nil, preview: { _ in () }, current: { _ in () }, content: { @MainActor _ in content() })
        ]
    }

    /// A control of `kind` drawn with the value `provider` gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping @MainActor (Provider.Value) -> Content
    ) {
        _widgetDescriptors = [
            ControlDescriptor.make(
                kind: kind, intent: nil, preview: { _ in provider.previewValue }, current: { _ in try await provider.currentValue() },
                content: content)
        ]
    }
}

/// A control configured through an App Intent, as in WidgetKit: its `@Parameter`s are in its
/// edit panel, and its value provider and template get the configuration.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control as the host sees it.
    public let _widgetDescriptors: [AnyWidgetDescriptor]

    /// A control of `kind` drawn with the value `provider` gives for the configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping @MainActor (Provider.Value) -> Content
    ) where Provider.Configuration == Intent {
        let intents = IntentDecodeCache<Intent>()
        _widgetDescriptors = [
            ControlDescriptor.make(
                kind: kind, intent: AnyConfigurationIntentType(Intent.self),
                preview: { values in provider.previewValue(configuration: try intents.intent(from: values)) },
                current: { values in try await provider.currentValue(configuration: try intents.intent(from: values)) },
                content: content)
        ]
    }

    /// A control of `kind` whose template is drawn from the configuration itself.
    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping @MainActor (Intent) -> Content) {
        let intents = IntentDecodeCache<Intent>()
        _widgetDescriptors = [
            ControlDescriptor.make(
                kind: kind, intent: AnyConfigurationIntentType(Intent.self),
                preview: { values in try intents.intent(from: values) }, current: { values in try intents.intent(from: values) },
                content: content)
        ]
    }
}

/// The control's value, as an entry of a timeline of one.
struct ControlEntry<Value: Sendable>: TimelineEntry {
    let date: Date
    let value: Value
}

/// A control as a widget kind: a timeline of one entry holding the provider's value (asked
/// again when the control's action ran, or a reload says so), drawn as ``ControlCell``.
enum ControlDescriptor {
    /// The families a control is offered in: a small cell, and the accessory families a status
    /// line or a lock screen would hold.
    static let families: [WidgetFamily] = [.systemSmall, .accessoryInline, .accessoryRectangular, .accessoryCircular]

    static func make<Value: Sendable, Content: ControlWidgetTemplate>(
        kind: String, intent: AnyConfigurationIntentType?,
        preview: @escaping @Sendable ([String: IntentValue]) throws -> Value,
        current: @escaping @Sendable ([String: IntentValue]) async throws -> Value,
        content: @escaping @MainActor (Value) -> Content
    ) -> AnyWidgetDescriptor {
        let source = WidgetTimelineSource(
            placeholder: { _ in
                // The configuration's defaults: an intent decoded from no stored values.
                let value = (try? preview([:])).map { AnyTimelineEntry(ControlEntry(date: WidgetClock.now, value: $0)) }
                return value ?? AnyTimelineEntry(ControlEntry<Value?>(date: WidgetClock.now, value: nil))
            },
            snapshot: { context, values in
                let value = context.isPreview ? try preview(values) : try await current(values)
                return AnyTimelineEntry(ControlEntry(date: WidgetClock.now, value: value))
            },
            timeline: { _, values in
                AnyTimeline(entries: [AnyTimelineEntry(ControlEntry(date: WidgetClock.now, value: try await current(values)))], policy: .never)
            })
        var descriptor = AnyWidgetDescriptor(
            kind: kind, intent: intent, source: source, entryCodec: nil,
            makeView: { entry in
                guard let entry = entry.base as? ControlEntry<Value> else { return AnyView(EmptyView()) }
                return AnyView(ControlCell(drawing: content(entry.value)._controlDrawing()))
            })
        descriptor.supportedFamilies = families
        descriptor.isControl = true
        return descriptor
    }
}
