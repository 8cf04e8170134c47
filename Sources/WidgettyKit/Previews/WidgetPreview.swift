import Foundation
import WidgettyUI

/// One `#Preview` of the program: its name, where it is written, and how to build what it shows.
/// Built by ``WidgetPreviewRegistry/record(fileID:line:_:traits:body:)`` and its overloads when
/// `preview` first asks, never before.
public final class WidgetPreview: Sendable {
    /// What a preview shows.
    public enum Content: Sendable {
        /// A widget in one family, with the entries the preview lists or its provider's timeline.
        case widget(family: WidgetFamily, make: @MainActor @Sendable () -> PreviewedWidget?)
        /// A view, as Xcode's canvas shows it.
        case view(@MainActor @Sendable () -> AnyView)
    }

    /// The name given to `#Preview("…")`, if any.
    public let name: String?
    /// The file the preview is written in, as `#fileID` says it (`Module/File.swift`).
    public let fileID: String
    /// The line the `#Preview` is written on.
    public let line: Int
    /// What the preview shows: a widget in a family, or a view.
    public let content: Content

    /// A preview; the `#Preview` macro's expansion makes these, widget code does not.
    public init(name: String?, fileID: String, line: Int, content: Content) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.content = content
    }

    /// Where the preview is written: `File.swift:LINE`, or for a `PreviewProvider` (line 0) its
    /// module and type, `Module.TypeName`.
    public var location: String {
        if line == 0 { return fileID.replacingOccurrences(of: "/", with: ".") }
        return "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

/// A widget as one `#Preview` shows it: its descriptor, narrowed to the preview's family and fed
/// by the preview's entries or provider, and the configuration the preview gives (`using:`).
public struct PreviewedWidget {
    /// The widget, its families narrowed to the preview's and its provider fed by the preview.
    public var descriptor: AnyWidgetDescriptor
    /// The configuration the preview gives (`using:`), by parameter key; empty for a static widget.
    public var intentValues: [String: IntentValue]

    /// A widget as a preview shows it.
    public init(descriptor: AnyWidgetDescriptor, intentValues: [String: IntentValue]) {
        self.descriptor = descriptor
        self.intentValues = intentValues
    }
}

extension WidgetPreview {
    /// What the preview shows as a widget: a widget preview's widget, or a view preview's view as
    /// the content of a small, a medium and a large widget (one entry, at the moment it is built).
    @MainActor
    public func previewedWidget() -> PreviewedWidget? {
        switch content {
        case .widget(_, let make):
            return make()
        case .view(let make):
            let entry = AnyTimelineEntry(ViewPreviewEntry(date: Date()))
            let source = WidgetTimelineSource(
                placeholder: { _ in entry }, snapshot: { _, _ in entry },
                timeline: { _, _ in AnyTimeline(entries: [entry], policy: .never) })
            var descriptor = AnyWidgetDescriptor(kind: "preview", intent: nil, source: source, entryCodec: nil) { _ in make() }
            descriptor.displayName = name ?? "Preview"
            descriptor.supportedFamilies = [.systemSmall, .systemMedium, .systemLarge]
            return PreviewedWidget(descriptor: descriptor, intentValues: [:])
        }
    }
}

/// The one entry of a view preview.
struct ViewPreviewEntry: TimelineEntry {
    let date: Date
}
