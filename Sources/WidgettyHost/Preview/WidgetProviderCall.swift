import Foundation
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal

/// One widget's provider asked directly, as a preview or a test asks it: its placeholder, a
/// snapshot (`isPreview`) or a timeline, for one family and configuration, with the widget's
/// time limit counted on a ``HostClock``.
public struct WidgetProviderCall: Sendable {
    public let source: WidgetTimelineSource
    public let family: WidgetFamily
    public let displaySize: Size
    public let intentValues: [String: IntentValue]
    /// How long the provider may take (the widget's `providerTimeout`, else 15 s).
    public let timeout: Duration

    @MainActor
    public init(
        _ descriptor: AnyWidgetDescriptor, family: WidgetFamily, displaySize: Size? = nil,
        intentValues: [String: IntentValue] = [:]
    ) {
        source = descriptor.source
        self.family = family
        self.displaySize = displaySize ?? family.standardContentSize
        self.intentValues = intentValues
        timeout = descriptor.providerTimeout ?? .seconds(15)
    }

    /// The context the provider is given.
    public func context(isPreview: Bool) -> TimelineProviderContext {
        TimelineProviderContext(
            family: family, isPreview: isPreview,
            displaySize: CGSize(width: displaySize.width, height: displaySize.height))
    }

    public func placeholder() -> AnyTimelineEntry {
        source.placeholder(context(isPreview: false))
    }

    /// A snapshot, as the gallery asks for one (`context.isPreview` is true).
    public func snapshot(
        clock: any HostClock, executor: (any TaskExecutor)? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> AnyTimelineEntry {
        let source = self.source, context = self.context(isPreview: true), values = intentValues
        return try await clock.run(timeout: timeout, executor: executor) { try await source.snapshot(context, values) }
    }

    /// A timeline, as the home screen asks for one.
    public func timeline(
        clock: any HostClock, executor: (any TaskExecutor)? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> AnyTimeline {
        let source = self.source, context = self.context(isPreview: false), values = intentValues
        return try await clock.run(timeout: timeout, executor: executor) { try await source.timeline(context, values) }
    }
}

extension AnyTimeline {
    /// When the host would ask for the next timeline under its policy: the last entry's date for
    /// `.atEnd`, the date of `.after(date)`, nil for `.never` (only when asked).
    public var nextReloadDate: Date? {
        policy.reloadDate(lastEntryDate: validatedEntries.last?.date)
    }

    /// The entry the host shows at `now`: the last one whose date has come, else none yet.
    public func entry(at now: Date) -> AnyTimelineEntry? {
        validatedEntries.last { $0.date <= now }
    }
}
