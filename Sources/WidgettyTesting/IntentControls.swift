import Foundation
import WidgettyKit
import WidgettyTimelines
import WidgettyTerminal
import WidgettyUI

/// A `Button(intent:)` or `Toggle(isOn:intent:)` as a rendered view holds it: where it is drawn,
/// the text drawn there, and the link the home screen opens to run its intent.
public struct IntentControl: Hashable, Sendable, CustomStringConvertible {
    /// Where the control is, in the coordinates of the rendered buffer.
    public var frame: Rect
    /// The text drawn in the frame, blanks collapsed (a toggle's check box included: `[x] Done`).
    public var text: String
    /// `widgetty://intent/N`: what the home screen opens when the control is chosen.
    public var url: URL
    /// For a toggle, whether it is drawn on (`[x]`); nil for a button.
    public var isOn: Bool?

    /// A control of a frame, text, link and state; ``IntentControls`` finds these in a rendered
    /// view.
    public init(frame: Rect, text: String, url: URL, isOn: Bool?) {
        self.frame = frame
        self.text = text
        self.url = url
        self.isOn = isOn
    }

    /// Whether the control is a toggle (it has an on/off state) rather than a button.
    public var isToggle: Bool { isOn != nil }
    /// The text without a toggle's check box: the control's label.
    public var title: String { isToggle ? String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) : text }
    /// `button Title` or `toggle [x] Title`, as test failures print it.
    public var description: String { isToggle ? "toggle \(text)" : "button \(text)" }
}

extension RenderedView {
    /// The buttons and toggles that run an App Intent, in reading order (a toggle is drawn with
    /// its check box, `[x]` or `[ ]`, before its label).
    public var intentControls: [IntentControl] {
        links.compactMap { link in
            guard link.url.scheme == "widgetty", link.url.host == "intent" else { return nil }
            let text = buffer.text(in: link.frame)
            let isOn: Bool? = text.hasPrefix("[x]") ? true : text.hasPrefix("[ ]") ? false : nil
            return IntentControl(frame: link.frame, text: text, url: link.url, isOn: isOn)
        }
    }

    /// The `Button(intent:)`s drawn, in reading order.
    public var buttons: [IntentControl] { intentControls.filter { !$0.isToggle } }

    /// The `Toggle(isOn:intent:)`s drawn, in reading order.
    public var toggles: [IntentControl] { intentControls.filter(\.isToggle) }

    /// The button or toggle whose label is `title` (nil when none is drawn).
    public func control(_ title: String) -> IntentControl? { intentControls.first { $0.title == title } }
}

extension CellBuffer {
    /// The characters of a rectangle, row by row, blanks collapsed to single spaces.
    func text(in frame: Rect) -> String {
        let rows = lines.dropFirst(max(0, frame.minY)).prefix(frame.height)
        let parts = rows.map { line in String(line.dropFirst(max(0, frame.minX)).prefix(frame.width)) }
        return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Why ``perform(_:of:family:params:)`` could not run a control.
public struct IntentControlFailure: Error, CustomStringConvertible {
    /// What went wrong, as a test failure prints it.
    public let description: String
}

/// Runs the intent of a rendered button or toggle (its `perform()`, as the home screen does when
/// it is chosen), then asks the widget's provider for the timeline that follows, as the home
/// screen reloads a widget after one of its intents ran.
///
/// ```swift
/// let view = renderEntry(entry, of: CounterWidget())
/// let timeline = try await perform(try #require(view.control("+1")), of: CounterWidget())
/// #expect(timeline.entries(as: CounterEntry.self).first?.count == 1)
/// ```
@MainActor
public func perform(
    _ control: IntentControl, of descriptor: AnyWidgetDescriptor, family: WidgetFamily = .systemSmall,
    params: [String: IntentValue] = [:]
) async throws -> AnyTimeline {
    guard control.url.host == "intent", let token = Int(control.url.lastPathComponent) else {
        throw IntentControlFailure(description: "\(control.url) is not an intent's link")
    }
    _ = try await IntentButtonRegistry.shared.perform(token: token)
    return try await descriptor.source.timeline(.testing(family), params)
}

/// ``perform(_:of:family:params:)`` for a widget type's first kind.
@MainActor
public func perform(
    _ control: IntentControl, of widget: some Widget, family: WidgetFamily = .systemSmall, params: [String: IntentValue] = [:]
) async throws -> AnyTimeline {
    guard let descriptor = widget.widgetDescriptors.first else {
        preconditionFailure("\(type(of: widget)) declares no widget kind: its body has no configuration")
    }
    return try await perform(control, of: descriptor, family: family, params: params)
}

extension AnyTimeline {
    /// The entries as the provider's own type (empty if they are another type), in date order.
    public func entries<Entry: TimelineEntry>(as type: Entry.Type) -> [Entry] {
        validatedEntries.compactMap { $0.base as? Entry }
    }
}
