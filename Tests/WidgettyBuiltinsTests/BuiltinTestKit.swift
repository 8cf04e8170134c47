import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// Renders built-in widgets the way the host does: through their descriptors, with a fixed
/// `now`, in a family and size.
@MainActor
enum BuiltinHarness {
    static func context(_ family: WidgetFamily, width: Int = 36, height: Int = 18) -> TimelineProviderContext {
        TimelineProviderContext(family: family, isPreview: false, displaySize: CGSize(width: width, height: height))
    }

    static func descriptor(_ kind: String) throws -> AnyWidgetDescriptor {
        try #require(BuiltinWidgets.all.first { $0.kind == kind })
    }

    /// The timeline the widget's provider builds for `values`.
    static func timeline(
        _ descriptor: AnyWidgetDescriptor, _ values: [String: IntentValue], family: WidgetFamily = .systemSmall
    ) async throws -> AnyTimeline {
        try await descriptor.source.timeline(context(family), values)
    }

    /// An entry rendered in a family at a size, at `now` in `zone`, in `base` (a theme's tint,
    /// graph colours and colour scheme).
    static func render(
        _ descriptor: AnyWidgetDescriptor, entry: AnyTimelineEntry, family: WidgetFamily,
        width: Int = 36, height: Int = 18, now: Date, zone: TimeZone = utc, base: EnvironmentValues = .fixedForTests
    ) -> RenderedView {
        var environment = base
        environment.now = now
        environment.timeZone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        environment.calendar = calendar
        environment.widgetFamily = family
        return ViewRenderer.render(descriptor.makeView(entry), size: Size(width: width, height: height), environment: environment)
    }

    nonisolated static let utc = TimeZone(identifier: "UTC") ?? .current

    /// 2026-11-22 14:05:09 UTC, a Sunday.
    nonisolated static let sunday = Date(timeIntervalSince1970: 1_795_356_309)
}

extension RenderedView {
    /// The lines with trailing blanks removed and trailing empty lines dropped.
    var trimmedLines: [String] {
        var lines = buffer.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension RenderedView {
    /// The drawn block: ``trimmedLines`` without the blank rows above it and the blank columns
    /// left of it, for views centred in their cell.
    var blockLines: [String] {
        var lines = trimmedLines
        while lines.first == "" { lines.removeFirst() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }
    }
}
