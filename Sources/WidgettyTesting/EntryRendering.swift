import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// The instant the testing helpers render at unless told otherwise: 2026-11-22 14:05:00 UTC
/// (with UTC, the Gregorian calendar and British English), so a test does not depend on the machine.
public let widgetTestDate = EnvironmentValues.fixedForTests.now

/// A widget's entry drawn as the home screen draws it: through the configuration's content
/// closure, with `@Environment(\.widgetFamily)` set to `family`, lengths in iOS points, at the
/// family's size on a 120×40 home screen (or `size`), at `now`. `placeholder: true` draws it
/// redacted, as the home screen shows a placeholder entry.
///
/// ```swift
/// let view = renderEntry(SimpleEntry(date: .now), of: MyWidget(), family: .systemMedium)
/// #expect(view.lines.first == "Time:")
/// ```
@MainActor
public func renderEntry(
    _ entry: some TimelineEntry, of descriptor: AnyWidgetDescriptor, family: WidgetFamily = .systemSmall,
    size: Size? = nil, now: Date = widgetTestDate, placeholder: Bool = false, metrics: CellMetrics = .points
) -> RenderedView {
    var environment = WidgetDrawing.environment(
        family: family, now: now, placeholder: placeholder, base: .fixedForTests)
    environment.cellMetrics = metrics
    // Pictures the view names are decoded in the background: waited for, as the screen would show them.
    return WidgetDrawing.renderWaitingForPictures(
        AnyTimelineEntry(entry), of: descriptor, size: size ?? family.standardContentSize, environment: environment)
}

/// ``renderEntry(_:of:family:size:now:placeholder:metrics:)`` for a widget type's first kind
/// (a `Widget` declares one).
@MainActor
public func renderEntry(
    _ entry: some TimelineEntry, of widget: some Widget, family: WidgetFamily = .systemSmall,
    size: Size? = nil, now: Date = widgetTestDate, placeholder: Bool = false, metrics: CellMetrics = .points
) -> RenderedView {
    guard let descriptor = widget.widgetDescriptors.first else {
        preconditionFailure("\(type(of: widget)) declares no widget kind: its body has no configuration")
    }
    return renderEntry(
        entry, of: descriptor, family: family, size: size, now: now, placeholder: placeholder, metrics: metrics)
}

extension RenderedView {
    /// The drawn text, one string per row, trailing blanks removed.
    public var lines: [String] {
        buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The drawn text with runs of blanks and line ends collapsed to one space, so a check does
    /// not depend on where a line wrapped.
    public var words: String {
        buffer.lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
