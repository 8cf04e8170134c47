import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// A control drawn as the home screen draws it: its value provider asked (`currentValue`, with
/// the configuration `params`, defaults for the rest), and its template drawn in `family` at the
/// family's size on a 120×40 home screen (or `size`). `.toggles`, `.buttons` and `.control(_:)`
/// find what it drew; ``perform(_:of:family:params:)`` chooses it.
///
/// ```swift
/// let view = try await renderControl(TimerControl(), family: .accessoryInline)
/// #expect(view.toggles.first?.isOn == false)
/// ```
@MainActor
public func renderControl(
    _ control: some ControlWidget, family: WidgetFamily = .systemSmall, size: Size? = nil,
    params: [String: IntentValue] = [:], now: Date = widgetTestDate
) async throws -> RenderedView {
    let descriptor = try descriptor(of: control)
    let timeline = try await descriptor.source.timeline(.testing(family), params)
    guard let entry = timeline.entries.first else { throw IntentControlFailure(description: "\(type(of: control)) gave no value") }
    let environment = WidgetDrawing.environment(family: family, now: now, placeholder: false, base: .fixedForTests)
    return WidgetDrawing.renderWaitingForPictures(entry, of: descriptor, size: size ?? family.standardContentSize, environment: environment)
}

/// Chooses a control's toggle or button (its intent's `perform()`, a toggle's with the opposite
/// of what it shows) and returns the timeline its value provider gives next, as the home screen
/// asks a control again after its action ran.
@MainActor
public func perform(
    _ choice: IntentControl, of control: some ControlWidget, family: WidgetFamily = .systemSmall, params: [String: IntentValue] = [:]
) async throws -> AnyTimeline {
    try await perform(choice, of: descriptor(of: control), family: family, params: params)
}

@MainActor
private func descriptor(of control: some ControlWidget) throws -> AnyWidgetDescriptor {
    guard let descriptor = control.widgetDescriptors.first else {
        throw IntentControlFailure(description: "\(type(of: control)) declares no control: its body has no configuration")
    }
    return descriptor
}
