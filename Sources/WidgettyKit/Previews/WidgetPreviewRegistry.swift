internal import CPreviewSection
import Foundation
import WidgettyUI

/// Every `#Preview` of the program. The macro leaves a record in the `widgetty_previews` section
/// of whichever module writes it, the linker gathers the records, and ``all`` reads them: no list
/// kept by hand, and a bundle's previews are found however many files and modules hold them.
/// `record` has one overload per form of `#Preview`; the macro calls it with its own arguments.
public enum WidgetPreviewRegistry {
    /// The program's previews: its `#Preview`s by file and line, then its `PreviewProvider`s by
    /// module and name (their line is 0: the conformance is all there is to find them by).
    @MainActor public static let all: [WidgetPreview] = (0..<widgetty_preview_count())
        .map { Unmanaged<WidgetPreview>.fromOpaque(widgetty_preview_make($0)).takeRetainedValue() }
        .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        + PreviewProviderScan.providers().map { provider in
            // A metatype is an immutable value; the closure runs on the main actor, as the scan did.
            nonisolated(unsafe) let type = provider.type
            return WidgetPreview(name: provider.name, fileID: "\(provider.module)/\(provider.name)", line: 0, content: .view {
                AnyView(erasing: type.previews)
            })
        }

    // MARK: The forms of #Preview

    /// `#Preview("Name") { SomeView() }`: a view.
    public static func record(
        fileID: String, line: Int, _ name: String? = nil, traits: PreviewTrait...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
    ) -> UnsafeMutableRawPointer {
        retained(WidgetPreview(name: name, fileID: fileID, line: line, content: .view { AnyView(body()) }))
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { entry1; entry2 }`.
    public static func record<W: Widget, Entry: TimelineEntry>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping @MainActor @Sendable () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor @Sendable () async -> [Entry]
    ) -> UnsafeMutableRawPointer {
        retained(WidgetPreview(name: name, fileID: fileID, line: line, content: .widget(family: family) {
            previewed(widget(), family: family, values: nil, source: { entriesSource(timeline, placeholder: $0) })
        }))
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`.
    public static func record<W: Widget, Provider: TimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping @MainActor @Sendable () -> W,
        timelineProvider: @escaping @MainActor @Sendable () -> Provider
    ) -> UnsafeMutableRawPointer {
        retained(WidgetPreview(name: name, fileID: fileID, line: line, content: .widget(family: family) {
            previewed(widget(), family: family, values: nil, source: { _ in WidgetTimelineSource(timelineProvider()) })
        }))
    }

    /// `#Preview(as: .systemSmall, using: intent) { MyWidget() } timeline: { … }`.
    public static func record<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Intent,
        widget: @escaping @MainActor @Sendable () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor @Sendable () async -> [Entry]
    ) -> UnsafeMutableRawPointer {
        let values = IntentSchema.encode(intent)
        return retained(WidgetPreview(name: name, fileID: fileID, line: line, content: .widget(family: family) {
            previewed(widget(), family: family, values: values, source: { entriesSource(timeline, placeholder: $0) })
        }))
    }

    /// `#Preview(as: .systemSmall, using: intent) { MyWidget() } timelineProvider: { Provider() }`.
    public static func record<W: Widget, Provider: AppIntentTimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping @MainActor @Sendable () -> W,
        timelineProvider: @escaping @MainActor @Sendable () -> Provider
    ) -> UnsafeMutableRawPointer {
        let values = IntentSchema.encode(intent)
        return retained(WidgetPreview(name: name, fileID: fileID, line: line, content: .widget(family: family) {
            previewed(widget(), family: family, values: values, source: { _ in WidgetTimelineSource(timelineProvider()) })
        }))
    }

    // MARK: Building

    private static func retained(_ preview: WidgetPreview) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(preview).toOpaque()
    }

    /// The widget's descriptor in the preview's one family, fed by the source `source` makes of
    /// the widget's own (whose placeholder a list of entries keeps); nil for a `Widget` whose body
    /// declares no kind.
    @MainActor
    private static func previewed(
        _ widget: some Widget, family: WidgetFamily, values: [String: IntentValue]?,
        source: (WidgetTimelineSource) -> WidgetTimelineSource
    ) -> PreviewedWidget? {
        guard var descriptor = widget.widgetDescriptors.first else { return nil }
        descriptor.supportedFamilies = [family]
        descriptor.source = source(descriptor.source)
        descriptor.entryCodec = nil
        return PreviewedWidget(descriptor: descriptor, intentValues: values ?? descriptor.intent?.defaultValues ?? [:])
    }

    /// The entries a preview lists, as a timeline that never reloads. Entries written with the same
    /// date (`.now` on every line, as previews usually are) are shown a second apart, in order,
    /// so ← and → step through each; the entry itself keeps the date it was given.
    static func entriesSource<Entry: TimelineEntry>(
        _ timeline: @escaping @MainActor @Sendable () async -> [Entry], placeholder widgetSource: WidgetTimelineSource
    ) -> WidgetTimelineSource {
        let entries: @Sendable () async throws -> [AnyTimelineEntry] = {
            var shown: [AnyTimelineEntry] = []
            for entry in await timeline() {
                let earliest = shown.last.map { $0.date.addingTimeInterval(1) } ?? entry.date
                shown.append(AnyTimelineEntry(entry, shownAt: max(entry.date, earliest)))
            }
            guard !shown.isEmpty else { throw PreviewTimelineError.noEntries }
            return shown
        }
        return WidgetTimelineSource(
            placeholder: widgetSource.placeholder,
            snapshot: { _, _ in try await entries()[0] },
            timeline: { _, _ in AnyTimeline(entries: try await entries(), policy: .never) }
        )
    }
}

/// Why a preview's timeline cannot be shown.
public enum PreviewTimelineError: Error, CustomStringConvertible {
    /// A widget preview's `timeline:` closure returned no entries, so there is nothing to step
    /// through.
    case noEntries
    /// The reason as `preview` prints it.
    public var description: String { "the preview's timeline: closure lists no entries" }
}
